/**
 * States of cases/notifications.ts: admin's bell holding one notification of each kind, all of
 * booking 1, and the audit entry the change stream replays. Their dates are the examples' (whose
 * today was 2026-11-22): the bell answers its rows as stored, so they hold on any later day.
 */
import { eq } from 'drizzle-orm';
import { auditEntries, bookingChangeNotices, bookingFollowUps, bookings } from '../../db/schema';
import { ADMIN_ID } from '../baseline';
import type { StateSetups } from '../provider-world';
import { ensureBookingOne } from './bookings';

/** ravi (id 2) as the audit trail names him; the entry outlives the account, so none is needed. */
const RAVI = { userId: 2, username: 'ravi' };
const RAVIS_EDIT_AT = new Date('2026-11-22T05:00:00Z');

export const notificationsStates: StateSetups = {
  "admin's bell holds booking 1 past its registry date of 2026-11-20, its follow-up 1 due today, and ravi's edit of it (audit entry 2)":
    async ({ db }) => {
      await ensureBookingOne(db);
      await db.update(bookings).set({ registryDate: '2026-11-20' }).where(eq(bookings.id, 1));
      await db
        .insert(bookingFollowUps)
        .values({
          id: 1,
          bookingId: 1,
          followUpDate: '2026-11-15',
          nextFollowUpDate: '2026-11-22',
          purpose: 'Payment reminder',
          followUpUpdate: 'Owner will call back',
          followUpTakenBy: 'Neha Verma',
          createdBy: ADMIN_ID,
          createdAt: new Date('2026-11-15T12:00:00Z'),
          updatedAt: new Date('2026-11-15T12:00:00Z'),
        })
        .onConflictDoNothing();
      await db
        .insert(auditEntries)
        .values({
          id: 2,
          recordedAt: RAVIS_EDIT_AT,
          ...RAVI,
          operation: 'updateBooking',
          entity: 'booking',
          entityId: 1,
          before: { notes: 'Token paid by cheque' },
          after: { notes: 'Token paid by cheque; cleared' },
        })
        .onConflictDoNothing();
      await db
        .insert(bookingChangeNotices)
        .values({
          id: 1,
          userId: ADMIN_ID,
          bookingId: 1,
          auditEntryId: 2,
          changedBy: RAVI.username,
          operation: 'updateBooking',
          occurredAt: RAVIS_EDIT_AT,
        })
        .onConflictDoNothing();
    },
};
