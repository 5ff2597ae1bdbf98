/** States of cases/follow-ups.ts: booking 1's follow-ups, or the lack of any. */
import { addDays, type CalendarDate } from '@plotline/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
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

/** When follow-ups 1 and 2 were taken, and follow-up 2's next date. */
type FollowUpDays = { first: CalendarDate; second: CalendarDate; next: CalendarDate };

/** Follow-up 1 is due again the day follow-up 2 was taken, which settles it. */
async function followUpsOfBookingOne(db: Database, { first, second, next }: FollowUpDays) {
  await ensureBookingOne(db);
  await assertNone(db, bookingFollowUps, undefined, 'no follow-up but these two');
  const takenAt = (day: CalendarDate) => new Date(`${day}T12:00:00Z`);
  await db.insert(bookingFollowUps).values([
    {
      ...OF_BOOKING_1,
      id: 1,
      followUpDate: first,
      nextFollowUpDate: second,
      followUpUpdate: 'Owner asked for the booking amount schedule; sent by email',
      createdAt: takenAt(first),
      updatedAt: takenAt(first),
    },
    {
      ...OF_BOOKING_1,
      id: 2,
      followUpDate: second,
      nextFollowUpDate: next,
      followUpUpdate: 'Owner will pay the booking amount next week',
      createdAt: takenAt(second),
      updatedAt: takenAt(second),
    },
  ]);
}

/** A whole number of days the state's params give, or an error naming it. */
function daysParam(params: Record<string, unknown>, name: string): number {
  const days = params[name];
  if (typeof days !== 'number' || !Number.isInteger(days)) {
    throw new Error(`The state needs the param "${name}" as a whole number of days`);
  }
  return days;
}

export const followUpsStates: StateSetups = {
  'booking 1 has follow-up 1 of 2026-11-10 and follow-up 2 of 2026-11-17, both taken by Neha Verma':
    ({ db }) =>
      followUpsOfBookingOne(db, { first: '2026-11-10', second: '2026-11-17', next: '2026-11-24' }),

  // Which period a next date falls in depends on today: these are dated from the provider's.
  'booking 1 has follow-ups 1 and 2 dated from today': ({ db, clock }, params) => {
    const today = clock.today();
    return followUpsOfBookingOne(db, {
      first: addDays(today, -daysParam(params, 'firstTakenDaysAgo')),
      second: addDays(today, -daysParam(params, 'secondTakenDaysAgo')),
      next: addDays(today, daysParam(params, 'nextInDays')),
    });
  },

  'booking 1 has no follow-up': async ({ db }) => {
    await ensureBookingOne(db);
    await assertNone(db, bookingFollowUps, undefined, 'no follow-up at all');
  },

  'no follow-up has id 999': ({ db }) =>
    assertNone(db, bookingFollowUps, eq(bookingFollowUps.id, 999), 'no follow-up 999'),
};
