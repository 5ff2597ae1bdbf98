export { AuditEntriesTable, type AuditEntriesTableProps } from './AuditEntriesTable';
export { AuditFilterPanel, type AuditFilterPanelProps } from './AuditFilterPanel';
export { AuditLogScreen, type AuditLogScreenProps } from './AuditLogScreen';
export type * from './audit-log-screen-types';
