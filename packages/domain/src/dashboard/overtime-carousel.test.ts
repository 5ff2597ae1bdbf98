import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasMoreOvertimeThanShown,
  OVERTIME_CARDS_PER_PAGE,
  OVERTIME_CAROUSEL_SIZE,
  overtimeCarouselPage,
} from './overtime-carousel';

const cards = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('the overtime carousel', () => {
  it('shows 3 cards a page and carries 15, five pages of them', () => {
    expect(OVERTIME_CARDS_PER_PAGE).toBe(3);
    expect(OVERTIME_CAROUSEL_SIZE).toBe(15);
  });

  it.each([
    [cards(7), 1, { page: 1, pageCount: 3, cards: [1, 2, 3] }],
    [cards(7), 2, { page: 2, pageCount: 3, cards: [4, 5, 6] }],
    [cards(7), 3, { page: 3, pageCount: 3, cards: [7] }],
    [cards(3), 1, { page: 1, pageCount: 1, cards: [1, 2, 3] }],
  ])('pages %j at page %d', (all, page, expected) => {
    expect(overtimeCarouselPage(all, page)).toEqual(expected);
  });

  it('shows the nearest page that exists when the asked one is gone', () => {
    expect(overtimeCarouselPage(cards(4), 5)).toEqual({ page: 2, pageCount: 2, cards: [4] });
    expect(overtimeCarouselPage(cards(4), 0)).toEqual({ page: 1, pageCount: 2, cards: [1, 2, 3] });
  });

  it('has no pages without cards', () => {
    expect(overtimeCarouselPage([], 3)).toEqual({ page: 1, pageCount: 0, cards: [] });
  });

  it('shows every card exactly once across its pages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), (count) => {
        const all = cards(count);
        const { pageCount } = overtimeCarouselPage(all, 1);
        const shown = Array.from(
          { length: pageCount },
          (_, index) => overtimeCarouselPage(all, index + 1).cards,
        ).flat();
        expect(shown).toEqual(all);
      }),
    );
  });

  it('offers the whole list when more bookings are overdue than the carousel shows', () => {
    expect(hasMoreOvertimeThanShown(15, 16)).toBe(true);
    expect(hasMoreOvertimeThanShown(15, 15)).toBe(false);
    expect(hasMoreOvertimeThanShown(0, 0)).toBe(false);
  });
});
