/** A booking as the dashboard's drill-down and overtime modals list it. */
import type { BookingStatus } from '../booking/booking-status';
import { registryDateStatus } from '../booking/registry';
import type { CalendarDate } from '../calendar-date';
import { bookingNumberLabel } from './booking-number-label';
import type { DashboardBooking, DashboardInput } from './dashboard-input';

export const DIRECT_SALE_LABEL = 'Direct Sale';

export type DashboardBookingRow = {
  bookingId: number;
  bookingNumber: string;
  projectId: number;
  projectName: string;
  plotNumber: string;
  clientName: string;
  bookingDate: CalendarDate;
  bookingStatus: BookingStatus;
  registryDate: CalendarDate | null;
  /** 'N days overdue' or 'On track'. */
  registryDateStatus: string;
  /** The partner's name, or 'Direct Sale'. */
  salesChannel: string;
  /** The owner's email, shown beside 'Direct Sale'; null for partner sales. */
  directSaleEmail: string | null;
};

/**
 * Builds rows with lookups made once per call. A name missing from the input (a broken foreign
 * key, see dashboard-input.ts) reads as an empty string rather than failing the whole modal.
 */
export function makeBookingRow(
  input: DashboardInput,
): (booking: DashboardBooking) => DashboardBookingRow {
  const projectNames = new Map(input.projects.map((project) => [project.id, project.name]));
  const plotNumbers = new Map(input.plots.map((plot) => [plot.id, plot.plotNumber]));
  const partnerNames = new Map(input.channelPartners.map((partner) => [partner.id, partner.name]));
  return (booking) => {
    const partnerId = booking.channelPartnerId;
    return {
      bookingId: booking.id,
      bookingNumber: bookingNumberLabel(booking),
      projectId: booking.projectId,
      projectName: projectNames.get(booking.projectId) ?? '',
      plotNumber: plotNumbers.get(booking.plotId) ?? '',
      clientName: booking.plotOwnerName,
      bookingDate: booking.bookingDate,
      bookingStatus: booking.bookingStatus,
      registryDate: booking.registryDate,
      registryDateStatus: registryDateStatus(booking, input.today),
      salesChannel: partnerId === null ? DIRECT_SALE_LABEL : (partnerNames.get(partnerId) ?? ''),
      directSaleEmail: partnerId === null ? booking.plotOwnerEmail : null,
    };
  };
}
