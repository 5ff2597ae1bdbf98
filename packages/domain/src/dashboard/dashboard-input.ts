/**
 * What the dashboard is computed from. Callers pass every record of each table: active and
 * inactive channel partners alike, and bookings of every status. Dates that arrive as ISO
 * timestamps are cut to their calendar date first (`toCalendarDate`).
 *
 * The dashboard assumes the database's foreign keys hold: each plot and booking names a listed
 * project, each booking a listed plot, and each channelPartnerId is null or a listed partner. A
 * record that breaks this is still counted in the summary cards but lands in no overview row, as
 * an SQL join from projects or partners would leave it out.
 */
import type { BookingStatus } from '../booking/booking-status';
import type { CalendarDate } from '../calendar-date';
import type { SizeUnit } from '../constants';
import type { PlotStatus } from '../constants';

export type DashboardProject = {
  id: number;
  name: string;
};

export type DashboardPlot = {
  id: number;
  projectId: number;
  plotNumber: string;
  status: PlotStatus;
  plotSize: number;
  sizeUnit: SizeUnit;
};

export type DashboardBooking = {
  id: number;
  bookingNumber: string | null;
  projectId: number;
  plotId: number;
  /** Null is a direct sale. */
  channelPartnerId: number | null;
  bookingStatus: BookingStatus;
  bookingDate: CalendarDate;
  registryDate: CalendarDate | null;
  plotOwnerName: string;
  plotOwnerEmail: string | null;
};

export type DashboardChannelPartner = {
  id: number;
  name: string;
};

export type DashboardInput = {
  today: CalendarDate;
  projects: readonly DashboardProject[];
  plots: readonly DashboardPlot[];
  bookings: readonly DashboardBooking[];
  channelPartners: readonly DashboardChannelPartner[];
};
