import {
  AUDIT_EMPTY_HINTS,
  AUDIT_LOG_LABELS,
  AUDIT_MESSAGES,
  filtersHideRows,
  listIsFiltered,
} from '@plotline/domain';
import { EmptyState } from '../../components/EmptyState';
import {
  BROWSER_TIME_ZONE,
  ListSection,
  LoadFailedState,
  PageHeader,
  type AuditEntryRow,
  type AuditViewer,
  type FilterChange,
  type ListState,
} from '../../patterns';
import { AuditEntriesTable } from './AuditEntriesTable';
import { AuditFilterPanel } from './AuditFilterPanel';
import type { AuditFilters, AuditUserChoice } from './audit-log-screen-types';
import * as styles from './AuditLogScreen.css';

export type AuditLogScreenProps = {
  /** The entries of the current page, newest first (the list contract, docs/ui-contract.md). */
  list: ListState<AuditEntryRow>;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  filters: AuditFilters;
  onFiltersChange: (filters: AuditFilters, how: FilterChange) => void;
  onClearFilters: () => void;
  /** The users the user filter offers: those found for what was typed; left out, no user filter. */
  users?: readonly AuditUserChoice[];
  /** The user the filters hold, loaded by its id, so the filter names it before any search. */
  chosenUser?: AuditUserChoice | null;
  /** What was typed in the user filter, for a host that searches the users. */
  onUserSearch?: (text: string) => void;
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
 * never changed or removed. The host owns the data, the filters and the page.
 */
export function AuditLogScreen({
  list: { rows, totalCount, totalCountEstimated, isLoading, error, onRetry },
  page,
  onPageChange,
  filters,
  onFiltersChange,
  onClearFilters,
  users,
  chosenUser,
  onUserSearch,
  viewer,
  recordHref,
  timeZone = BROWSER_TIME_ZONE,
}: AuditLogScreenProps) {
  const emptyState = error ? (
    <LoadFailedState message={error} onRetry={onRetry} />
  ) : (
    <EmptyState
      title={AUDIT_MESSAGES.empty}
      hint={filtersHideRows(filters) ? AUDIT_EMPTY_HINTS.filtered : AUDIT_EMPTY_HINTS.unfiltered}
    />
  );

  return (
    <div className={styles.page}>
      <PageHeader title={AUDIT_LOG_LABELS.title} subtitle={AUDIT_LOG_LABELS.subtitle} />
      <AuditFilterPanel
        filters={filters}
        isFiltered={listIsFiltered(filters)}
        onFiltersChange={onFiltersChange}
        onClear={onClearFilters}
        users={users}
        chosenUser={chosenUser}
        onUserSearch={onUserSearch}
      />
      <ListSection
        label={AUDIT_LOG_LABELS.list}
        result={{
          query: { page, filters },
          totalCount,
          isLoading,
          error,
          emptyText: AUDIT_MESSAGES.empty,
        }}
        className={styles.topAlignedCells}
        pagination={
          error
            ? null
            : { page, pageSize: filters.pageSize, totalCount, totalCountEstimated, onPageChange }
        }
      >
        <AuditEntriesTable
          rows={error ? [] : rows}
          isLoading={isLoading}
          emptyState={emptyState}
          timeZone={timeZone}
          viewer={viewer}
          recordHref={recordHref}
        />
      </ListSection>
    </div>
  );
}
