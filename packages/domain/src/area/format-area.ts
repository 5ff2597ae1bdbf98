/** Display of areas: Indian digit grouping like the rest of the product, at most 2 decimals. */

const AREA_DISPLAY_DECIMALS = 2;

const areaFormat = new Intl.NumberFormat('en-IN', {
  maximumFractionDigits: AREA_DISPLAY_DECIMALS,
  // A tiny negative leftover of floating arithmetic must read 0, not -0.
  signDisplay: 'negative',
});

/** Rounds for display only; computations keep the unrounded value. */
export function formatArea(value: number): string {
  return areaFormat.format(value);
}
