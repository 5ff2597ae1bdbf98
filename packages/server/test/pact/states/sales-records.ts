/**
 * Bookings and channel partners written straight into the database with the ids the states
 * name: a booking with the history the server would have recorded for it, a partner as the
 * server would have stored the request that created it.
 */
import type { components } from '@plotline/api-client/schema';
import type { Database } from '../../../src/db/database';
import { bookings, bookingStatusChanges, channelPartners } from '../../../src/db/schema';
import { bookingNumberFor } from '../../../src/routes/bookings/booking-number';
import { partnerInput } from '../../../src/routes/channel-partners/partner-input';
import { ADMIN_ID } from '../baseline';

type BookingRow = typeof bookings.$inferInsert;
type StatusChangeRow = typeof bookingStatusChanges.$inferInsert;
type ChannelPartnerRequest = components['schemas']['ChannelPartnerRequest'];

/** A booking as a state describes it; the number, authors and history follow from it. */
export type SeededBooking = Omit<BookingRow, 'id' | 'bookingNumber' | 'createdBy' | 'updatedBy'> & {
  id: number;
};

/** One status change of a booking's history, made by the admin. */
export type SeededStatusChange = Omit<StatusChangeRow, 'id' | 'bookingId' | 'changedBy'> & {
  changedAt: Date;
};

/**
 * The booking, unless an earlier state made it, with its history: by default the one entry
 * of its creation in the status it is in.
 */
export async function ensureBooking(
  db: Database,
  booking: SeededBooking,
  history?: SeededStatusChange[],
): Promise<void> {
  const createdAt = booking.createdAt ?? new Date(`${booking.bookingDate}T10:30:00Z`);
  const inserted = await db
    .insert(bookings)
    .values({
      ...booking,
      bookingNumber: bookingNumberFor(booking.id),
      createdBy: ADMIN_ID,
      updatedBy: ADMIN_ID,
      createdAt,
      updatedAt: booking.updatedAt ?? createdAt,
    })
    .onConflictDoNothing()
    .returning({ id: bookings.id });
  if (inserted.length === 0) return;
  const changes = history ?? [
    { fromStatus: null, toStatus: booking.bookingStatus, changedAt: createdAt },
  ];
  await db
    .insert(bookingStatusChanges)
    .values(changes.map((change) => ({ ...change, bookingId: booking.id, changedBy: ADMIN_ID })));
}

/** The partner, unless an earlier state made it, stored as the server stores its request. */
export async function ensureChannelPartner(
  db: Database,
  id: number,
  request: ChannelPartnerRequest,
  createdAt: Date,
): Promise<void> {
  await db
    .insert(channelPartners)
    .values({
      id,
      ...partnerInput(request),
      createdBy: ADMIN_ID,
      createdAt,
      updatedAt: createdAt,
    })
    .onConflictDoNothing();
}
