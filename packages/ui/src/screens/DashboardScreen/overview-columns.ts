/**
 * The count columns of the two overview tables: their headers (docs/product/screens.md
 * "Dashboard"), and the words that name a count and its drill-down's list, e.g. 'Token bookings'.
 */
import type { BookingColumn, PlotColumn } from '@plotline/domain';
import type { ChannelPartnerOverview, ProjectOverview } from './dashboard-screen-types';

/** What a count counts, in the cell's name ('Token bookings of Green Valley: 4') and the list. */
export const COUNTED: Readonly<Record<BookingColumn | PlotColumn, string>> = {
  totalPlots: 'Plots',
  availablePlots: 'Available plots',
  total: 'All bookings',
  token: 'Token bookings',
  // The Booking status is a confirmed booking (docs/product/workflows.md).
  booking: 'Confirmed bookings',
  registryDone: 'Registry Done bookings',
  cancelled: 'Cancelled bookings',
  days0to30: 'Bookings 0-30 days old',
  days31to60: 'Bookings 30-60 days old',
  days61to90: 'Bookings 60-90 days old',
  extraTime: 'Extra Time bookings',
};

export type ProjectCountColumn = {
  id: Exclude<keyof ProjectOverview, 'projectId' | 'projectName'>;
  name: string;
} & (
  | { panel: 'projectPlots'; column: PlotColumn }
  | { panel: 'projectBookings'; column: BookingColumn }
);

export const PROJECT_COUNT_COLUMNS: readonly ProjectCountColumn[] = [
  { id: 'totalPlots', name: 'Total Plots', panel: 'projectPlots', column: 'totalPlots' },
  {
    id: 'availablePlots',
    name: 'Available Plots',
    panel: 'projectPlots',
    column: 'availablePlots',
  },
  { id: 'token', name: 'Token', panel: 'projectBookings', column: 'token' },
  { id: 'booking', name: 'Booking', panel: 'projectBookings', column: 'booking' },
  { id: 'extraTime', name: 'Extra Time', panel: 'projectBookings', column: 'extraTime' },
  { id: 'registryDone', name: 'Registry Done', panel: 'projectBookings', column: 'registryDone' },
];

export const PARTNER_COUNT_COLUMNS: readonly {
  id: Exclude<keyof ChannelPartnerOverview, 'channelPartnerId' | 'partnerName'>;
  name: string;
}[] = [
  { id: 'total', name: 'Total' },
  { id: 'token', name: 'Token' },
  { id: 'booking', name: 'Booking' },
  { id: 'registryDone', name: 'Registry Done' },
  { id: 'cancelled', name: 'Cancelled' },
  { id: 'days0to30', name: '0-30 Days' },
  { id: 'days31to60', name: '30-60 Days' },
  { id: 'days61to90', name: '60-90 Days' },
  { id: 'extraTime', name: 'Extra Time' },
];
