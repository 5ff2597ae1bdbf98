/**
 * A change someone made to a booking another user created is news for that user's bell
 * (`bookingChanged`): recorded beside the change's audit entry, in its transaction, so it is
 * there exactly when the change is. A booking deleted takes its notices with it (the foreign key
 * cascades), and so does the delete itself, which finds no booking left to tell anyone of.
 */
import { eq } from 'drizzle-orm';
import type { SignedInUser } from '../auth/signed-in-user';
import type { Transaction } from '../db/database';
import { bookingChangeNotices, bookings } from '../db/schema';

export type BookingChangeEntry = {
  id: number;
  recordedAt: Date;
  bookingId: number;
  /** The contract's operationId that made the change. */
  operation: string;
};

export async function noticeToBookingAuthor(
  tx: Transaction,
  entry: BookingChangeEntry,
  changedBy: SignedInUser,
): Promise<void> {
  const [booking] = await tx
    .select({ createdBy: bookings.createdBy })
    .from(bookings)
    .where(eq(bookings.id, entry.bookingId));
  if (!booking || booking.createdBy === changedBy.id) return;
  await tx.insert(bookingChangeNotices).values({
    userId: booking.createdBy,
    bookingId: entry.bookingId,
    auditEntryId: entry.id,
    changedBy: changedBy.username,
    operation: entry.operation,
    occurredAt: entry.recordedAt,
  });
}
