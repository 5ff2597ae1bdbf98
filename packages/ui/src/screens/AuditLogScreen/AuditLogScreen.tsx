import { AUDIT_EMPTY_HINTS, AUDIT_LOG_LABELS, AUDIT_MESSAGES } from '@plotline/domain';
import { EmptyState } from '../../components/EmptyState';
import {
  BROWSER_TIME_ZONE,
  ListPage,
  type AuditEntryRow,
  type AuditViewer,
  type ChoiceSource,
  type ListScreenProps,
} from '../../patterns';
import { AuditEntriesTable } from './AuditEntriesTable';
import { AuditFilterPanel } from './AuditFilterPanel';
import {
  NO_AUDIT_FILTERS,
  type AuditFilters,
  type AuditUserChoice,
} from './audit-log-screen-types';
import * as styles from './AuditLogScreen.css';

export type AuditLogScreenProps = ListScreenProps<AuditEntryRow, AuditFilters, null> & {
  /** The users the user filter offers and the one it holds; left out, there is no user filter. */
  users?: ChoiceSource<AuditUserChoice>;
  /**
   * The signed-in user and their permissions: an entry of a record they may not read (the server
   * sends it without its states) says which permission would show its changes.
   */
  viewer: AuditViewer;
  /** Where an entry's record is shown; the record is plain text where this gives nothing. */
  recordHref?: (entry: AuditEntryRow) => string | undefined;
  /** The zone the timestamps are read in; the browser's own by default. */
  timeZone?: string;
};

/**
 * The Audit Log: who changed which record, when, how, and what each change altered, newest first,
 * narrowed by the kind of record (or one record), the user and the days. Read-only: entries are
 * never changed or removed. The host owns the data and the query.
 */
export function AuditLogScreen({
  list,
  query,
  onQueryChange,
  users,
  viewer,
  recordHref,
  timeZone = BROWSER_TIME_ZONE,
}: AuditLogScreenProps) {
  return (
    <ListPage
      list={list}
      query={query}
      onQueryChange={onQueryChange}
      title={AUDIT_LOG_LABELS.title}
      subtitle={AUDIT_LOG_LABELS.subtitle}
      noFilters={NO_AUDIT_FILTERS}
      filterPanel={(panel) => <AuditFilterPanel {...panel} users={users} />}
      label={AUDIT_LOG_LABELS.list}
      emptyText={AUDIT_MESSAGES.empty}
      empty={(hidesRows) => (
        <EmptyState
          title={AUDIT_MESSAGES.empty}
          hint={hidesRows ? AUDIT_EMPTY_HINTS.filtered : AUDIT_EMPTY_HINTS.unfiltered}
        />
      )}
      listClassName={styles.topAlignedCells}
    >
      {(table) => (
        <AuditEntriesTable {...table} timeZone={timeZone} viewer={viewer} recordHref={recordHref} />
      )}
    </ListPage>
  );
}
