/**
 * Recording a payment: the booking must have a schedule, not be cancelled, and still owe at least
 * the amount, judged with its schedule locked, so two payments at once cannot over-pay it. Sold
 * through a partner, it earns the partner's rate of now, kept on the receipt.
 */
import {
  commissionOn,
  PAYMENT_MESSAGES,
  receiptNumber,
  toPaisa,
  toRupees,
  validatePayment,
  type CalendarDate,
} from '@plotline/domain';
import type { Database } from '../../db/database';
import type { Authorship } from '../../http/authorship';
import type { EntryValues } from './payment-input';
import {
  commissionRateOf,
  insertReceipt,
  lockPaymentBooking,
  lockSchedule,
  nextReceiptSequence,
  receiptCountOf,
} from './payment-queries';
import {
  assertAmountOwed,
  assertNotCancelled,
  assertRoomForPayment,
  assertScheduled,
} from './payment-refusals';
import { reallocatePayments } from './reallocation';

/** The new receipt's id. */
export async function recordPayment(
  db: Database,
  bookingId: number,
  payment: EntryValues,
  { userId, now }: Authorship,
  today: CalendarDate,
): Promise<number> {
  return db.transaction(async (tx) => {
    const booking = await lockPaymentBooking(tx, bookingId);
    assertNotCancelled(booking.bookingStatus, PAYMENT_MESSAGES.bookingCancelled);
    const schedule = assertScheduled(await lockSchedule(tx, booking.id));
    assertRoomForPayment(await receiptCountOf(tx, booking.id));
    const outstanding = toRupees(toPaisa(schedule.saleValue) - toPaisa(schedule.receivedAmount));
    assertAmountOwed(
      validatePayment({ ...payment, receivedOn: payment.date }, { today, outstanding }),
      'more_than_outstanding',
    );
    const partnerId = booking.channelPartnerId;
    const rate = partnerId === null ? 0 : await commissionRateOf(tx, partnerId);
    const sequenceNumber = await nextReceiptSequence(tx);
    const id = await insertReceipt(tx, {
      sequenceNumber,
      receiptNumber: receiptNumber(sequenceNumber),
      bookingId: booking.id,
      receivedOn: payment.date,
      amount: payment.amount,
      mode: payment.mode,
      reference: payment.reference,
      remarks: payment.remarks,
      channelPartnerId: partnerId,
      commissionRate: rate,
      commissionAmount: commissionOn(payment.amount, rate),
      createdBy: userId,
      createdAt: now,
    });
    await reallocatePayments(tx, booking.id);
    return id;
  });
}
