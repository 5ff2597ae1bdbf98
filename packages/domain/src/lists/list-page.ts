/**
 * The paging part of a list response (docs/product/records.md: plots, bookings, channel partners).
 */
import { totalPages } from './total-pages';

export type ListPageMeta = {
  totalCount: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
};

export type ListPage<T> = { data: T[] } & ListPageMeta;

export type ListPageRequest = { totalCount: number; page: number; pageSize: number };

/** Describes the requested page as it is, even past the end, so the client can step back. */
export function listPageMeta({ totalCount, page, pageSize }: ListPageRequest): ListPageMeta {
  if (!Number.isInteger(page) || page < 1) throw new RangeError(`Not a page number: ${page}`);
  const pages = totalPages(totalCount, pageSize);
  return {
    totalCount,
    totalPages: pages,
    hasNextPage: page < pages,
    hasPreviousPage: page > 1,
  };
}
