import type { DashboardGrants } from './dashboard-screen-types';

/** A host that says nothing of the viewer's reads: every list is shown as the host sends it. */
export const EVERY_LIST: DashboardGrants = { readBookings: true, readPlots: true };
