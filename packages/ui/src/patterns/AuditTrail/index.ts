export { AuditChanges, type AuditChangesProps } from './AuditChanges';
export {
  changesWholeRecord,
  type AuditEntryRow,
  type AuditHistory,
  type AuditViewer,
} from './audit-entry';
export { ChangedFieldList, type ChangedFieldListProps } from './ChangedFieldList';
export { RecordHistory, type RecordHistoryProps } from './RecordHistory';
