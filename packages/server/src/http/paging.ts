/** Paged lists: the LIMIT and OFFSET of a requested page, and the contract's list shape around it. */
import { listPageMeta, type ListPage } from '@plotline/domain';

export type PageRequest = { page: number; pageSize: number };

/** The page a list request asks for, the list's defaults filling in what it leaves out. */
export function pageRequest(
  query: { page?: number; pageSize?: number },
  defaults: PageRequest,
): PageRequest {
  return { page: query.page ?? defaults.page, pageSize: query.pageSize ?? defaults.pageSize };
}

/** LIMIT and OFFSET for the page, for the query that fetches it. */
export function limitOffset({ page, pageSize }: PageRequest): { limit: number; offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

export function listPage<T>(data: T[], totalCount: number, request: PageRequest): ListPage<T> {
  return { data, ...listPageMeta({ totalCount, ...request }) };
}
