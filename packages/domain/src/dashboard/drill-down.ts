/**
 * The modal a count cell opens: 'Plots for X' or 'Bookings for X', summary tiles and the list
 * behind the count.
 */
import {
  BOOKING_STATUSES,
  bookingStatusLabel,
  type BookingStatus,
} from '../booking/booking-status';
import { daysBetween } from '../calendar-date';
import { PLOT_STATUSES, type PlotStatus } from '../constants';
import { makeBookingRow, type DashboardBookingRow } from './booking-row';
import type { DashboardBooking, DashboardInput, DashboardPlot } from './dashboard-input';
import { compareNames } from './sort-order';

/**
 * One tile per status present in the list, in the workflow order of the statuses; a status with
 * no item gets no tile, so a Token cell shows a single Token tile rather than four zeros.
 */
export type DrillDownTile<S extends string> = {
  status: S;
  label: string;
  count: number;
};

export type PlotDrillDown = {
  title: string;
  tiles: DrillDownTile<PlotStatus>[];
  /** By plot number as people read it ('2' before '10'), ties by id. */
  plots: DashboardPlot[];
};

export type BookingDrillDown = {
  title: string;
  tiles: DrillDownTile<BookingStatus>[];
  /** Newest booking date first, like the bookings list; ties by booking id. */
  bookings: DashboardBookingRow[];
};

function tiles<S extends string>(
  statuses: readonly S[],
  statusesOfItems: readonly S[],
  label: (status: S) => string,
): DrillDownTile<S>[] {
  return statuses
    .map((status) => ({
      status,
      label: label(status),
      count: statusesOfItems.filter((itemStatus) => itemStatus === status).length,
    }))
    .filter((tile) => tile.count > 0);
}

export function plotDrillDown(name: string, plots: readonly DashboardPlot[]): PlotDrillDown {
  return {
    title: `Plots for ${name}`,
    tiles: tiles(
      PLOT_STATUSES,
      plots.map((plot) => plot.status),
      (status) => status,
    ),
    plots: [...plots].sort((a, b) => compareNames(a.plotNumber, b.plotNumber) || a.id - b.id),
  };
}

export function bookingDrillDown(
  input: DashboardInput,
  name: string,
  bookings: readonly DashboardBooking[],
): BookingDrillDown {
  return {
    title: `Bookings for ${name}`,
    tiles: tiles(
      BOOKING_STATUSES,
      bookings.map((booking) => booking.bookingStatus),
      bookingStatusLabel,
    ),
    bookings: bookings
      .map(makeBookingRow(input))
      .sort((a, b) => daysBetween(a.bookingDate, b.bookingDate) || a.bookingId - b.bookingId),
  };
}
