/**
 * The numbered page buttons under a list (docs/product/screens.md and docs/product/constants.md).
 */
import { clampPage } from './page-number';

/**
 * At most `maxButtons` consecutive page numbers, with the current page in the middle where the
 * list allows it and the window pushed against the first or last page otherwise.
 */
export function pageWindow(currentPage: number, totalPages: number, maxButtons: number): number[] {
  const last = Math.max(0, Math.floor(totalPages) || 0);
  if (last === 0) return [];
  const current = clampPage(currentPage, last);
  const first = Math.max(1, Math.min(current - Math.floor(maxButtons / 2), last - maxButtons + 1));
  const count = Math.min(maxButtons, last - first + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}
