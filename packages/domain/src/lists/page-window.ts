/** The numbered page buttons under a list (SPEC.md sections 2 and 9). */
import { MAX_PAGE_BUTTONS } from '../constants';
import { clampPage } from './page-number';

/**
 * At most five consecutive page numbers, with the current page in the middle where the list
 * allows it and the window pushed against the first or last page otherwise.
 */
export function pageWindow(currentPage: number, totalPages: number): number[] {
  const last = Math.max(0, Math.floor(totalPages) || 0);
  if (last === 0) return [];
  const current = clampPage(currentPage, last);
  const first = Math.max(
    1,
    Math.min(current - Math.floor(MAX_PAGE_BUTTONS / 2), last - MAX_PAGE_BUTTONS + 1),
  );
  const count = Math.min(MAX_PAGE_BUTTONS, last - first + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}
