import { describe, expect, it } from 'vitest';
import {
  PAYMENT_MODES,
  PAYMENT_MODE_OPTIONS,
  isPaymentMode,
  isReferenceRequired,
  paymentModeLabel,
  paymentReferenceLabel,
} from './payment-modes';

describe('payment modes', () => {
  it.each([
    ['Cash', 'Cash', 'Reference', false],
    ['Cheque', 'Cheque', 'Cheque number', true],
    ['BankTransfer', 'Bank transfer', 'Transaction ID', true],
    ['UPI', 'UPI', 'Transaction ID', true],
  ] as const)('%s reads %s, its reference %s, required: %s', (mode, label, reference, required) => {
    expect(paymentModeLabel(mode)).toBe(label);
    expect(paymentReferenceLabel(mode)).toBe(reference);
    expect(isReferenceRequired(mode)).toBe(required);
  });

  it('offers every mode in order', () => {
    expect(PAYMENT_MODES).toEqual(['Cash', 'Cheque', 'BankTransfer', 'UPI']);
    expect(PAYMENT_MODE_OPTIONS.map(({ id }) => id)).toEqual(PAYMENT_MODES);
    expect(PAYMENT_MODE_OPTIONS[2]).toEqual({ id: 'BankTransfer', label: 'Bank transfer' });
  });

  it.each([
    ['UPI', true],
    ['Cash', true],
    ['cash', false],
    ['Bank transfer', false],
    ['', false],
    [null, false],
    [3, false],
  ])('isPaymentMode(%j) is %s', (value, expected) => {
    expect(isPaymentMode(value)).toBe(expected);
  });
});
