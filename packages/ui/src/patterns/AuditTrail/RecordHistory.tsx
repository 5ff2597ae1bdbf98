import {
  AUDIT_LOG_LABELS,
  AUDIT_MESSAGES,
  auditActorName,
  auditOperationLabel,
  formatDateTime,
} from '@plotline/domain';
import { Link } from 'react-aria-components';
import { DetailSection } from '../../components/DetailList';
import { Pagination } from '../../components/Pagination';
import { Spinner } from '../../components/Spinner';
import { LoadFailedState } from '../ListPage';
import {
  changesWholeRecord,
  type AuditEntryRow,
  type AuditHistory,
  type AuditViewer,
} from './audit-entry';
import { AuditChanges } from './AuditChanges';
import * as styles from './AuditTrail.css';

export type RecordHistoryProps = {
  history: AuditHistory;
  /** The zone the entries' timestamps are read in. */
  timeZone: string;
};

/**
 * The 'History' section of a record's details: its audit entries, newest first, a page at a
 * time, each 'when · who · action' and what it changed, then the way to the Audit Log's full list.
 */
export function RecordHistory({ history, timeZone }: RecordHistoryProps) {
  return (
    <DetailSection heading={AUDIT_LOG_LABELS.historyHeading}>
      <div className={styles.history}>
        <Entries history={history} timeZone={timeZone} />
        <Link href={history.auditLogHref} className={styles.link}>
          {AUDIT_LOG_LABELS.seeAll}
        </Link>
      </div>
    </DetailSection>
  );
}

function Entries({ history, timeZone }: RecordHistoryProps) {
  const { list, page, pageSize, onPageChange } = history;
  if (list.error) return <LoadFailedState message={list.error} onRetry={list.onRetry} />;
  // A page that follows keeps the one before on screen, and the pager with the focus in it.
  if (list.isLoading && list.rows.length === 0) {
    return (
      <div className={styles.loading}>
        <Spinner aria-label={AUDIT_LOG_LABELS.historyLoading} />
      </div>
    );
  }
  if (list.totalCount === 0) return <p className={styles.muted}>{AUDIT_MESSAGES.historyEmpty}</p>;
  return (
    <>
      <ol className={styles.entries} aria-label="Changes, newest first">
        {list.rows.map((entry) => (
          <HistoryEntry key={entry.id} entry={entry} viewer={history.viewer} timeZone={timeZone} />
        ))}
      </ol>
      {/* One page needs no pager: the section stays short inside its dialog. */}
      {list.totalCount > pageSize && (
        <Pagination
          aria-label={AUDIT_LOG_LABELS.historyPages}
          page={page}
          pageSize={pageSize}
          totalCount={list.totalCount}
          totalCountEstimated={list.totalCountEstimated}
          onPageChange={onPageChange}
        />
      )}
    </>
  );
}

type HistoryEntryProps = { entry: AuditEntryRow; viewer: AuditViewer; timeZone: string };

function HistoryEntry({ entry, viewer, timeZone }: HistoryEntryProps) {
  return (
    <li className={styles.entry}>
      <p className={styles.entryMeta}>
        {[
          formatDateTime(entry.recordedAt, timeZone),
          auditActorName(entry.user),
          auditOperationLabel(entry.operation),
        ].join(' · ')}
      </p>
      {/* An edit's few fields read at a glance; a whole created or deleted record waits behind its count. */}
      <AuditChanges entry={entry} viewer={viewer} defaultExpanded={!changesWholeRecord(entry)} />
    </li>
  );
}
