export {
  ALL_CHOICE,
  ChoiceFilter,
  ProjectFilter,
  type ChoiceFilterProps,
  type ProjectFilterProps,
} from './ChoiceFilter';
export type { FilterChange } from './filter-change';
export { filterChanges, type ListFilterPanelProps } from './list-filter-panel';
export { PageSizeFilter, type PageSizeFilterProps } from './PageSizeFilter';
export type { ProjectChoice } from './project-choice';
export { TextFilter, type TextFilterProps } from './TextFilter';
