/** States of the dashboard cases (cases/dashboard.ts): a partner with no sales, or no business. */
import { eq } from 'drizzle-orm';
import { bookingFollowUps, bookings, channelPartners, plots, projects } from '../../db/schema';
import type { StateSetups } from '../provider-world';
import { assertNone } from './absence';
import { ensureRakeshVerma } from './channel-partners';

export const dashboardStates: StateSetups = {
  'channel partner 1 Rakesh Verma exists and has no bookings': async ({ db }) => {
    await ensureRakeshVerma(db);
    await assertNone(db, bookings, eq(bookings.channelPartnerId, 1), 'no booking of partner 1');
  },

  // Users, roles and amenities may exist; the business itself is empty.
  'no project, plot, booking or channel partner exists': async ({ db }) => {
    for (const table of [projects, plots, bookings, bookingFollowUps, channelPartners]) {
      await assertNone(db, table, undefined, 'an empty business');
    }
  },
};
