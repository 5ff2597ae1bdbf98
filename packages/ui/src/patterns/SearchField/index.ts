export { SearchField, type SearchFieldProps } from './SearchField';
export { SearchFilters, type SearchFiltersProps } from './SearchFilters';
