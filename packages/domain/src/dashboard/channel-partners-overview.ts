/**
 * The 'Channel Partners Overview' table: Direct Sales first, then each partner by name as people
 * read it (compareNames).
 */
import { BOOKING_COLUMNS, countBookingColumns, type BookingColumn } from './booking-columns';
import type { DashboardInput } from './dashboard-input';
import { groupBy } from './group-by';
import { compareNames } from './sort-order';

export const DIRECT_SALES_LABEL = 'Direct Sales';

export type PartnerOverviewRow = {
  /** Null is the Direct Sales row. */
  channelPartnerId: number | null;
  partnerName: string;
} & Record<BookingColumn, number>;

/**
 * The Direct Sales row is always there, with zeros when nothing was sold directly, so the table
 * keeps its shape and its Total column always adds up to the Total Bookings card.
 */
export function channelPartnersOverview(input: DashboardInput): PartnerOverviewRow[] {
  const bookingsByPartner = groupBy(input.bookings, (booking) => booking.channelPartnerId);
  const row = (channelPartnerId: number | null, partnerName: string): PartnerOverviewRow => ({
    channelPartnerId,
    partnerName,
    ...countBookingColumns(
      bookingsByPartner.get(channelPartnerId) ?? [],
      BOOKING_COLUMNS,
      input.today,
    ),
  });
  const partners = [...input.channelPartners].sort(
    (a, b) => compareNames(a.name, b.name) || a.id - b.id,
  );
  return [
    row(null, DIRECT_SALES_LABEL),
    ...partners.map((partner) => row(partner.id, partner.name)),
  ];
}
