/** The texts a dashboard section shows when it has nothing to list. */
import { PROJECT_MESSAGES } from '../catalogue/catalogue-messages';

export const DASHBOARD_EMPTY_STATES = {
  projectsOverview: PROJECT_MESSAGES.empty,
  channelPartnersOverview: 'No channel partners found',
  overtime: 'No overtime bookings',
} as const;
