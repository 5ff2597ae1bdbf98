import type { operations } from '@plotline/api-client';
import { useCached, type CacheKey, type FailureText } from './cache';

/** The query an operation of openapi.yaml takes, e.g. a paged list's filters, sort and page. */
export type QueryOf<Operation extends keyof operations> = NonNullable<
  operations[Operation]['parameters']['query']
>;

/**
 * One page of a paged list (GET …/filtered). The last page stays on screen while the next
 * loads, rather than a flash of 'Loading...'; a failure toasts the list's text.
 */
export function usePagedList<Page>(
  key: CacheKey,
  load: () => Promise<Page>,
  failureText: FailureText,
) {
  return useCached<Page>(key, load, { keepPreviousData: true, failureText });
}
