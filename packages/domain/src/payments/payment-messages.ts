/**
 * Every user-facing text of payments, receipts, collections and commissions (docs/payments.md):
 * the validators' field messages, the server's 409 refusals and the screens' toasts, empty states
 * and questions. The words are ours; they follow the other screens' ('Failed to fetch …',
 * '… successfully', 'X is required').
 */
import { formatRupees } from '../display/format-rupees';
import { LIMIT_MESSAGES, fieldLabel } from '../input/limit-messages';
import { MAX_AMOUNT_RUPEES } from '../input/input-limits';
import {
  MAX_INSTALMENTS,
  MAX_PAYMENTS_PER_BOOKING,
  MIN_REVERSAL_REASON_LENGTH,
} from './payment-limits';
import { paymentReferenceLabel, type PaymentMode } from './payment-modes';

export const PAYMENT_MESSAGES = {
  // The schedule's fields.
  saleValueRequired: 'Sale value must be greater than 0',
  saleValueBelowReceived: (received: number) =>
    `Sale value cannot be less than the ${formatRupees(received)} already received`,
  instalmentsRequired: 'Add at least one instalment',
  tooManyInstalments: LIMIT_MESSAGES.tooMany('instalments', MAX_INSTALMENTS),
  totalsDiffer: (total: number, saleValue: number) =>
    `The instalments add up to ${formatRupees(total)}; the sale value is ${formatRupees(saleValue)}`,
  labelRequired: 'Label is required',
  dueDateRequired: 'Due date is required',

  // Amounts, dates and modes of payments and payouts.
  amountRequired: 'Amount must be greater than 0',
  /** 'Amount must be at most 10,00,00,00,000', as every amount of the product says it. */
  amountTooLarge: (field: string) => LIMIT_MESSAGES.tooLarge(field, MAX_AMOUNT_RUPEES),
  /** numeric(14,2) keeps paise and no less. */
  atMostTwoDecimals: (field: string) => `${fieldLabel(field)} can have at most 2 decimals`,
  receivedOnRequired: 'Received on date is required',
  paidOnRequired: 'Paid on date is required',
  futureDate: 'Date cannot be in the future',
  modeRequired: 'Mode selection is required',
  /** 'Cheque number is required', 'Transaction ID is required'. */
  referenceRequired: (mode: PaymentMode) => `${paymentReferenceLabel(mode)} is required`,
  nothingOutstanding: 'Nothing is outstanding on this booking',
  moreThanOutstanding: (outstanding: number) =>
    `Amount cannot be more than the ${formatRupees(outstanding)} outstanding`,
  reasonRequired: 'Reason is required',
  reasonTooShort: `Reason must be at least ${MIN_REVERSAL_REASON_LENGTH} characters`,

  // A new booking's token recorded as its first payment (token-payment.ts).
  tokenRecorded: 'Saved as the first payment, received on the token date, with its receipt.',
  tokenNotRecorded:
    "The token is not recorded as a payment; record it in the booking's Payments once saved.",
  upfrontAboveSaleValue: (saleValue: number) =>
    `Token and booking amounts cannot be more than the ${formatRupees(saleValue)} sale value`,
  noTokenToRecord: 'A Registry Done booking has no token to record as received',
  tokenPaymentOnCreateOnly:
    "The token is recorded as received only when the booking is created; record payments in the booking's Payments",
  tokenPaymentNotPermitted: (permission: string) =>
    `You need the ${permission} permission to record the token as received`,
  /** Where the booking form's sale value stands until it can be worked out. */
  saleValueUnknown: 'Choose a plot and enter the plot sale rate',

  // Refusals (409).
  scheduleFirst: 'Set a payment schedule before recording a payment',
  bookingCancelled: 'A cancelled booking takes no payments',
  cancelledSchedule: "A cancelled booking's payment schedule cannot be changed",
  tooManyPayments: `A booking takes at most ${MAX_PAYMENTS_PER_BOOKING} payments`,
  alreadyReversed: 'This payment is already reversed',

  // Toasts, empty states and questions of the booking's Payments section.
  fetchFailed: 'Failed to fetch payments',
  scheduleSaved: 'Payment schedule saved successfully',
  scheduleSaveFailed: 'Failed to save payment schedule',
  recorded: 'Payment recorded successfully',
  recordFailed: 'Failed to record payment',
  reversed: 'Payment reversed successfully',
  reverseFailed: 'Failed to reverse payment',
  receiptDownloadFailed: 'Failed to download receipt',
  receiptPrintFailed: 'Failed to print receipt',
  noSchedule: 'No payment schedule yet',
  noReceipts: 'No payments recorded yet',
  confirmReverse: 'Are you sure you want to reverse this payment?',

  // Collections.
  collectionsFetchFailed: 'Failed to fetch collections',
  collectionsExportFailed: 'Failed to export collections',
  noCollections: 'Nothing is outstanding',

  // Commissions.
  noBalance: 'Nothing is due to this partner',
  payoutMoreThanBalance: (balance: number) =>
    `Amount cannot be more than the ${formatRupees(balance)} balance`,
  payoutAlreadyReversed: 'This payout is already reversed',
  commissionRateOutOfRange: 'Commission rate must be between 0 and 100',
  commissionFetchFailed: 'Failed to fetch commission',
  payoutRecorded: 'Payout recorded successfully',
  payoutRecordFailed: 'Failed to record payout',
  payoutReversed: 'Payout reversed successfully',
  payoutReverseFailed: 'Failed to reverse payout',
  noLedgerEntries: 'No commission yet',
  confirmReversePayout: 'Are you sure you want to reverse this payout?',
} as const;

/** What a receipt prints besides its figures (docs/payments.md "Receipts"). */
export const RECEIPT_TEXTS = {
  title: 'Payment Receipt',
  /** Stamped across a reversed receipt, above the reason. */
  reversed: 'REVERSED',
} as const;

/** The name a downloaded receipt is saved under: 'RC-000001.pdf'. */
export function receiptFileName(receiptNumber: string): string {
  return `${receiptNumber}.pdf`;
}
