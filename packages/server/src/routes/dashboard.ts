/** The dashboard: every figure computed by the database as of the business's today. */
import type { Handlers } from '../http/handler';
import { channelPartnersOverview } from './dashboard/partner-overview-queries';
import { overtimeBookings } from './dashboard/overtime-queries';
import { projectsOverview } from './dashboard/project-overview-queries';
import { summaryCards } from './dashboard/summary-card-queries';

export const dashboardHandlers: Handlers = {
  async getDashboardSummary({ db, clock }) {
    const asOf = clock.today();
    // One snapshot, so the cards always add up to the overview rows beneath them.
    const summary = await db.transaction(
      async (tx) => ({
        cards: await summaryCards(tx, asOf),
        projectsOverview: await projectsOverview(tx, asOf),
        channelPartnersOverview: await channelPartnersOverview(tx, asOf),
        overtime: await overtimeBookings(tx, asOf),
      }),
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    return { status: 200, body: { asOf, ...summary } };
  },
};
