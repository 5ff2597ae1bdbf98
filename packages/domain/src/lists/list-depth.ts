/**
 * How deep a list pages. Lists count exactly and page through their first LIST_DEPTH rows; past
 * that the count is the database's estimate and the pages stop. Skipping to row 900,000 costs the
 * database a walk over every row before it, on every such request, and nobody reads page 36,000:
 * a narrower filter, a search or the reverse order reaches the rest.
 */
export const LIST_DEPTH = 10_000;

/** Under the pages of a list that goes on past LIST_DEPTH. */
export const LIST_DEPTH_NOTE =
  'Pages stop at the first 10,000 results: narrow the filters or reverse the order to see the rest.';

/** Whether a list of `totalCount` rows goes on past the pages it offers. */
export function isPastListDepth(totalCount: number): boolean {
  return totalCount > LIST_DEPTH;
}

/**
 * An estimated count as it is shown: two significant figures, since the planner's estimate is
 * rarely closer than that (1,234,567 → 1,200,000).
 */
export function roundedEstimate(totalCount: number): number {
  if (totalCount < 100) return totalCount;
  const unit = 10 ** (Math.floor(Math.log10(totalCount)) - 1);
  return Math.round(totalCount / unit) * unit;
}
