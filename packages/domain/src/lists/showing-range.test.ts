import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { showingBounds, showingRange } from './showing-range';

describe('showingRange', () => {
  it.each([
    [1, 10, 45, 'Showing 1 to 10 of 45 results'],
    [2, 10, 45, 'Showing 11 to 20 of 45 results'],
    [5, 10, 45, 'Showing 41 to 45 of 45 results'],
    [1, 25, 3, 'Showing 1 to 3 of 3 results'],
    [1, 10, 1, 'Showing 1 to 1 of 1 results'],
    [2, 5, 10, 'Showing 6 to 10 of 10 results'],
    [1, 10, 0, 'Showing 0 to 0 of 0 results'],
    [3, 10, 0, 'Showing 0 to 0 of 0 results'],
    [9, 10, 45, 'Showing 41 to 45 of 45 results'],
    [0, 10, 45, 'Showing 1 to 10 of 45 results'],
  ])('page %i of size %i with %i rows', (page, size, count, text) => {
    expect(showingRange(page, size, count)).toBe(text);
  });

  it('reads an estimated count as about so many, rounded', () => {
    expect(showingRange(2, 25, 1_234_567, true)).toBe('Showing 26 to 50 of about 1200000 results');
  });

  it('rejects a page size that is not one', () => {
    expect(() => showingRange(1, 0, 10)).toThrow(RangeError);
  });
});

describe('showingBounds', () => {
  it('counts the rows of the page it names', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.constantFrom(5, 10, 25, 50),
        fc.integer({ min: 0, max: 10_000 }),
        (page, pageSize, totalCount) => {
          const { from, to, totalCount: total } = showingBounds(page, pageSize, totalCount);
          expect(total).toBe(totalCount);
          expect(showingRange(page, pageSize, totalCount)).toBe(
            `Showing ${from} to ${to} of ${totalCount} results`,
          );
          if (totalCount === 0) {
            expect([from, to]).toEqual([0, 0]);
            return;
          }
          expect(from).toBeGreaterThanOrEqual(1);
          expect(from).toBeLessThanOrEqual(to);
          expect(to).toBeLessThanOrEqual(totalCount);
          expect(to - from + 1).toBeLessThanOrEqual(pageSize);
          expect((from - 1) % pageSize).toBe(0);
          if (to < totalCount) expect(to - from + 1).toBe(pageSize);
        },
      ),
    );
  });
});
