/**
 * The record whose details are open over its list (/plots/12), read by its id: what the details
 * take (a Loadable), with the record that does not exist said in the details themselves rather
 * than in a toast.
 */
import type { Loadable } from '@plotline/ui/patterns';
import { ApiCallError } from '../api-call';
import { useToasts } from '../services';
import { useRead, type ReadData, type ReadParams, type ReadPath } from './read';

/** The record asked for does not exist (404). */
const isNotFound = (error: unknown) => error instanceof ApiCallError && error.status === 404;

/** The reads of one record by its id alone (GET /plots/{id}). */
type RecordPath = {
  [Path in ReadPath]: ReadParams<Path> extends { path: { id: number } } ? Path : never;
}[ReadPath];

export type RecordDetailsTexts = {
  /** Said in the details in place of a record that does not exist, e.g. 'Plot not found'. */
  notFound: string;
  /** Any other failure: toasted, or only logged where the screen's other loads are (roles). */
  failed: { toast: string } | { log: string };
};

/** The record `id` (null: none open, nothing is read) as its details take it. */
export function useRecordDetails<Path extends RecordPath>(
  path: Path,
  id: number | null,
  { notFound, failed }: RecordDetailsTexts,
): Loadable<ReadData<Path>> {
  const toasts = useToasts();
  const read = useRead(path, id === null ? null : ({ path: { id } } as ReadParams<Path>), {
    onError: (error) => {
      if (isNotFound(error)) return;
      if ('toast' in failed) toasts.error(failed.toast);
      else console.error(failed.log, error);
    },
  });
  return {
    data: read.data ?? null,
    isLoading: read.isLoading,
    error: isNotFound(read.error) ? notFound : null,
  };
}
