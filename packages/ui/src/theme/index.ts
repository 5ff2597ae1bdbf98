import './theme.css';

export { vars } from './contract.css';
