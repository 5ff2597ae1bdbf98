/** The page sizes a list offers (docs/product/constants.md): 5, 10, 25 or 50, 10 by default. */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../constants';

export type PageSize = (typeof PAGE_SIZES)[number];

export function isPageSize(value: unknown): value is PageSize {
  return (PAGE_SIZES as readonly unknown[]).includes(value);
}

/** A page size from a URL or query string; anything not offered falls back to the default. */
export function parsePageSize(raw: unknown): PageSize {
  const value = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw;
  return isPageSize(value) ? value : DEFAULT_PAGE_SIZE;
}
