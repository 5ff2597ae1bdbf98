import './theme.css';
import './theme-dark.css';

export { vars } from './contract.css';
export { applyColorScheme, COLOR_SCHEMES, isColorScheme, type ColorScheme } from './color-scheme';
