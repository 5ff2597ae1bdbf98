/**
 * How much a payment schedule, a receipt and a payout take (docs/payments.md). openapi.yaml
 * declares the same figures; amounts share MAX_AMOUNT_RUPEES with the booking's amounts.
 */

/** A schedule runs five years of monthly instalments at most. */
export const MAX_INSTALMENTS = 60;

/**
 * Payments one booking takes: its receipts are listed whole on the booking, so the list stays
 * bounded; the next one is refused.
 */
export const MAX_PAYMENTS_PER_BOOKING = 200;

/** Characters each text holds. */
export const PAYMENT_TEXT_LIMITS = {
  instalmentLabel: 100,
  /** A cheque number or a transaction id, with room to spare. */
  reference: 100,
  remarks: 500,
  reversalReason: 500,
} as const;

/** A reversal's reason must say something: 'typo' is too short to explain it later. */
export const MIN_REVERSAL_REASON_LENGTH = 5;
