/** One page of a filtered list, in the contract's list shape. */
import { listPageMeta, type ListPage } from '@plotline/domain';

export type PageRequest = { page: number; pageSize: number };

/** LIMIT and OFFSET for the page, for the query that fetches it. */
export function pageWindow({ page, pageSize }: PageRequest): { limit: number; offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

export function listPage<T>(data: T[], totalCount: number, request: PageRequest): ListPage<T> {
  return { data, ...listPageMeta({ totalCount, ...request }) };
}

/** Escapes LIKE's wildcards so a search for '50%' finds '50%', not everything. */
export function containsPattern(text: string): string {
  return `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
