import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, RECEIPT_TEXTS, receiptFileName } from './payment-messages';

describe('payment messages', () => {
  it.each([
    [PAYMENT_MESSAGES.saleValueRequired, 'Sale value must be greater than 0'],
    [
      PAYMENT_MESSAGES.saleValueBelowReceived(1_234_567.8),
      'Sale value cannot be less than the ₹12,34,567.80 already received',
    ],
    [PAYMENT_MESSAGES.instalmentsRequired, 'Add at least one instalment'],
    [PAYMENT_MESSAGES.tooManyInstalments, 'Instalments can have at most 60 entries'],
    [
      PAYMENT_MESSAGES.totalsDiffer(29_99_999.99, 30_00_000),
      'The instalments add up to ₹29,99,999.99; the sale value is ₹30,00,000.00',
    ],
    [PAYMENT_MESSAGES.labelRequired, 'Label is required'],
    [PAYMENT_MESSAGES.dueDateRequired, 'Due date is required'],
    [PAYMENT_MESSAGES.amountRequired, 'Amount must be greater than 0'],
    [PAYMENT_MESSAGES.amountTooLarge('amount'), 'Amount must be at most 10,00,00,00,000'],
    [PAYMENT_MESSAGES.atMostTwoDecimals('saleValue'), 'Sale value can have at most 2 decimals'],
    [PAYMENT_MESSAGES.receivedOnRequired, 'Received on date is required'],
    [PAYMENT_MESSAGES.paidOnRequired, 'Paid on date is required'],
    [PAYMENT_MESSAGES.futureDate, 'Date cannot be in the future'],
    [PAYMENT_MESSAGES.modeRequired, 'Mode selection is required'],
    [PAYMENT_MESSAGES.referenceRequired('Cheque'), 'Cheque number is required'],
    [PAYMENT_MESSAGES.referenceRequired('UPI'), 'Transaction ID is required'],
    [PAYMENT_MESSAGES.nothingOutstanding, 'Nothing is outstanding on this booking'],
    [
      PAYMENT_MESSAGES.moreThanOutstanding(250_000.5),
      'Amount cannot be more than the ₹2,50,000.50 outstanding',
    ],
    [PAYMENT_MESSAGES.reasonRequired, 'Reason is required'],
    [PAYMENT_MESSAGES.reasonTooShort, 'Reason must be at least 5 characters'],
    [
      PAYMENT_MESSAGES.tokenRecorded,
      'Saved as the first payment, received on the token date, with its receipt.',
    ],
    [
      PAYMENT_MESSAGES.tokenNotRecorded,
      "The token is not recorded as a payment; record it in the booking's Payments once saved.",
    ],
    [
      PAYMENT_MESSAGES.upfrontAboveSaleValue(16_00_000),
      'Token and booking amounts cannot be more than the ₹16,00,000.00 sale value',
    ],
    [
      PAYMENT_MESSAGES.noTokenToRecord,
      'A Registry Done booking has no token to record as received',
    ],
    [
      PAYMENT_MESSAGES.tokenPaymentOnCreateOnly,
      "The token is recorded as received only when the booking is created; record payments in the booking's Payments",
    ],
    [
      PAYMENT_MESSAGES.tokenPaymentNotPermitted('payments.create'),
      'You need the payments.create permission to record the token as received',
    ],
    [PAYMENT_MESSAGES.saleValueUnknown, 'Choose a plot and enter the plot sale rate'],
    [PAYMENT_MESSAGES.scheduleFirst, 'Set a payment schedule before recording a payment'],
    [PAYMENT_MESSAGES.bookingCancelled, 'A cancelled booking takes no payments'],
    [
      PAYMENT_MESSAGES.cancelledSchedule,
      "A cancelled booking's payment schedule cannot be changed",
    ],
    [PAYMENT_MESSAGES.tooManyPayments, 'A booking takes at most 200 payments'],
    [PAYMENT_MESSAGES.alreadyReversed, 'This payment is already reversed'],
    [PAYMENT_MESSAGES.fetchFailed, 'Failed to fetch payments'],
    [PAYMENT_MESSAGES.scheduleSaved, 'Payment schedule saved successfully'],
    [PAYMENT_MESSAGES.scheduleSaveFailed, 'Failed to save payment schedule'],
    [PAYMENT_MESSAGES.recorded, 'Payment recorded successfully'],
    [PAYMENT_MESSAGES.recordFailed, 'Failed to record payment'],
    [PAYMENT_MESSAGES.reversed, 'Payment reversed successfully'],
    [PAYMENT_MESSAGES.reverseFailed, 'Failed to reverse payment'],
    [PAYMENT_MESSAGES.receiptDownloadFailed, 'Failed to download receipt'],
    [PAYMENT_MESSAGES.receiptPrintFailed, 'Failed to print receipt'],
    [PAYMENT_MESSAGES.noSchedule, 'No payment schedule yet'],
    [PAYMENT_MESSAGES.noReceipts, 'No payments recorded yet'],
    [PAYMENT_MESSAGES.confirmReverse, 'Are you sure you want to reverse this payment?'],
    [PAYMENT_MESSAGES.collectionsFetchFailed, 'Failed to fetch collections'],
    [PAYMENT_MESSAGES.collectionsExportFailed, 'Failed to export collections'],
    [PAYMENT_MESSAGES.noCollections, 'Nothing is outstanding'],
    [PAYMENT_MESSAGES.noBalance, 'Nothing is due to this partner'],
    [
      PAYMENT_MESSAGES.payoutMoreThanBalance(12_000),
      'Amount cannot be more than the ₹12,000.00 balance',
    ],
    [PAYMENT_MESSAGES.payoutAlreadyReversed, 'This payout is already reversed'],
    [PAYMENT_MESSAGES.commissionRateOutOfRange, 'Commission rate must be between 0 and 100'],
    [PAYMENT_MESSAGES.commissionFetchFailed, 'Failed to fetch commission'],
    [PAYMENT_MESSAGES.payoutRecorded, 'Payout recorded successfully'],
    [PAYMENT_MESSAGES.payoutRecordFailed, 'Failed to record payout'],
    [PAYMENT_MESSAGES.payoutReversed, 'Payout reversed successfully'],
    [PAYMENT_MESSAGES.payoutReverseFailed, 'Failed to reverse payout'],
    [PAYMENT_MESSAGES.noLedgerEntries, 'No commission yet'],
    [PAYMENT_MESSAGES.confirmReversePayout, 'Are you sure you want to reverse this payout?'],
  ])('keeps %s exact', (text, expected) => {
    expect(text).toBe(expected);
  });

  it('checks every message above', () => {
    expect(Object.keys(PAYMENT_MESSAGES)).toHaveLength(57);
  });

  it('words the receipt', () => {
    expect(RECEIPT_TEXTS).toEqual({ title: 'Payment Receipt', reversed: 'REVERSED' });
    expect(receiptFileName('RC-000001')).toBe('RC-000001.pdf');
  });
});
