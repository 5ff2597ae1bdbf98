import { describe, expect, it } from 'vitest';
import {
  payoutNumber,
  receiptNumber,
  validatePayment,
  validateReversal,
  type PaymentInput,
} from './payment';

const today = '2025-03-10';
const valid: PaymentInput = {
  receivedOn: '2025-03-10',
  amount: 25_000.5,
  mode: 'Cheque',
  reference: '004512',
  remarks: null,
};
const context = { today, outstanding: 100_000 };

function errorsFor(patch: Partial<PaymentInput>, outstanding = context.outstanding) {
  return validatePayment({ ...valid, ...patch }, { today, outstanding });
}

describe('validatePayment', () => {
  it.each([
    [{}],
    [{ receivedOn: '2024-12-31' }],
    [{ amount: 100_000 }],
    [{ mode: 'Cash', reference: undefined, remarks: undefined }],
    [{ mode: 'Cash', reference: '' }],
    [{ mode: 'UPI', reference: ` ${'u'.repeat(100)} ` }],
    [{ remarks: 'r'.repeat(500) }],
  ] as [Partial<PaymentInput>][])('accepts %j', (patch) => {
    expect(errorsFor(patch)).toEqual({});
  });

  it.each([
    [{ receivedOn: '' }, 'receivedOn', 'Received on date is required'],
    [{ receivedOn: '2025-02-29' }, 'receivedOn', 'Received on date is required'],
    [{ receivedOn: '2025-03-11' }, 'receivedOn', 'Date cannot be in the future'],
    [{ amount: null }, 'amount', 'Amount must be greater than 0'],
    [{ amount: 0 }, 'amount', 'Amount must be greater than 0'],
    [{ amount: -1 }, 'amount', 'Amount must be greater than 0'],
    [{ amount: 10.001 }, 'amount', 'Amount can have at most 2 decimals'],
    [{ amount: 100_000.01 }, 'amount', 'Amount cannot be more than the ₹1,00,000.00 outstanding'],
    [{ mode: '' }, 'mode', 'Mode selection is required'],
    [{ mode: 'Card' }, 'mode', 'Mode selection is required'],
    [{ mode: 'Cheque', reference: ' ' }, 'reference', 'Cheque number is required'],
    [{ mode: 'BankTransfer', reference: null }, 'reference', 'Transaction ID is required'],
    [{ mode: 'UPI', reference: undefined }, 'reference', 'Transaction ID is required'],
    [{ reference: 'x'.repeat(101) }, 'reference', 'Reference must be at most 100 characters'],
    [
      { mode: 'Cash', reference: 'x'.repeat(101) },
      'reference',
      'Reference must be at most 100 characters',
    ],
    [{ remarks: 'r'.repeat(501) }, 'remarks', 'Remarks must be at most 500 characters'],
  ] as [Partial<PaymentInput>, string, string][])('%j: %s %s', (patch, field, message) => {
    expect(errorsFor(patch)).toEqual({ [field]: message });
  });

  it.each([
    [0, 'Nothing is outstanding on this booking'],
    [-5, 'Nothing is outstanding on this booking'],
    [25_000.49, 'Amount cannot be more than the ₹25,000.49 outstanding'],
  ])('with %d outstanding says %s', (outstanding, message) => {
    expect(errorsFor({}, outstanding)).toEqual({ amount: message });
  });

  it('leaves the outstanding check to a caller that passes Infinity', () => {
    expect(errorsFor({ amount: 10_000_000_000 }, Infinity)).toEqual({});
    expect(errorsFor({ amount: 0 }, Infinity)).toEqual({ amount: 'Amount must be greater than 0' });
  });

  it('compares with the outstanding amount in paise', () => {
    expect(errorsFor({ amount: 0.3 }, 0.1 + 0.2)).toEqual({});
  });

  it('asks for no reference while no mode is chosen', () => {
    expect(errorsFor({ mode: '', reference: '' })).toEqual({ mode: 'Mode selection is required' });
  });

  it('reports every field at once', () => {
    expect(
      validatePayment(
        { receivedOn: 'yesterday', amount: null, mode: '', reference: null, remarks: null },
        context,
      ),
    ).toEqual({
      receivedOn: 'Received on date is required',
      amount: 'Amount must be greater than 0',
      mode: 'Mode selection is required',
    });
  });
});

describe('validateReversal', () => {
  it.each([
    ['', 'Reason is required'],
    ['    ', 'Reason is required'],
    [null, 'Reason is required'],
    ['typo', 'Reason must be at least 5 characters'],
    ['  typo  ', 'Reason must be at least 5 characters'],
    ['x'.repeat(501), 'Reason must be at most 500 characters'],
  ])('%j: %s', (reason, message) => {
    expect(validateReversal({ reason: reason as string })).toEqual({ reason: message });
  });

  it.each(['Cheque bounced', 'typos', 'x'.repeat(500)])('accepts %j', (reason) => {
    expect(validateReversal({ reason })).toEqual({});
  });
});

describe('receiptNumber and payoutNumber', () => {
  it.each([
    [1, 'RC-000001', 'CP-000001'],
    [42, 'RC-000042', 'CP-000042'],
    [999_999, 'RC-999999', 'CP-999999'],
    [1_000_000, 'RC-1000000', 'CP-1000000'],
  ])('%d is %s and %s', (sequence, receipt, payout) => {
    expect(receiptNumber(sequence)).toBe(receipt);
    expect(payoutNumber(sequence)).toBe(payout);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses %d', (sequence) => {
    expect(() => receiptNumber(sequence)).toThrow(RangeError);
    expect(() => payoutNumber(sequence)).toThrow(RangeError);
  });
});
