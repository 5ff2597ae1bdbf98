/** The dashboard's figures in Indian digit grouping, like every amount and area: 12,34,567. */
const COUNT_FORMAT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

export function formatCount(count: number): string {
  return COUNT_FORMAT.format(count);
}
