/** Every status a booking has had, who set it and when: written with each change, read oldest first. */
import type { components } from '@plotline/api-client/schema';
import { displayName, type BookingStatus, type CalendarDate } from '@plotline/domain';
import { asc, eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database';
import { bookingStatusChanges, users } from '../../db/schema';

type BookingStatusChange = components['schemas']['BookingStatusChange'];

export type StatusChange = {
  bookingId: number;
  /** Null for the status the booking was created with. */
  fromStatus: BookingStatus | null;
  toStatus: BookingStatus;
  remark?: string | null;
  cancellationReason?: string | null;
  actualRegistryDate?: CalendarDate | null;
  registrationNumber?: string | null;
  changedBy: number;
  changedAt: Date;
};

export async function insertStatusChange(tx: Transaction, change: StatusChange): Promise<void> {
  await tx.insert(bookingStatusChanges).values(change);
}

export async function statusHistoryOf(
  db: Executor,
  bookingId: number,
): Promise<BookingStatusChange[]> {
  const rows = await db
    .select({
      change: bookingStatusChanges,
      user: {
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
      },
    })
    .from(bookingStatusChanges)
    .leftJoin(users, eq(users.id, bookingStatusChanges.changedBy))
    .where(eq(bookingStatusChanges.bookingId, bookingId))
    .orderBy(asc(bookingStatusChanges.changedAt), asc(bookingStatusChanges.id));
  return rows.map(({ change, user }) => ({
    id: change.id,
    bookingId: change.bookingId,
    fromStatus: change.fromStatus,
    toStatus: change.toStatus,
    remark: change.remark,
    cancellationReason: change.cancellationReason,
    actualRegistryDate: change.actualRegistryDate,
    registrationNumber: change.registrationNumber,
    changedBy: user
      ? { id: user.id, username: user.username, displayName: displayName(user) }
      : null,
    changedAt: change.changedAt.toISOString(),
  }));
}
