export { ALL_CHOICE, ChoiceFilter, type ChoiceFilterProps } from './ChoiceFilter';
export { DateRangeFilter, type DateRange, type DateRangeFilterProps } from './DateRangeFilter';
export type { FilterChange } from './filter-change';
export { filterChanges } from './list-filter-panel';
export { PageSizeFilter, type PageSizeFilterProps } from './PageSizeFilter';
export { projectNamed, type KnownProjects, type ProjectChoice } from './project-choice';
export { ProjectFilter, type ProjectFilterProps } from './ProjectFilter';
export { SearchedChoiceFilter, type SearchedChoiceFilterProps } from './SearchedChoiceFilter';
export { TextFilter, type TextFilterProps } from './TextFilter';
