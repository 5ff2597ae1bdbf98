/** The follow-up lists: all, those due from a date, a booking's, and a booking's latest. */
import { asc, desc, eq, gte } from 'drizzle-orm';
import { bookingFollowUps } from '../../db/schema';
import type { Handler } from '../../http/handler';
import { assertBookingInPath } from './followed-booking';
import { selectFollowUps, toFollowUp } from './follow-up-record';

/** Newest follow-up date first; the id keeps follow-ups of one day in a stable order. */
const NEWEST_FIRST = [desc(bookingFollowUps.followUpDate), desc(bookingFollowUps.id)];

export const listFollowUps: Handler<'listFollowUps'> = async ({ db }) => {
  const rows = await selectFollowUps(db).orderBy(...NEWEST_FIRST);
  return { status: 200, body: rows.map(toFollowUp) };
};

/** Follow-ups whose next call falls on or after the date, soonest first. */
export const listUpcomingFollowUps: Handler<'listUpcomingFollowUps'> = async ({ db, query }) => {
  const rows = await selectFollowUps(db)
    .where(gte(bookingFollowUps.nextFollowUpDate, query.date))
    .orderBy(asc(bookingFollowUps.nextFollowUpDate), asc(bookingFollowUps.id));
  return { status: 200, body: rows.map(toFollowUp) };
};

export const listFollowUpsByBooking: Handler<'listFollowUpsByBooking'> = async ({ db, params }) => {
  await assertBookingInPath(db, params.id);
  const rows = await selectFollowUps(db)
    .where(eq(bookingFollowUps.bookingId, params.id))
    .orderBy(...NEWEST_FIRST);
  return { status: 200, body: rows.map(toFollowUp) };
};

/** 204 when the booking has no follow-up yet. */
export const getLatestFollowUp: Handler<'getLatestFollowUp'> = async ({ db, params }) => {
  await assertBookingInPath(db, params.id);
  const [row] = await selectFollowUps(db)
    .where(eq(bookingFollowUps.bookingId, params.id))
    .orderBy(...NEWEST_FIRST)
    .limit(1);
  return row ? { status: 200, body: toFollowUp(row) } : { status: 204, body: undefined };
};
