/**
 * Something a host loads for a screen (docs/ui-contract.md): a record opened by its id, a
 * history, the current password, a dashboard card. One shape for all of them.
 */
export type Loadable<T> = {
  /** What was loaded; null until it comes, or when it failed. */
  data: T | null;
  /** The first load is running. */
  isLoading: boolean;
  /** Why it cannot be shown, e.g. 'Project not found'. */
  error: string | null;
  /** Loads again after a failure; without it there is no 'Try Again'. */
  onRetry?: () => void;
};

/** Nothing asked for yet, or nothing to load: no data, not loading, no error. */
export const NOT_LOADED: Loadable<never> = { data: null, isLoading: false, error: null };

/** A Loadable of data the host holds already, as stories and in-memory hosts have it. */
export function loaded<T>(data: T): Loadable<T> {
  return { data, isLoading: false, error: null };
}
