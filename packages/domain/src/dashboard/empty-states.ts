/** The texts a dashboard section shows when it has nothing to list. */
import { PROJECT_MESSAGES } from '../catalogue/catalogue-messages';
import type { Dashboard } from './dashboard';

export const DASHBOARD_EMPTY_STATES = {
  projectsOverview: PROJECT_MESSAGES.empty,
  channelPartnersOverview: 'No channel partners found',
  overtime: 'No overtime bookings',
} as const;

export type DashboardEmptyStates = Record<keyof typeof DASHBOARD_EMPTY_STATES, string | null>;

/**
 * The empty-state text of each section, or null when it has rows. The partners table always
 * has its Direct Sales row, so it reads 'No channel partners found' (under that row) when no
 * partner is registered.
 */
export function dashboardEmptyStates(dashboard: Dashboard): DashboardEmptyStates {
  const partnerRows = dashboard.channelPartnersOverview.filter(
    (row) => row.channelPartnerId !== null,
  );
  return {
    projectsOverview:
      dashboard.projectsOverview.length === 0 ? DASHBOARD_EMPTY_STATES.projectsOverview : null,
    channelPartnersOverview:
      partnerRows.length === 0 ? DASHBOARD_EMPTY_STATES.channelPartnersOverview : null,
    overtime: dashboard.overtime.cards.length === 0 ? DASHBOARD_EMPTY_STATES.overtime : null,
  };
}
