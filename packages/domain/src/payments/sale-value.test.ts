import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { suggestedSaleValue } from './sale-value';

describe('suggestedSaleValue', () => {
  it.each([
    [1200, 2500, 3_000_000],
    [1234.5, 1500.01, 1_851_762.35],
    [0.5, 2.01, 1.01],
    [1.005, 1, 1.01],
    [1000.25, 0.01, 10],
    [333.33, 3, 999.99],
    [0.005, 1, 0.01],
    [0.004, 1, 0],
    [1, 10_000_000_000, 10_000_000_000],
  ])('%d × %d is %d', (size, rate, value) => {
    expect(suggestedSaleValue(size, rate)).toBe(value);
  });

  it.each([
    [null, 2500],
    [1200, null],
    [null, null],
    [0, 2500],
    [1200, 0],
    [-5, 2500],
    [1200, Number.NaN],
    [Infinity, 2500],
    [1e300, 1e300],
  ])('has no value for %d × %d', (size, rate) => {
    expect(suggestedSaleValue(size, rate)).toBeNull();
  });

  it('rounds the exact product of two-decimal amounts half up to the paisa', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 100_000_000 }),
        (sizeHundredths, ratePaise) => {
          const exact = BigInt(sizeHundredths) * BigInt(ratePaise);
          // exact is in 1/10,000 of a rupee: paise are exact / 100, rounded half up.
          const paise = Number((exact + 50n) / 100n);
          expect(suggestedSaleValue(sizeHundredths / 100, ratePaise / 100)).toBe(paise / 100);
        },
      ),
    );
  });
});
