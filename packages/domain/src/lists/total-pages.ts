import { LIST_DEPTH } from './list-depth';

/**
 * How many pages a list of `totalCount` rows offers: as many as its rows fill, up to LIST_DEPTH
 * rows; an empty list has none.
 */
export function totalPages(totalCount: number, pageSize: number): number {
  if (!Number.isInteger(totalCount) || totalCount < 0) {
    throw new RangeError(`Not a row count: ${totalCount}`);
  }
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new RangeError(`Not a page size: ${pageSize}`);
  }
  return Math.ceil(Math.min(totalCount, LIST_DEPTH) / pageSize);
}
