import type { ReactNode } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { Pagination } from '../../components/Pagination';
import { LoadFailedState } from '../../patterns';
import { SkeletonLines } from './DashboardSection';
import type { PagedState } from '../../patterns';

export type PagedRowsProps<Row> = {
  /** How the host's load of the page went; null before the host has started it. */
  rows: PagedState<Row> | null;
  /** Names the pages, e.g. 'Overtime Bookings pages'. */
  label: string;
  emptyText: string;
  /** The table of the page's rows. */
  children: (rows: readonly Row[]) => ReactNode;
};

/** A modal's list: its loading lines, its failure with 'Try Again', its empty text, or its page. */
export function PagedRows<Row>({ rows, label, emptyText, children }: PagedRowsProps<Row>) {
  if (!rows || rows.list.isLoading) {
    return (
      <div aria-busy="true" aria-label={`${label}: loading`} role="group">
        <SkeletonLines count={5} />
      </div>
    );
  }
  const { list, page, pageSize, onPageChange } = rows;
  if (list.error) return <LoadFailedState message={list.error} onRetry={list.onRetry} />;
  if (list.totalCount === 0) return <EmptyState title={emptyText} />;
  return (
    <>
      {children(list.rows)}
      <Pagination
        aria-label={`${label} pages`}
        page={page}
        pageSize={pageSize}
        totalCount={list.totalCount}
        onPageChange={onPageChange}
      />
    </>
  );
}
