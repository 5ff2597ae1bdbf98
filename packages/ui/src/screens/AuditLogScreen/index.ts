export { AuditEntriesTable, type AuditEntriesTableProps } from './AuditEntriesTable';
export { AuditFilterPanel, type AuditFilterPanelProps } from './AuditFilterPanel';
export { AuditLogScreen, type AuditLogScreenProps } from './AuditLogScreen';
export {
  NO_AUDIT_FILTERS,
  type AuditFilters,
  type AuditListQuery,
  type AuditUserChoice,
} from './audit-log-screen-types';
