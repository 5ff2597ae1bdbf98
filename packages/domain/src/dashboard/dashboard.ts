/**
 * Everything the dashboard shows, from the raw tables. This is the reference the server's SQL
 * figures are tested against, so every counting rule lives in the files it calls.
 */
import { channelPartnersOverview, type PartnerOverviewRow } from './channel-partners-overview';
import type { DashboardInput } from './dashboard-input';
import { overtime, type Overtime } from './overtime';
import { projectsOverview, type ProjectOverviewRow } from './projects-overview';
import { summaryCards, type SummaryCards } from './summary-cards';

export type Dashboard = {
  cards: SummaryCards;
  projectsOverview: ProjectOverviewRow[];
  channelPartnersOverview: PartnerOverviewRow[];
  overtime: Overtime;
};

export function buildDashboard(input: DashboardInput): Dashboard {
  return {
    cards: summaryCards(input),
    projectsOverview: projectsOverview(input),
    channelPartnersOverview: channelPartnersOverview(input),
    overtime: overtime(input),
  };
}
