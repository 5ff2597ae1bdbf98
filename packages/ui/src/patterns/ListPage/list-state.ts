/**
 * What every list screen is given and hands back (docs/ui-contract.md): the rows and how their
 * load went, and how a delete ended. A save ends in a SaveOutcome (FormModal).
 */

/** The rows a list screen shows, in order, and how their load went. */
export type ListState<Row> = {
  /** What the table or grid shows now; the host has filtered, sorted and paged them. */
  rows: readonly Row[];
  /** How many rows the filters match, across every page. */
  totalCount: number;
  /** The count is the server's estimate (a paged list past LIST_DEPTH rows). */
  totalCountEstimated?: boolean;
  /** The first load is running. */
  isLoading: boolean;
  /** Why nothing can be shown, e.g. 'Failed to fetch plots'; it replaces the rows. */
  error: string | null;
  /** Loads again after a failure. */
  onRetry: () => void;
};

/** How the host's delete ended; the host tells the user why it failed. */
export type DeleteOutcome = { ok: boolean };

/** A list state of loaded rows (every one on one page, unless `state` says otherwise). */
export function listOf<Row>(
  rows: readonly Row[],
  state: Partial<Omit<ListState<Row>, 'rows'>> = {},
): ListState<Row> {
  return {
    rows,
    totalCount: rows.length,
    isLoading: false,
    error: null,
    onRetry: () => {},
    ...state,
  };
}
