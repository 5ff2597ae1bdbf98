/** Drill-downs of the Channel Partners Overview cells. */
import { bookingsInColumn, type BookingColumn } from './booking-columns';
import { DIRECT_SALES_LABEL } from './channel-partners-overview';
import type { DashboardInput } from './dashboard-input';
import { bookingDrillDown, type BookingDrillDown } from './drill-down';

function partnerNameOf(input: DashboardInput, channelPartnerId: number | null): string {
  if (channelPartnerId === null) return DIRECT_SALES_LABEL;
  const partner = input.channelPartners.find((candidate) => candidate.id === channelPartnerId);
  if (!partner) throw new RangeError(`Unknown channel partner: ${channelPartnerId}`);
  return partner.name;
}

/** `channelPartnerId` null is the Direct Sales row. */
export function partnerCellBookings(
  input: DashboardInput,
  channelPartnerId: number | null,
  column: BookingColumn,
): BookingDrillDown {
  const name = partnerNameOf(input, channelPartnerId);
  const bookings = input.bookings.filter(
    (booking) => booking.channelPartnerId === channelPartnerId,
  );
  return bookingDrillDown(input, name, bookingsInColumn(bookings, column, input.today));
}
