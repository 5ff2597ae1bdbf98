/** How a payment or a commission payout is made (docs/payments.md "Receipts"). */

export const PAYMENT_MODES = ['Cash', 'Cheque', 'BankTransfer', 'UPI'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

const MODE_LABELS: Readonly<Record<PaymentMode, string>> = {
  Cash: 'Cash',
  Cheque: 'Cheque',
  BankTransfer: 'Bank transfer',
  UPI: 'UPI',
};

/** What the reference of each mode is, so the form can name the field for it. */
const REFERENCE_LABELS: Readonly<Record<PaymentMode, string>> = {
  Cash: 'Reference',
  Cheque: 'Cheque number',
  BankTransfer: 'Transaction ID',
  UPI: 'Transaction ID',
};

export function isPaymentMode(value: unknown): value is PaymentMode {
  return typeof value === 'string' && (PAYMENT_MODES as readonly string[]).includes(value);
}

export function paymentModeLabel(mode: PaymentMode): string {
  return MODE_LABELS[mode];
}

/** 'Cheque number' for a cheque, 'Transaction ID' for a transfer or UPI, 'Reference' for cash. */
export function paymentReferenceLabel(mode: PaymentMode): string {
  return REFERENCE_LABELS[mode];
}

/** Every mode but cash leaves a trail (a cheque number, a transaction id) to find it by. */
export function isReferenceRequired(mode: PaymentMode): boolean {
  return mode !== 'Cash';
}

/** The mode choices of the payment and payout forms, in this order. */
export const PAYMENT_MODE_OPTIONS: readonly { id: PaymentMode; label: string }[] =
  PAYMENT_MODES.map((mode) => ({ id: mode, label: paymentModeLabel(mode) }));
