import { showingRange } from '@plotline/domain';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { PaginationProps } from '../../components/Pagination';
import { announce } from '../announce';
import { TYPING_PAUSE_MS } from '../useDraftText';

/** What a list was asked for and what came of it, for saying the result of a change. */
export type ListResult = {
  /**
   * Everything the rows were asked for: the page, the filters (the page size among them) and the
   * sort, as plain data. A change of it is what gets announced.
   */
  query: unknown;
  /** How many rows match, as the list state has it. */
  totalCount: number;
  isLoading: boolean;
  /** Why the load failed; its toast says so, and nothing is announced. */
  error: string | null;
  /** What the list says when nothing matches, e.g. BOOKING_MESSAGES.empty. */
  emptyText: string;
};

/** The pager's own line, or for a list loaded whole 'Showing 1 to N of N results'. */
function resultMessage(
  { totalCount, emptyText }: ListResult,
  pagination: PaginationProps | null,
): string {
  if (totalCount === 0) return emptyText;
  return pagination
    ? showingRange(
        pagination.page,
        pagination.pageSize,
        pagination.totalCount,
        pagination.totalCountEstimated,
      )
    : showingRange(1, totalCount, totalCount);
}

/**
 * Says a list's result politely (WCAG 4.1.3) once the rows of a changed query have loaded: a
 * filter, sort, page or page size change is heard as 'Showing 1 to 10 of 225 results' or 'No
 * bookings found', without the focus moving.
 *
 * The query, not the rows, tells a change apart: a host reloads the same query when someone
 * changes the data, and its counts may move, but nobody asked for it, so it says nothing; a
 * result that reads as before (a sort) is still said. The first load says nothing either: the
 * page's opening is announced already. A failed load is not counted as shown (its toast speaks),
 * so a changed query's rows that Try Again brings are said. The result is said once it has stood
 * for a typing pause, so a list filtered at each letter (a search over a list loaded whole) is
 * heard once per word, and the last word wins.
 */
export function useResultAnnouncement(result: ListResult, pagination: PaginationProps | null) {
  const { query, isLoading, error } = result;
  const queryKey = JSON.stringify(query);
  const isSettled = !isLoading && error === null;
  // The query whose rows were last shown; null until the first load has settled.
  const shownQueryKey = useRef<string | null>(null);
  const sayResult = useEffectEvent(() => announce(resultMessage(result, pagination)));

  useEffect(() => {
    if (!isSettled) return;
    const isChange = shownQueryKey.current !== null && shownQueryKey.current !== queryKey;
    shownQueryKey.current = queryKey;
    if (!isChange) return;
    const timer = setTimeout(sayResult, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [queryKey, isSettled]);
}
