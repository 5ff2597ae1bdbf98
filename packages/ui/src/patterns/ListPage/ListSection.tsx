import type { ReactNode } from 'react';
import { Pagination, type PaginationProps } from '../../components/Pagination';
import { useResultAnnouncement, type ListResult } from './useResultAnnouncement';
import * as styles from './ListPage.css';

export type ListSectionProps = {
  /** Names the list for screen readers, e.g. 'Booking list'. */
  label: string;
  /** The list's table. */
  children: ReactNode;
  /** The pages under the table; null while the list failed to load. Not shown without rows. */
  pagination: PaginationProps | null;
  /** What the list was asked for and what came of it: a change's result is announced. */
  result: ListResult;
  /** The screen's own rules for its table, e.g. column headers that may wrap. */
  className?: string;
};

/** A paged list's card: its table, then its pages. */
export function ListSection({ label, children, pagination, result, className }: ListSectionProps) {
  useResultAnnouncement(result, pagination);
  return (
    <section
      aria-label={label}
      className={className ? `${styles.listSection} ${className}` : styles.listSection}
    >
      {children}
      {pagination && pagination.totalCount > 0 && <Pagination {...pagination} />}
    </section>
  );
}
