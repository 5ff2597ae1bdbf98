import {
  AUDIT_LOG_LABELS,
  auditActorName,
  auditOperationLabel,
  auditRecordLabel,
  formatDateTime,
} from '@plotline/domain';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Table, type TableColumn } from '../../components/Table';
import {
  AuditChanges,
  type AuditEntryRow,
  type AuditViewer,
  type ListTableState,
} from '../../patterns';
import * as styles from './AuditLogScreen.css';

type AuditColumnId = keyof typeof AUDIT_LOG_LABELS.columns;

const { columns: NAMES } = AUDIT_LOG_LABELS;

const COLUMNS: readonly TableColumn<AuditColumnId>[] = [
  { id: 'when', name: NAMES.when, isRowHeader: true },
  { id: 'user', name: NAMES.user },
  { id: 'record', name: NAMES.record },
  { id: 'action', name: NAMES.action },
  { id: 'changes', name: NAMES.changes },
];

/**
 * One page, newest first, as the list page hands it over (ListTableState): the audit keeps that
 * one order and numbers no rows, so the table reads the rows and their states only.
 */
export type AuditEntriesTableProps = ListTableState<AuditEntryRow, null> & {
  /** The zone the timestamps are read in. */
  timeZone: string;
  /** The signed-in user, for the entries whose states they may not read. */
  viewer: AuditViewer;
  /** Where the entry's record is shown, or undefined where no screen shows it (e.g. deleted). */
  recordHref?: (entry: AuditEntryRow) => string | undefined;
};

/** The entries of one page, newest first, as the host ordered them: a real table. */
export const AuditEntriesTable = memo(function AuditEntriesTable({
  rows,
  isLoading,
  emptyState,
  timeZone,
  viewer,
  recordHref,
}: AuditEntriesTableProps) {
  const renderCell = (entry: AuditEntryRow, columnId: AuditColumnId): ReactNode => {
    switch (columnId) {
      case 'when':
        return <span className={styles.when}>{formatDateTime(entry.recordedAt, timeZone)}</span>;
      case 'user':
        return auditActorName(entry.user);
      case 'record': {
        const label = auditRecordLabel(entry.entity, entry.entityId);
        const href = recordHref?.(entry);
        return href ? (
          <Link href={href} className={styles.link}>
            {label}
          </Link>
        ) : (
          label
        );
      }
      case 'action':
        return auditOperationLabel(entry.operation);
      case 'changes':
        return <AuditChanges entry={entry} viewer={viewer} />;
    }
  };

  return (
    <Table
      aria-label={AUDIT_LOG_LABELS.table}
      columns={COLUMNS}
      rows={rows}
      renderCell={renderCell}
      isLoading={isLoading}
      emptyState={emptyState}
    />
  );
});
