/** What several screens share: the lists' filter and delete flows, form focus, the browser's zone. */
export { BROWSER_TIME_ZONE } from './browser-time-zone';
export type { FilterChange } from './filter-change';
export type { ProjectChoice } from './project-choice';
export { useDeleteConfirmation } from './use-delete-confirmation';
export { useDraftText } from './use-draft-text';
export { useFocusFirstInvalidField } from './use-focus-first-invalid-field';
export { useFormEditor } from './use-form-editor';
