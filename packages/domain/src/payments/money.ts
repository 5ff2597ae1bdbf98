/**
 * Money inside the domain is counted in whole paise, so sums are exact integers: 0.1 + 0.2 of a
 * rupee is 30 paise, never 0.30000000000000004. Rupees (numbers with at most two decimals, as the
 * API and numeric(14,2) carry them) are only read and written at the edges.
 */
export type Paisa = number;

export function toPaisa(rupees: number): Paisa {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount: ${rupees}`);
  // + 0 turns the -0 of a tiny negative into 0, which would otherwise print as '-₹0.00'.
  return Math.round(rupees * 100) + 0;
}

export function toRupees(paisa: Paisa): number {
  if (!Number.isSafeInteger(paisa)) throw new RangeError(`Not a whole number of paise: ${paisa}`);
  // An integer over 100 gives the same number as the two-decimal text would parse to.
  return paisa / 100;
}

export function sumPaisa(values: readonly Paisa[]): Paisa {
  return values.reduce((total, value) => total + value, 0);
}

/** The exact sum of amounts in rupees. */
export function sumRupees(values: readonly number[]): number {
  return toRupees(sumPaisa(values.map(toPaisa)));
}

/** Whether an amount is a whole number of paise: at most two decimals, as numeric(14,2) stores. */
export function isWholePaise(rupees: number): boolean {
  return Number.isFinite(rupees) && toPaisa(rupees) / 100 === rupees;
}
