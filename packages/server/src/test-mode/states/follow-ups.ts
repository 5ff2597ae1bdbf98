/** States of cases/follow-ups.ts: booking 1's follow-ups, or the lack of any. */
import { eq } from 'drizzle-orm';
import { bookingFollowUps } from '../../db/schema';
import { ADMIN_ID } from '../baseline';
import type { StateSetups } from '../provider-world';
import { assertNone } from './absence';
import { ensureBookingOne } from './bookings';

const OF_BOOKING_1 = {
  bookingId: 1,
  purpose: 'Payment reminder',
  followUpTakenBy: 'Neha Verma',
  createdBy: ADMIN_ID,
};

export const followUpsStates: StateSetups = {
  'booking 1 has follow-up 1 of 2026-11-10 and follow-up 2 of 2026-11-17, both taken by Neha Verma':
    async ({ db }) => {
      await ensureBookingOne(db);
      await assertNone(db, bookingFollowUps, undefined, 'no follow-up but these two');
      await db.insert(bookingFollowUps).values([
        {
          ...OF_BOOKING_1,
          id: 1,
          followUpDate: '2026-11-10',
          nextFollowUpDate: '2026-11-17',
          followUpUpdate: 'Owner asked for the booking amount schedule; sent by email',
          createdAt: new Date('2026-11-10T12:00:00Z'),
          updatedAt: new Date('2026-11-10T12:00:00Z'),
        },
        {
          ...OF_BOOKING_1,
          id: 2,
          followUpDate: '2026-11-17',
          nextFollowUpDate: '2026-11-24',
          followUpUpdate: 'Owner will pay the booking amount next week',
          createdAt: new Date('2026-11-17T12:00:00Z'),
          updatedAt: new Date('2026-11-17T12:00:00Z'),
        },
      ]);
    },

  'booking 1 has no follow-up': async ({ db }) => {
    await ensureBookingOne(db);
    await assertNone(db, bookingFollowUps, undefined, 'no follow-up at all');
  },

  'no follow-up has id 999': ({ db }) =>
    assertNone(db, bookingFollowUps, eq(bookingFollowUps.id, 999), 'no follow-up 999'),
};
