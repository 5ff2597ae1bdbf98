/**
 * Payments (docs/payments.md): a booking's schedule, its receipts and their reversal, and a
 * receipt as PDF. Every change recomputes what each instalment has been paid in its own
 * transaction.
 */
import { receiptFileName } from '@plotline/domain';
import { authorship } from '../http/authorship';
import type { Handlers } from '../http/handler';
import { bookingPayments, bookingPaymentsView, receiptOf } from './payments/booking-payments';
import { paymentInput, reversalReason, scheduleInput } from './payments/payment-input';
import { bookingOfReceipt } from './payments/payment-queries';
import { recordPayment } from './payments/payment-record';
import { reversePayment } from './payments/payment-reversal';
import { receiptPdf } from './payments/receipt-pdf';
import { setSchedule } from './payments/schedule-change';

export const paymentsHandlers: Handlers = {
  async getBookingPayments({ db, clock, params }) {
    return { status: 200, body: await bookingPayments(db, params.id, clock.today()) };
  },

  async setPaymentSchedule({ db, clock, params, body, user }) {
    const values = scheduleInput(body);
    const target = { bookingId: params.id, readVersion: body.version };
    await setSchedule(db, target, values, authorship(user, clock));
    return { status: 200, body: await bookingPayments(db, params.id, clock.today()) };
  },

  async recordPayment({ db, clock, params, body, user }) {
    const today = clock.today();
    const payment = paymentInput(body, today);
    const id = await recordPayment(db, params.id, payment, authorship(user, clock), today);
    return { status: 201, body: await receiptOf(db, params.id, id, today) };
  },

  async reversePayment({ db, clock, params, body, user }) {
    const reason = reversalReason(body);
    const bookingId = await reversePayment(db, params.id, reason, authorship(user, clock));
    return { status: 200, body: await receiptOf(db, bookingId, params.id, clock.today()) };
  },

  async downloadReceiptPdf({ db, clock, config, params, user }) {
    const bookingId = await bookingOfReceipt(db, params.id);
    const { booking, payments } = await bookingPaymentsView(db, bookingId, clock.today());
    const receipt = payments.receipts.find(({ id }) => id === params.id)!;
    return {
      status: 200,
      body: receiptPdf(receipt, booking, config.timeZone, user),
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${receiptFileName(receipt.receiptNumber)}"`,
      },
    };
  },
};
