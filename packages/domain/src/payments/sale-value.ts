/** The sale value a schedule starts from: plot size × the booking's plot sale rate. */

/** Six decimals hold any size or rate typed; as an integer, a product of two is exact. */
const SCALE = 6;

function scaled(value: number): bigint {
  return BigInt(value.toFixed(SCALE).replace('.', ''));
}

/**
 * In rupees, rounded half up to the paisa; null when the size or the rate is missing or not over
 * 0, since no product of them is a price then. Worked out in integers: 0.5 × 2.01 in floats is
 * 1.0049999999999999, which would round down to ₹1.00 a value that is exactly ₹1.005.
 */
export function suggestedSaleValue(
  plotSize: number | null,
  plotSaleRate: number | null,
): number | null {
  if (plotSize === null || plotSaleRate === null) return null;
  if (!(plotSize > 0 && plotSaleRate > 0 && Number.isFinite(plotSize * plotSaleRate))) return null;
  const product = scaled(plotSize) * scaled(plotSaleRate);
  // The product has 2 × SCALE decimals; paise keep 2 of them.
  const divisor = 10n ** BigInt(2 * SCALE - 2);
  const paise = (product + divisor / 2n) / divisor;
  return Number(paise) / 100;
}
