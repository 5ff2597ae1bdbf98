/** Follow-ups: calls and visits logged against bookings, and what is due next. */
import { createdStamps } from '../http/authorship';
import type { Handlers } from '../http/handler';
import { streamedList } from '../http/streamed-list';
import { followUpInput } from './follow-ups/follow-up-input';
import {
  deleteFollowUpRow,
  followUpNotFound,
  followUpOr404,
  followUpsDueFrom,
  followUpsNewestFirst,
  followUpsOfBooking,
  insertFollowUp,
  latestFollowUpOf,
  lockFollowUp,
  readFollowUp,
  updateFollowUpRow,
} from './follow-ups/follow-up-queries';
import { followUpsPage } from './follow-ups/follow-up-page-queries';
import { assertBookingInBody, assertBookingInPath } from './follow-ups/followed-booking-queries';

export const followUpsHandlers: Handlers = {
  async listFollowUps({ db }) {
    return streamedList(db, followUpsNewestFirst());
  },

  /** The period is read against the business's today, as the dashboard reads overdue. */
  async listFollowUpsFiltered({ db, query, clock }) {
    return { status: 200, body: await followUpsPage(db, query, clock.today()) };
  },

  async createFollowUp({ db, clock, body, user }) {
    const values = followUpInput(body);
    const stamps = createdStamps(user, clock);
    const followUp = await db.transaction(async (tx) => {
      await assertBookingInBody(tx, values.bookingId);
      const id = await insertFollowUp(tx, { ...values, ...stamps });
      return readFollowUp(tx, id);
    });
    return { status: 201, body: followUp };
  },

  async listUpcomingFollowUps({ db, query }) {
    return streamedList(db, followUpsDueFrom(query.date));
  },

  async listFollowUpsByBooking({ db, params }) {
    await assertBookingInPath(db, params.id);
    return { status: 200, body: await followUpsOfBooking(db, params.id) };
  },

  /** 204 when the booking has no follow-up yet. */
  async getLatestFollowUp({ db, params }) {
    await assertBookingInPath(db, params.id);
    const latest = await latestFollowUpOf(db, params.id);
    return latest ? { status: 200, body: latest } : { status: 204, body: undefined };
  },

  async getFollowUp({ db, params }) {
    return { status: 200, body: await followUpOr404(db, params.id) };
  },

  async updateFollowUp({ db, clock, params, body }) {
    const values = followUpInput(body);
    const now = clock.now();
    const followUp = await db.transaction(async (tx) => {
      await lockFollowUp(tx, params.id);
      await assertBookingInBody(tx, values.bookingId);
      await updateFollowUpRow(tx, params.id, { ...values, updatedAt: now });
      return readFollowUp(tx, params.id);
    });
    return { status: 200, body: followUp };
  },

  async deleteFollowUp({ db, params }) {
    if (!(await deleteFollowUpRow(db, params.id))) throw followUpNotFound();
    return { status: 204, body: undefined };
  },
};
