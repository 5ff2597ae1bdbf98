/**
 * The 'Overtime Bookings' carousel (docs/product/screens.md "Dashboard" and constants.md): three
 * cards a page, and the summary carries enough of the most overdue bookings for five pages; the
 * overtime modal lists the rest.
 */
import { clampPage } from '../lists/page-number';
import { totalPages } from '../lists/total-pages';

export const OVERTIME_CARDS_PER_PAGE = 3;
export const OVERTIME_CAROUSEL_PAGES = 5;
/** How many of the most overdue bookings the dashboard's summary carries for the carousel. */
export const OVERTIME_CAROUSEL_SIZE = OVERTIME_CARDS_PER_PAGE * OVERTIME_CAROUSEL_PAGES;

export type OvertimeCarouselPage<Card> = {
  /** 1-based; a page that no longer exists after a reload reads as the nearest one. */
  page: number;
  /** 0 when there are no cards. */
  pageCount: number;
  cards: Card[];
};

export function overtimeCarouselPage<Card>(
  cards: readonly Card[],
  page: number,
): OvertimeCarouselPage<Card> {
  const pageCount = totalPages(cards.length, OVERTIME_CARDS_PER_PAGE);
  const current = clampPage(page, pageCount);
  const start = (current - 1) * OVERTIME_CARDS_PER_PAGE;
  return {
    page: current,
    pageCount,
    cards: cards.slice(start, start + OVERTIME_CARDS_PER_PAGE),
  };
}

/**
 * Whether the carousel shows fewer bookings than are overdue, so the dashboard offers the
 * modal that lists them all.
 */
export function hasMoreOvertimeThanShown(shown: number, totalCount: number): boolean {
  return totalCount > shown;
}
