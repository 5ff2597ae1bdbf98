/** States of cases/audit.ts: entries written as the router would have recorded them. */
import { auditEntries } from '../../db/schema';
import { ADMIN_ID } from '../baseline';
import type { StateSetups } from '../provider-world';

export const auditStates: StateSetups = {
  "the audit trail holds admin's move of booking 1 from Token to Booking": async ({ db }) => {
    await db
      .insert(auditEntries)
      .values({
        id: 1,
        recordedAt: new Date('2026-11-22T06:30:00Z'),
        userId: ADMIN_ID,
        username: 'admin',
        operation: 'changeBookingStatus',
        entity: 'booking',
        entityId: 1,
        before: { bookingStatus: 'Token', version: 1 },
        after: { bookingStatus: 'Booking', version: 2 },
      })
      .onConflictDoNothing();
  },
};
