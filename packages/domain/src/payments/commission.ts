/**
 * A channel partner's commission (docs/payments.md "Commissions"): earned on each payment at the
 * partner's rate when it is recorded, payable once the booking is confirmed, reversed if it is
 * cancelled, and paid out against the balance.
 */
import type { BookingStatus } from '../booking/booking-status';
import type { CalendarDate } from '../calendar-date';
import type { FieldErrors } from '../field-errors';
import { MAX_COMMISSION_PERCENT } from '../input/input-limits';
import { isWholePaise, toPaisa, toRupees } from './money';
import { validatePaymentEntry } from './payment-entry';
import { PAYMENT_MESSAGES } from './payment-messages';
import type { PaymentMode } from './payment-modes';

/**
 * The commission on a payment, in rupees, rounded half up to the paisa. Multiplied in BigInt:
 * ₹1,000 crore in paise times a rate in hundredths of a percent passes 2^53.
 */
export function commissionOn(amount: number, ratePercent: number): number {
  if (!(amount >= 0 && ratePercent >= 0 && ratePercent <= MAX_COMMISSION_PERCENT)) {
    throw new RangeError(`No commission on ${amount} at ${ratePercent}%`);
  }
  const product = BigInt(toPaisa(amount)) * BigInt(toPaisa(ratePercent));
  // The product is in 1/10,000 of a paisa.
  return toRupees(Number((product + 5000n) / 10000n));
}

export const COMMISSION_STATES = ['Pending', 'Payable', 'Reversed'] as const;
export type CommissionState = (typeof COMMISSION_STATES)[number];

const STATE_BY_BOOKING_STATUS: Readonly<Record<BookingStatus, CommissionState>> = {
  // A booking stored with no status has not been confirmed either.
  Pending: 'Pending',
  Token: 'Pending',
  Booking: 'Payable',
  RegistryDone: 'Payable',
  Cancelled: 'Reversed',
};

export function commissionState(bookingStatus: BookingStatus): CommissionState {
  return STATE_BY_BOOKING_STATUS[bookingStatus];
}

export function commissionStateLabel(state: CommissionState): string {
  return state;
}

/** What a payout is in the ledger. */
export const PAYOUT_STATES = ['Paid', 'Reversed'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

export const COMMISSION_LEDGER_KINDS = ['Commission', 'Payout'] as const;
export type CommissionLedgerKind = (typeof COMMISSION_LEDGER_KINDS)[number];

/**
 * Earned (payable) less paid out, in rupees. Below zero when a booking was cancelled after a
 * payout: the partner owes it back.
 */
export function commissionBalance({ earned, paid }: { earned: number; paid: number }): number {
  return toRupees(toPaisa(earned) - toPaisa(paid));
}

export type PayoutInput = {
  paidOn: CalendarDate;
  amount: number | null;
  mode: PaymentMode | '';
  reference?: string | null;
  remarks?: string | null;
};

export type PayoutContext = {
  today: CalendarDate;
  /** The partner's balance in rupees; Infinity when the caller checks it itself. */
  balance: number;
};

export function validatePayout(payout: PayoutInput, context: PayoutContext): FieldErrors {
  return validatePaymentEntry(
    { ...payout, date: payout.paidOn },
    {
      dateField: 'paidOn',
      dateRequired: PAYMENT_MESSAGES.paidOnRequired,
      today: context.today,
      ceiling: context.balance,
      nothingOwed: PAYMENT_MESSAGES.noBalance,
      moreThanCeiling: PAYMENT_MESSAGES.payoutMoreThanBalance,
    },
  );
}

/** The partner form's commission rate: 0 to 100 percent, to two decimals. */
export function validateCommissionRate(rate: number | null): FieldErrors {
  if (typeof rate !== 'number' || !(rate >= 0 && rate <= MAX_COMMISSION_PERCENT)) {
    return { commissionRate: PAYMENT_MESSAGES.commissionRateOutOfRange };
  }
  if (!isWholePaise(rate)) {
    return { commissionRate: PAYMENT_MESSAGES.atMostTwoDecimals('commissionRate') };
  }
  return {};
}
