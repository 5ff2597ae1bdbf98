export { FilterPanel } from './FilterPanel';
export type { FilterPanelProps } from './FilterPanel';
