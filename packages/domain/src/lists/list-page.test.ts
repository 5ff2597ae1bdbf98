import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { LIST_DEPTH } from './list-depth';
import { listPageMeta, type ListPageMeta } from './list-page';

describe('listPageMeta', () => {
  it.each<[number, number, number, Omit<ListPageMeta, 'totalCountEstimated'>]>([
    [0, 1, 10, { totalCount: 0, totalPages: 0, hasNextPage: false, hasPreviousPage: false }],
    [5, 1, 10, { totalCount: 5, totalPages: 1, hasNextPage: false, hasPreviousPage: false }],
    [45, 1, 10, { totalCount: 45, totalPages: 5, hasNextPage: true, hasPreviousPage: false }],
    [45, 3, 10, { totalCount: 45, totalPages: 5, hasNextPage: true, hasPreviousPage: true }],
    [45, 5, 10, { totalCount: 45, totalPages: 5, hasNextPage: false, hasPreviousPage: true }],
    [45, 7, 10, { totalCount: 45, totalPages: 5, hasNextPage: false, hasPreviousPage: true }],
    [50, 2, 25, { totalCount: 50, totalPages: 2, hasNextPage: false, hasPreviousPage: true }],
  ])('%i rows, page %i of size %i', (totalCount, page, pageSize, meta) => {
    // A count the server did not estimate.
    expect(listPageMeta({ totalCount, page, pageSize })).toEqual({
      ...meta,
      totalCountEstimated: false,
    });
  });

  it('offers the pages of the first LIST_DEPTH rows of a longer, estimated list', () => {
    expect(
      listPageMeta({ totalCount: 1_000_000, page: 400, pageSize: 25, totalCountEstimated: true }),
    ).toEqual({
      totalCount: 1_000_000,
      totalCountEstimated: true,
      totalPages: LIST_DEPTH / 25,
      hasNextPage: false,
      hasPreviousPage: true,
    });
  });

  it.each([0, -1, 1.5, Number.NaN])('rejects the page %d', (page) => {
    expect(() => listPageMeta({ totalCount: 10, page, pageSize: 10 })).toThrow(
      new RangeError(`Not a page number: ${page}`),
    );
  });

  it('agrees with itself for every page', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 300 }),
        (totalCount, page, pageSize) => {
          const meta = listPageMeta({ totalCount, page, pageSize });
          expect(meta.totalCount).toBe(totalCount);
          expect(meta.totalPages * pageSize).toBeGreaterThanOrEqual(totalCount);
          expect((meta.totalPages - 1) * pageSize).toBeLessThan(Math.max(1, totalCount));
          expect(meta.hasPreviousPage).toBe(page > 1);
          expect(meta.hasNextPage).toBe(page * pageSize < totalCount);
          if (meta.hasNextPage) expect(page).toBeLessThan(meta.totalPages);
        },
      ),
    );
  });
});
