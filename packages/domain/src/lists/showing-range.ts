/** The 'Showing X to Y of Z results' line under a list (docs/product/screens.md). */
import { roundedEstimate } from './list-depth';
import { clampPage } from './page-number';
import { totalPages } from './total-pages';

export type ShowingBounds = { from: number; to: number; totalCount: number };

/**
 * The 1-based rows on the page; 0 to 0 for an empty list. A page past the end is read as the last
 * page, because the list is about to be moved there.
 */
export function showingBounds(page: number, pageSize: number, totalCount: number): ShowingBounds {
  const pages = totalPages(totalCount, pageSize);
  if (pages === 0) return { from: 0, to: 0, totalCount };
  const current = clampPage(page, pages);
  return {
    from: (current - 1) * pageSize + 1,
    to: Math.min(current * pageSize, totalCount),
    totalCount,
  };
}

/** An estimated count reads 'of about N results', N rounded as the estimate deserves. */
export function showingRange(
  page: number,
  pageSize: number,
  totalCount: number,
  totalCountEstimated = false,
): string {
  const { from, to } = showingBounds(page, pageSize, totalCount);
  const of = totalCountEstimated ? `about ${roundedEstimate(totalCount)}` : totalCount;
  return `Showing ${from} to ${to} of ${of} results`;
}
