import { describe, expect, it } from 'vitest';
import { saleValueWorking } from './sale-value-text';

describe('saleValueWorking', () => {
  it.each([
    [1200, 'sq ft', 12_000, '1,200 sq ft = 133.33 sq. yd. × ₹12,000.00 = ₹16,00,000.00'],
    [1350, 'sq ft', 2500.5, '1,350 sq ft = 150 sq. yd. × ₹2,500.50 = ₹3,75,075.00'],
    [200, 'sq yd', 12_000, '200 sq. yd. × ₹12,000.00 = ₹24,00,000.00'],
    [0.5, 'acre', 1000, '0.5 acre = 2,420 sq. yd. × ₹1,000.00 = ₹24,20,000.00'],
    [1000, 'sq ft', 1, '1,000 sq ft = 111.11 sq. yd. × ₹1.00 = ₹111.11'],
  ] as const)('%d %s at %d per sq. yd. reads %s', (plotSize, sizeUnit, rate, text) => {
    expect(saleValueWorking({ plotSize, sizeUnit }, rate)).toBe(text);
  });

  it('is null until there is a plot and a rate over 0', () => {
    expect(saleValueWorking(null, 12_000)).toBeNull();
    expect(saleValueWorking({ plotSize: 1200, sizeUnit: 'sq ft' }, null)).toBeNull();
    expect(saleValueWorking({ plotSize: 1200, sizeUnit: 'sq ft' }, 0)).toBeNull();
    expect(saleValueWorking({ plotSize: 1200, sizeUnit: 'sq ft' }, -5)).toBeNull();
  });
});
