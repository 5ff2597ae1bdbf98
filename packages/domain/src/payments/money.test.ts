import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isWholePaise, sumPaisa, sumRupees, toPaisa, toRupees } from './money';

describe('toPaisa and toRupees', () => {
  it.each([
    [0, 0],
    [1, 100],
    [0.1, 10],
    [0.29, 29],
    [1.15, 115],
    [12_34_567.89, 123_456_789],
    [10_000_000_000, 1_000_000_000_000],
    [-1000.5, -100_050],
  ])('%d rupees are %d paise and back', (rupees, paise) => {
    expect(toPaisa(rupees)).toBe(paise);
    expect(toRupees(paise)).toBe(rupees);
  });

  it('never returns -0', () => {
    expect(Object.is(toPaisa(-0.001), 0)).toBe(true);
  });

  it.each([Number.NaN, Infinity, -Infinity])('refuses %d rupees', (rupees) => {
    expect(() => toPaisa(rupees)).toThrow(RangeError);
  });

  it.each([0.5, Number.NaN, 2 ** 53])('refuses %d paise', (paise) => {
    expect(() => toRupees(paise)).toThrow(RangeError);
  });

  it('round-trips every two-decimal amount up to ₹1,000 crore', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), (paise) => {
        const rupees = toRupees(paise);
        expect(rupees).toBe(Number((paise / 100).toFixed(2)));
        expect(toPaisa(rupees)).toBe(paise);
      }),
    );
  });
});

describe('sumPaisa and sumRupees', () => {
  it('adds exactly where floats would not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumRupees([0.1, 0.2])).toBe(0.3);
    expect(sumRupees([])).toBe(0);
    expect(sumPaisa([10, 20, -5])).toBe(25);
  });

  it('equals the sum of the amounts as two-decimal text', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000_000 })), (paise) => {
        const total = sumRupees(paise.map(toRupees));
        expect(total).toBe(toRupees(paise.reduce((a, b) => a + b, 0)));
      }),
    );
  });
});

describe('isWholePaise', () => {
  it.each([
    [0, true],
    [0.3, true],
    [9_999_999_999.99, true],
    [0.1 + 0.2, false],
    [1.005, false],
    [Number.NaN, false],
    [Infinity, false],
  ])('%d: %s', (rupees, expected) => {
    expect(isWholePaise(rupees)).toBe(expected);
  });
});
