import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { pageWindow } from './page-window';

// The Pagination shows five.
const BUTTONS = 5;

describe('pageWindow', () => {
  it.each([
    ['the first of 10', 1, 10, [1, 2, 3, 4, 5]],
    ['the second of 10', 2, 10, [1, 2, 3, 4, 5]],
    ['the third of 10', 3, 10, [1, 2, 3, 4, 5]],
    ['the fourth of 10', 4, 10, [2, 3, 4, 5, 6]],
    ['a middle page', 6, 10, [4, 5, 6, 7, 8]],
    ['the last but two of 10', 8, 10, [6, 7, 8, 9, 10]],
    ['the last but one of 10', 9, 10, [6, 7, 8, 9, 10]],
    ['the last of 10', 10, 10, [6, 7, 8, 9, 10]],
    ['exactly 5 pages', 3, 5, [1, 2, 3, 4, 5]],
    ['the first of 3', 1, 3, [1, 2, 3]],
    ['the last of 3', 3, 3, [1, 2, 3]],
    ['a single page', 1, 1, [1]],
    ['no pages', 1, 0, []],
    ['a page past the end', 12, 10, [6, 7, 8, 9, 10]],
    ['a page before the start', 0, 10, [1, 2, 3, 4, 5]],
    ['a total that is not a number', 1, Number.NaN, []],
  ])('%s', (_, current, total, expected) => {
    expect(pageWindow(current, total, BUTTONS)).toEqual(expected);
  });

  it.each([
    ['three buttons', 3, [5, 6, 7]],
    ['one button', 1, [6]],
    ['more buttons than pages', 12, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
  ])('shows as many buttons as it is given: %s', (_, buttons, expected) => {
    expect(pageWindow(6, 10, buttons)).toEqual(expected);
  });

  it('is a short, contiguous, centred run of existing pages around the current one', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 500 })
          .chain((total) => fc.tuple(fc.constant(total), fc.integer({ min: 1, max: total }))),
        ([total, current]) => {
          const pages = pageWindow(current, total, BUTTONS);
          expect(pages.length).toBe(Math.min(BUTTONS, total));
          expect(pages).toContain(current);
          pages.forEach((page, i) => {
            expect(page).toBeGreaterThanOrEqual(1);
            expect(page).toBeLessThanOrEqual(total);
            if (i > 0) expect(page).toBe((pages[i - 1] as number) + 1);
          });
          const before = pages.indexOf(current);
          const after = pages.length - 1 - before;
          if (before < 2) expect(pages[0]).toBe(1);
          if (after < 2) expect(pages.at(-1)).toBe(total);
        },
      ),
    );
  });
});
