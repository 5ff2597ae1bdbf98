export {
  ALL_CHOICE,
  ChoiceFilter,
  ProjectFilter,
  type ChoiceFilterProps,
  type ProjectFilterProps,
} from './ChoiceFilter';
export type { FilterChange } from './filter-change';
export { PageSizeFilter, type PageSizeFilterProps } from './PageSizeFilter';
export type { ProjectChoice } from './project-choice';
export { SearchFilter, type SearchFilterProps } from './SearchFilter';
export { TextFilter, type TextFilterProps } from './TextFilter';
