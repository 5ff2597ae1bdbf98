/** What several screens share: the lists' filters, sort, row actions and delete flow, the forms' save and focus, the browser's zone. */
export { BROWSER_TIME_ZONE } from './browser-time-zone';
export type { FilterChange } from './filter-change';
export {
  ALL_CHOICE,
  ChoiceFilter,
  PageSizeFilter,
  ProjectFilter,
  TextFilter,
} from './list-filters';
export { tableSortProps, type ListSort } from './list-sort';
export type { ProjectChoice } from './project-choice';
export { RowActions } from './row-actions';
export { useDeleteConfirmation } from './use-delete-confirmation';
export { useDraftText } from './use-draft-text';
export { FormModal, type SavingState } from './form-modal';
export { useFocusFirstInvalidField } from './use-focus-first-invalid-field';
export { useFormEditor } from './use-form-editor';
export { useFormSave } from './use-form-save';
