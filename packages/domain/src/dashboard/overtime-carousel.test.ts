import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OVERTIME_CARDS_PER_PAGE } from '../constants';
import { carouselPage, carouselPageCount, carouselPageIndex } from './overtime-carousel';

const cards = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

describe('overtime carousel', () => {
  it('shows 3 cards per page', () => {
    expect(OVERTIME_CARDS_PER_PAGE).toBe(3);
  });

  it.each([
    [0, 0],
    [1, 1],
    [3, 1],
    [4, 2],
    [7, 3],
  ])('%i cards make %i pages', (count, pages) => {
    expect(carouselPageCount(cards(count))).toBe(pages);
  });

  it.each([
    [0, [1, 2, 3]],
    [1, [4, 5, 6]],
    [2, [7]],
  ])('page %i of 7 cards holds %j', (page, expected) => {
    expect(carouselPage(cards(7), page)).toEqual(expected);
  });

  it.each([
    [-1, 0],
    [0, 0],
    [2, 2],
    [3, 2],
    [10, 2],
  ])('page %i of 7 cards is shown as page %i', (page, shown) => {
    expect(carouselPageIndex(cards(7), page)).toBe(shown);
  });

  it('shows nothing on any page without cards', () => {
    expect(carouselPageIndex([], 4)).toBe(0);
    expect(carouselPage([], 4)).toEqual([]);
  });

  it('shows every card exactly once across its pages, in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), (count) => {
        const pages = Array.from({ length: carouselPageCount(cards(count)) }, (_, page) =>
          carouselPage(cards(count), page),
        );
        expect(pages.flat()).toEqual(cards(count));
        expect(pages.every((page) => page.length <= OVERTIME_CARDS_PER_PAGE)).toBe(true);
      }),
    );
  });
});
