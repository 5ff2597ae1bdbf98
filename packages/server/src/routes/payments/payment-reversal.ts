/**
 * Reversing a payment: the receipt stays, marked with who, when and why, and the booking's
 * payments are allocated again without it. The booking and its schedule are locked first, in the
 * order every change to a booking's money takes them.
 */
import { PAYMENT_MESSAGES } from '@plotline/domain';
import type { Database } from '../../db/database';
import type { Authorship } from '../../http/authorship';
import { conflict } from '../../http/http-error';
import {
  bookingOfReceipt,
  lockPaymentBooking,
  lockReceipt,
  lockSchedule,
  reverseReceiptRow,
} from './payment-queries';
import { reallocatePayments } from './reallocation';

/** The reversed receipt's booking. */
export async function reversePayment(
  db: Database,
  receiptId: number,
  reason: string,
  { userId, now }: Authorship,
): Promise<number> {
  return db.transaction(async (tx) => {
    const bookingId = await bookingOfReceipt(tx, receiptId);
    await lockPaymentBooking(tx, bookingId);
    await lockSchedule(tx, bookingId);
    const { reversed } = await lockReceipt(tx, receiptId);
    if (reversed) throw conflict('already_reversed', PAYMENT_MESSAGES.alreadyReversed);
    await reverseReceiptRow(tx, receiptId, {
      reversedAt: now,
      reversedBy: userId,
      reversalReason: reason,
    });
    await reallocatePayments(tx, bookingId);
    return bookingId;
  });
}
