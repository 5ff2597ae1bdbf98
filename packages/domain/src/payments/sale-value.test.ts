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
  ])('%d sq yd × %d is %d', (size, rate, value) => {
    expect(suggestedSaleValue(size, 'sq yd', rate)).toBe(value);
  });

  it.each([
    [1200, 'sq ft', 12_000, 1_600_000],
    [1500, 'sq ft', 12_000, 2_000_000],
    [1000, 'sq ft', 1, 111.11],
    [100, 'sq ft', 9, 100],
    [200, 'sq yd', 5000, 1_000_000],
    [0.5, 'acre', 1000, 2_420_000],
    [2, 'acre', 1000, 9_680_000],
  ] as const)('%d %s at %d per sq yd is %d', (size, unit, rate, value) => {
    expect(suggestedSaleValue(size, unit, rate)).toBe(value);
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
    expect(suggestedSaleValue(size, 'sq ft', rate)).toBeNull();
  });

  it('rounds the exact product of two-decimal amounts in sq yd half up to the paisa', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 100_000_000 }),
        (sizeHundredths, ratePaise) => {
          const exact = BigInt(sizeHundredths) * BigInt(ratePaise);
          // exact is in 1/10,000 of a rupee: paise are exact / 100, rounded half up.
          const paise = Number((exact + 50n) / 100n);
          expect(suggestedSaleValue(sizeHundredths / 100, 'sq yd', ratePaise / 100)).toBe(
            paise / 100,
          );
        },
      ),
    );
  });
});
