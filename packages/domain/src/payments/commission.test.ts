import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BOOKING_STATUSES, type BookingStatus } from '../booking/booking-status';
import {
  COMMISSION_LEDGER_KINDS,
  COMMISSION_STATES,
  PAYOUT_STATES,
  commissionBalance,
  commissionOn,
  commissionState,
  commissionStateLabel,
  validateCommissionRate,
  validatePayout,
  type PayoutInput,
} from './commission';
import { toPaisa } from './money';

describe('commissionOn', () => {
  it.each([
    [100_000, 2, 2000],
    [100_000, 0, 0],
    [0, 5, 0],
    [100_000, 100, 100_000],
    [1234.5, 2.5, 30.86],
    [1234.6, 2.5, 30.87],
    [10, 0.05, 0.01],
    [9.99, 0.05, 0],
    [1, 0.5, 0.01],
    [0.01, 50, 0.01],
    [0.01, 49.99, 0],
    [10_000_000_000, 99.99, 9_999_000_000],
    [10_000_000_000, 0.01, 1_000_000],
  ])('%d at %d% is %d', (amount, rate, commission) => {
    expect(commissionOn(amount, rate)).toBe(commission);
  });

  it.each([
    [-1, 2],
    [100, -0.01],
    [100, 100.01],
    [Number.NaN, 2],
    [100, Number.NaN],
  ])('refuses %d at %d%', (amount, rate) => {
    expect(() => commissionOn(amount, rate)).toThrow(RangeError);
  });

  it('rounds the exact commission half up to the paisa', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (paise, rateHundredths) => {
          const exact = paise * (rateHundredths / 10_000);
          const commission = toPaisa(commissionOn(paise / 100, rateHundredths / 100));
          // Within half a paisa of the exact value, and a whole number of paise.
          expect(Math.abs(commission - exact)).toBeLessThanOrEqual(0.5 + 1e-3);
          const twice = BigInt(paise) * BigInt(rateHundredths) * 2n;
          const lower = BigInt(commission) * 20_000n - 10_000n;
          // Half up: exact - 0.5 < commission <= exact + 0.5 means 2·exact ∈ [2c - 1, 2c + 1).
          expect(twice >= lower).toBe(true);
          expect(twice < BigInt(commission) * 20_000n + 10_000n).toBe(true);
        },
      ),
    );
  });
});

describe('commissionState', () => {
  it.each([
    ['Pending', 'Pending'],
    ['Token', 'Pending'],
    ['Booking', 'Payable'],
    ['RegistryDone', 'Payable'],
    ['Cancelled', 'Reversed'],
  ] as [BookingStatus, string][])('a %s booking: %s', (status, state) => {
    expect(commissionState(status)).toBe(state);
  });

  it('covers every booking status', () => {
    for (const status of BOOKING_STATUSES) {
      expect(COMMISSION_STATES).toContain(commissionState(status));
    }
  });

  it('labels the states, the payout states and the ledger kinds', () => {
    expect(COMMISSION_STATES.map(commissionStateLabel)).toEqual(['Pending', 'Payable', 'Reversed']);
    expect(PAYOUT_STATES).toEqual(['Paid', 'Reversed']);
    expect(COMMISSION_LEDGER_KINDS).toEqual(['Commission', 'Payout']);
  });
});

describe('commissionBalance', () => {
  it.each([
    [1000, 400, 600],
    [0.3, 0.1, 0.2],
    [0, 0, 0],
    [500, 800.5, -300.5],
  ])('earned %d, paid %d: %d', (earned, paid, balance) => {
    expect(commissionBalance({ earned, paid })).toBe(balance);
  });
});

describe('validatePayout', () => {
  const valid: PayoutInput = {
    paidOn: '2025-03-10',
    amount: 5000,
    mode: 'BankTransfer',
    reference: 'UTR0001',
    remarks: 'March payout',
  };
  const context = { today: '2025-03-10', balance: 5000 };

  it('accepts a payout up to the balance', () => {
    expect(validatePayout(valid, context)).toEqual({});
    expect(validatePayout({ ...valid, mode: 'Cash', reference: null }, context)).toEqual({});
  });

  it.each([
    [{ paidOn: '' }, 5000, 'paidOn', 'Paid on date is required'],
    [{ paidOn: '2025-03-11' }, 5000, 'paidOn', 'Date cannot be in the future'],
    [{ amount: 5000.01 }, 5000, 'amount', 'Amount cannot be more than the ₹5,000.00 balance'],
    [{}, 0, 'amount', 'Nothing is due to this partner'],
    [{}, -1200, 'amount', 'Nothing is due to this partner'],
    [{ amount: 0 }, 5000, 'amount', 'Amount must be greater than 0'],
    [{ reference: '' }, 5000, 'reference', 'Transaction ID is required'],
    [{ mode: 'Card' }, 5000, 'mode', 'Mode selection is required'],
  ] as [Partial<PayoutInput>, number, string, string][])(
    '%j with a balance of %d: %s %s',
    (patch, balance, field, message) => {
      expect(validatePayout({ ...valid, ...patch }, { ...context, balance })).toEqual({
        [field]: message,
      });
    },
  );
});

describe('validateCommissionRate', () => {
  it.each([0, 2.5, 12.75, 100])('accepts %d%', (rate) => {
    expect(validateCommissionRate(rate)).toEqual({});
  });

  it.each([
    [null, 'Commission rate must be between 0 and 100'],
    [-0.01, 'Commission rate must be between 0 and 100'],
    [100.01, 'Commission rate must be between 0 and 100'],
    [Number.NaN, 'Commission rate must be between 0 and 100'],
    [2.555, 'Commission rate can have at most 2 decimals'],
  ])('%d: %s', (rate, message) => {
    expect(validateCommissionRate(rate)).toEqual({ commissionRate: message });
  });
});
