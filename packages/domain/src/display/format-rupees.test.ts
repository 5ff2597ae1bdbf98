import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatRupees, formatRupeesPlain } from './format-rupees';

describe('formatRupees', () => {
  it.each([
    [0, '₹0.00'],
    [999, '₹999.00'],
    [1000, '₹1,000.00'],
    [99_999, '₹99,999.00'],
    [100_000, '₹1,00,000.00'],
    [1_234_567, '₹12,34,567.00'],
    [123_456_789.126, '₹12,34,56,789.13'],
    [0.5, '₹0.50'],
    [-1000.5, '-₹1,000.50'],
  ])('%d reads %s', (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });

  it('groups the last three digits, then pairs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (rupees) => {
        const text = formatRupees(rupees);
        expect(text).toMatch(/^₹(?:\d{1,2},(?:\d{2},)*\d{3}|\d{1,3})\.00$/);
        expect(Number(text.slice(1, -3).replaceAll(',', ''))).toBe(rupees);
      }),
    );
  });
});

describe('formatRupeesPlain', () => {
  it.each([
    [0, 'Rs. 0.00'],
    [999, 'Rs. 999.00'],
    [1_234_567, 'Rs. 12,34,567.00'],
    [1_234_567.89, 'Rs. 12,34,567.89'],
    [123_456_789.126, 'Rs. 12,34,56,789.13'],
    [0.5, 'Rs. 0.50'],
    [-1000.5, '-Rs. 1,000.50'],
  ])('%d reads %s', (amount, text) => {
    expect(formatRupeesPlain(amount)).toBe(text);
  });

  it('reads as formatRupees with Rs. for the ₹ sign', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (paise) => {
        const amount = paise / 100;
        expect(formatRupeesPlain(amount)).toBe(formatRupees(amount).replace('₹', 'Rs. '));
      }),
    );
  });
});
