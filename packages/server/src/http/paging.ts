/** Paged lists: the LIMIT and OFFSET of a requested page, and the contract's list shape around it. */
import { LIST_DEPTH, listPageMeta, type ListPage } from '@plotline/domain';
import type { ListCount } from '../db/list-count';

export type PageRequest = { page: number; pageSize: number };

/** The page a list request asks for, the list's defaults filling in what it leaves out. */
export function pageRequest(
  query: { page?: number; pageSize?: number },
  defaults: PageRequest,
): PageRequest {
  return { page: query.page ?? defaults.page, pageSize: query.pageSize ?? defaults.pageSize };
}

/**
 * LIMIT and OFFSET for the page, for the query that fetches it. Pages stop at LIST_DEPTH rows, so
 * a page past them asks for none and the database skips nothing.
 */
export function limitOffset({ page, pageSize }: PageRequest): { limit: number; offset: number } {
  const offset = Math.min((page - 1) * pageSize, LIST_DEPTH);
  return { limit: Math.max(0, Math.min(pageSize, LIST_DEPTH - offset)), offset };
}

/** `count`: the list's exact count (a figure the server keeps), or a ListCount that may estimate. */
export function listPage<T>(
  data: T[],
  count: number | ListCount,
  request: PageRequest,
): ListPage<T> {
  const counted = typeof count === 'number' ? { totalCount: count } : count;
  return { data, ...listPageMeta({ ...counted, ...request }) };
}
