/** Paging of the overtime carousel: OVERTIME_CARDS_PER_PAGE cards per page (SPEC.md section 9). */
import { OVERTIME_CARDS_PER_PAGE } from '../constants';

/** No cards, no pages: the carousel then shows its empty state instead of dots. */
export function carouselPageCount(cards: readonly unknown[]): number {
  return Math.ceil(cards.length / OVERTIME_CARDS_PER_PAGE);
}

/**
 * Pages count from 0. A page out of range becomes the nearest one, so a carousel left on its
 * last page still shows cards (and the right dot) after a reload shortens the list.
 */
export function carouselPageIndex(cards: readonly unknown[], pageIndex: number): number {
  const lastPage = Math.max(carouselPageCount(cards) - 1, 0);
  return Math.min(Math.max(pageIndex, 0), lastPage);
}

export function carouselPage<T>(cards: readonly T[], pageIndex: number): T[] {
  const start = carouselPageIndex(cards, pageIndex) * OVERTIME_CARDS_PER_PAGE;
  return cards.slice(start, start + OVERTIME_CARDS_PER_PAGE);
}
