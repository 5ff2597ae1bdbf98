/**
 * The sale value a schedule starts from: the plot's size in square yards × the booking's plot
 * sale rate, which is per square yard (docs/product/records.md), whatever unit the plot's size
 * was entered in.
 */
import { SQ_FT_PER_SQ_YD, SQ_YD_PER_ACRE } from '../area/area-units';
import type { SizeUnit } from '../constants';

/** Six decimals hold any size or rate typed; as an integer, a product of two is exact. */
const SCALE = 6;

function scaled(value: number): bigint {
  return BigInt(value.toFixed(SCALE).replace('.', ''));
}

/** How many square yards make one of a plot's size unit, as a fraction. */
function sqYdPerUnit(sizeUnit: SizeUnit): { times: bigint; per: bigint } {
  switch (sizeUnit) {
    case 'sq ft':
      return { times: 1n, per: BigInt(SQ_FT_PER_SQ_YD) };
    case 'sq yd':
      return { times: 1n, per: 1n };
    case 'acre':
      return { times: BigInt(SQ_YD_PER_ACRE), per: 1n };
  }
}

/**
 * In rupees, rounded half up to the paisa; null when the size or the rate is missing or not over
 * 0, since no product of them is a price then. Worked out in integers: 0.5 × 2.01 in floats is 1.0049999999999999,
 * which would round down to ₹1.00 a value that is exactly ₹1.005.
 */
export function suggestedSaleValue(
  plotSize: number | null,
  sizeUnit: SizeUnit,
  plotSaleRate: number | null,
): number | null {
  if (plotSize === null || plotSaleRate === null) return null;
  if (!(plotSize > 0 && plotSaleRate > 0 && Number.isFinite(plotSize * plotSaleRate))) return null;
  const unit = sqYdPerUnit(sizeUnit);
  const product = scaled(plotSize) * scaled(plotSaleRate) * unit.times;
  // The product has 2 × SCALE decimals; paise keep 2 of them.
  const divisor = 10n ** BigInt(2 * SCALE - 2) * unit.per;
  const paise = (product + divisor / 2n) / divisor;
  const value = Number(paise) / 100;
  return Number.isFinite(value) ? value : null;
}
