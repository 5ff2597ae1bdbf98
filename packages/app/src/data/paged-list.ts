import type { operations } from '@plotline/api-client';
import type { FailureText } from './cache';
import { useRead, type ReadParams, type ReadPath } from './read';

/** The query an operation of openapi.yaml takes, e.g. a paged list's filters, sort and page. */
export type QueryOf<Operation extends keyof operations> = NonNullable<
  operations[Operation]['parameters']['query']
>;

/**
 * One page of a paged list (GET …/filtered). The last page stays on screen while the next
 * loads, rather than a flash of 'Loading...'; a failure toasts the list's text. Nothing is read
 * while `params` is null (a list not shown).
 */
export function usePagedList<Path extends ReadPath>(
  path: Path,
  params: ReadParams<Path> | null,
  failureText: FailureText,
) {
  return useRead(path, params, { keepPreviousData: true, failureText });
}
