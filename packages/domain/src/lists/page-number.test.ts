import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { clampPage, parsePageNumber } from './page-number';

describe('clampPage', () => {
  it.each([
    [1, 5, 1],
    [3, 5, 3],
    [5, 5, 5],
    [6, 5, 5],
    [0, 5, 1],
    [-3, 5, 1],
    [2.7, 5, 2],
    [Number.NaN, 5, 1],
    [Number.POSITIVE_INFINITY, 5, 5],
    [3, 0, 1],
    [3, Number.NaN, 1],
    [3, 2.5, 2],
  ])('page %d of %d is %i', (page, pages, expected) => {
    expect(clampPage(page, pages)).toBe(expected);
  });

  it('always gives an existing page', () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: 0, max: 1000 }), (page, pages) => {
        const result = clampPage(page, pages);
        expect(Number.isInteger(result)).toBe(true);
        expect(result).toBeGreaterThanOrEqual(1);
        expect(result).toBeLessThanOrEqual(Math.max(1, pages));
      }),
    );
  });
});

describe('parsePageNumber', () => {
  it.each<[unknown, number]>([
    ['3', 3],
    [' 12 ', 12],
    [7, 7],
    ['0', 1],
    [0, 1],
    ['-2', 1],
    ['2.5', 1],
    [2.5, 1],
    ['abc', 1],
    ['', 1],
    [null, 1],
    [undefined, 1],
    [['2'], 1],
  ])('%j is page %i', (raw, page) => {
    expect(parsePageNumber(raw)).toBe(page);
  });
});
