/**
 * Plotline's patterns: what the screens are made of beyond single components (a list page, its
 * search, filters, sort and row actions, a record's details, the delete question, a form in a
 * modal with its save, its field groups and its server-searched pickers), for other tools to build screens of their own the same way.
 */
export * from './announce';
export * from './AsyncButton';
export * from './AuditTrail';
export { BROWSER_TIME_ZONE } from './browser-time-zone';
export * from './FieldGroup';
export * from './FormModal';
export * from './host-data';
export * from './lazyDialog';
export * from './ListFilters';
export * from './ListPage';
export * from './RecordDetailsModal';
export * from './RecordLink';
export * from './RowActions';
export * from './SearchedPicker';
export * from './SearchField';
export * from './tableSortProps';
export * from './useDeleteConfirmation';
export * from './useDraftText';
export * from './useFocusFirstInvalidField';
export * from './useFormEditor';
export * from './useLastShown';
export * from './useSteadyHandler';
