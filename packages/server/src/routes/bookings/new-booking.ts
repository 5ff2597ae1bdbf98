/**
 * A new booking of an Available plot. The check, the insert, the plot's new status and the first
 * history entry are one transaction, so 50 simultaneous bookings of one plot make exactly one
 * booking and 49 refusals; so are its token's schedule and receipt when the token was taken as
 * received, so a refused token makes no booking either.
 */
import type { CalendarDate } from '@plotline/domain';
import type { Database } from '../../db/database';
import type { BookingValues } from './booking-input';
import { bookingNumberFor } from './booking-number';
import { insertBooking, readBooking, reserveBookingId } from './booking-queries';
import type { BookingResponse } from './booking-response';
import { checkReferences } from './booking-reference-queries';
import { registryEnteredInForm } from './booking-rules';
import { plotBookingTransaction, takePlot } from './plot-holding-queries';
import { insertStatusChange } from './status-history-queries';
import { receiveToken, type TokenReceipt } from './token-receipt';
import { bookFromEnquiry } from '../enquiries/enquiry-conversion';
import type { Authorship } from '../../http/authorship';

export type NewBooking = {
  values: BookingValues;
  metadata: string | null;
  /** The token taken as received, recorded as the first payment; null when it is not. */
  token: TokenReceipt | null;
  /** The enquiry it is saved from, which moves to Booked with it; null when none. */
  enquiryId: number | null;
};

export function recordNewBooking(
  db: Database,
  { values, metadata, token, enquiryId }: NewBooking,
  author: Authorship,
  today: CalendarDate,
): Promise<BookingResponse> {
  const { userId, now } = author;
  return plotBookingTransaction(db, async (tx) => {
    const plot = await checkReferences(tx, values);
    await takePlot(tx, plot, now);
    const id = await reserveBookingId(tx);
    await insertBooking(tx, {
      ...values,
      id,
      bookingNumber: bookingNumberFor(id),
      metadata,
      createdBy: userId,
      updatedBy: userId,
      createdAt: now,
      updatedAt: now,
    });
    await insertStatusChange(tx, {
      bookingId: id,
      fromStatus: null,
      toStatus: values.bookingStatus,
      ...registryEnteredInForm(values),
      changedBy: userId,
      changedAt: now,
    });
    if (token) await receiveToken(tx, { id, values, plot }, token, author, today);
    if (enquiryId !== null) await bookFromEnquiry(tx, { enquiryId, bookingId: id }, author);
    return readBooking(tx, id);
  });
}
