/**
 * The paging part of a list response (docs/product/records.md: plots, bookings, channel partners).
 */
import { totalPages } from './total-pages';

export type ListPageMeta = {
  totalCount: number;
  /** The count is the database's estimate: more rows match than the list counts (LIST_DEPTH). */
  totalCountEstimated: boolean;
  totalPages: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
};

export type ListPage<T> = { data: T[] } & ListPageMeta;

export type ListPageRequest = {
  totalCount: number;
  page: number;
  pageSize: number;
  totalCountEstimated?: boolean;
};

/** Describes the requested page as it is, even past the end, so the client can step back. */
export function listPageMeta({
  totalCount,
  page,
  pageSize,
  totalCountEstimated = false,
}: ListPageRequest): ListPageMeta {
  if (!Number.isInteger(page) || page < 1) throw new RangeError(`Not a page number: ${page}`);
  const pages = totalPages(totalCount, pageSize);
  return {
    totalCount,
    totalCountEstimated,
    totalPages: pages,
    hasNextPage: page < pages,
    hasPreviousPage: page > 1,
  };
}
