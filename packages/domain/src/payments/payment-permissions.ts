/** The permissions of payments and commissions (docs/payments.md "Permissions"). */

export const PAYMENT_PERMISSIONS = {
  /** The Payments section, receipts and collections. */
  view: 'payments.view',
  /** Schedules, payments and their reversal. */
  create: 'payments.create',
} as const;

export const COMMISSION_PERMISSIONS = {
  /** A partner's ledger and the Dashboard's Commission column. */
  view: 'commissions.view',
  /** Payouts and their reversal. */
  pay: 'commissions.pay',
} as const;
