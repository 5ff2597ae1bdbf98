import { listFiltering, type PageSize } from '@plotline/domain';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/EmptyState';
import type { FilterChange } from '../ListFilters/filter-change';
import { useSteadyListQueryChanges, type ListScreenProps } from './list-query';
import { ListSection } from './ListSection';
import { LoadFailedState } from './LoadFailedState';
import { PageHeader } from './PageHeader';
import * as styles from './ListPage.css';

const NO_ROWS: readonly never[] = [];

/** What the page hands its filter panel: the filters and the page size, and their changes. */
export type ListFilterPanelState<Filters> = {
  filters: Filters;
  onFiltersChange: (filters: Filters, how: FilterChange) => void;
  pageSize: PageSize;
  onPageSizeChange: (pageSize: PageSize) => void;
  /** Whether anything differs from the plain list; 'Clear All Filters' is disabled otherwise. */
  isFiltered: boolean;
  onClear: () => void;
};

/** What the page hands its table: the rows to draw and what stands in when there are none. */
export type ListTableState<Row, Sort> = {
  /** The rows; none while the load failed. */
  rows: readonly Row[];
  isLoading: boolean;
  /**
   * The failure with 'Try Again', or the screen's empty state; null while there are rows, so a
   * memoized table is not drawn again for a new element it would not show.
   */
  emptyState: ReactNode;
  /** The serial number of the page's first row. */
  firstSerial: number;
  sort: Sort;
  onSortChange: (sort: Sort) => void;
};

export type ListPageProps<Row, Filters extends object, Sort> = ListScreenProps<
  Row,
  Filters,
  Sort
> & {
  /** The page's one level-1 heading, e.g. 'Projects'. */
  title: string;
  /** What the page holds, in a sentence under the title. */
  subtitle?: string;
  /** The page's own buttons, e.g. 'Add Project'. */
  actions?: ReactNode;
  /** Every filter off, as Clear All Filters leaves them. */
  noFilters: Filters;
  /** The screen's filter panel. */
  filterPanel: (panel: ListFilterPanelState<Filters>) => ReactNode;
  /** Names the list for screen readers, e.g. 'Project list'. */
  label: string;
  /** What the list says when nothing matches, e.g. PROJECT_MESSAGES.empty. */
  emptyText: string;
  /**
   * The empty list's own look, told whether a filter hides rows (e.g. an Add button only when
   * none does); by default the empty text alone.
   */
  empty?: (hidesRows: boolean) => ReactNode;
  /** The screen's table (or grid) of the rows. */
  children: (table: ListTableState<Row, Sort>) => ReactNode;
  /** The screen's own rules for its list's card, e.g. column headers that may wrap. */
  listClassName?: string;
  /**
   * The host loads the list whole and filters it in the browser (a small catalogue): every row
   * shows, with no pages, whatever the query's page and page size.
   */
  loadedWhole?: boolean;
};

/**
 * A list screen's page (docs/ui-contract.md): its header, its filter panel, the list's card with
 * its table, its empty or failed state and its pages, and the announcement of each change's
 * result. A change of the filters, page size or order asks for page 1; the screen's modals
 * follow it.
 */
export function ListPage<Row, Filters extends object, Sort>({
  list: { rows, totalCount, totalCountEstimated, isLoading, error, onRetry },
  query,
  onQueryChange,
  title,
  subtitle,
  actions,
  noFilters,
  filterPanel,
  label,
  emptyText,
  empty,
  children,
  listClassName,
  loadedWhole = false,
}: ListPageProps<Row, Filters, Sort>) {
  const { page, pageSize, filters, sort } = query;
  const changes = useSteadyListQueryChanges({ query, onQueryChange }, noFilters);
  const shownRows = error ? NO_ROWS : rows;
  const { hidesRows, isFiltered } = listFiltering({ filters, pageSize });
  const emptyState =
    shownRows.length > 0 ? null : error ? (
      <LoadFailedState message={error} onRetry={onRetry} />
    ) : (
      (empty?.(hidesRows) ?? <EmptyState title={emptyText} />)
    );

  return (
    <div className={styles.page}>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {filterPanel({
        filters,
        onFiltersChange: changes.filterBy,
        pageSize,
        onPageSizeChange: changes.showPageSize,
        isFiltered,
        onClear: changes.clearFilters,
      })}
      <ListSection
        label={label}
        className={listClassName}
        result={{ query, totalCount, isLoading, error, emptyText }}
        pagination={
          error || loadedWhole
            ? null
            : { page, pageSize, totalCount, totalCountEstimated, onPageChange: changes.showPage }
        }
      >
        {children({
          rows: shownRows,
          isLoading,
          emptyState,
          firstSerial: loadedWhole ? 1 : (page - 1) * pageSize + 1,
          sort,
          onSortChange: changes.sortBy,
        })}
      </ListSection>
    </div>
  );
}
