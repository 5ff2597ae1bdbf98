import { describe, expect, it } from 'vitest';
import { amountError, characterCount } from './payment-amount';

describe('amountError', () => {
  it.each([
    [0.01, null],
    [1_234_567.89, null],
    [10_000_000_000, null],
    [0, 'Amount must be greater than 0'],
    [-5, 'Amount must be greater than 0'],
    [null, 'Amount must be greater than 0'],
    ['100', 'Amount must be greater than 0'],
    [Number.NaN, 'Amount must be greater than 0'],
    [Infinity, 'Amount must be greater than 0'],
    [10_000_000_000.01, 'Amount must be at most 10,00,00,00,000'],
    [10.005, 'Amount can have at most 2 decimals'],
    [0.1 + 0.2, 'Amount can have at most 2 decimals'],
  ])('%j: %s', (value, message) => {
    expect(amountError('amount', value, 'Amount must be greater than 0')).toBe(message);
  });

  it('names the field by its key', () => {
    expect(amountError('instalments.3.amount', 1.001, '')).toBe(
      'Amount can have at most 2 decimals',
    );
    expect(amountError('saleValue', 2e10, '')).toBe('Sale value must be at most 10,00,00,00,000');
  });
});

describe('characterCount', () => {
  it.each([
    ['', 0],
    ['RC 12', 5],
    ['₹ 😀', 3],
  ])('%j has %d characters', (text, count) => {
    expect(characterCount(text)).toBe(count);
  });
});
