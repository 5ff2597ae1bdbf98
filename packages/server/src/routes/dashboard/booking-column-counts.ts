/** Every booking column of one project, partner or the direct sales: its tallies and live counts. */
import type { BookingColumn } from '@plotline/domain';
import type { LiveColumnCounts } from './live-booking-queries';
import { allStatuses, type BookingStatusCounts } from './tally-queries';

/** Total counts every booking, Pending included, as the domain's Total column does. */
export function bookingColumnCounts(
  statuses: BookingStatusCounts,
  live: LiveColumnCounts,
): Record<BookingColumn, number> {
  return {
    total: allStatuses(statuses),
    token: statuses.Token,
    booking: statuses.Booking,
    registryDone: statuses.RegistryDone,
    cancelled: statuses.Cancelled,
    days0to30: live.days0to30,
    days31to60: live.days31to60,
    days61to90: live.days61to90,
    extraTime: live.extraTime,
  };
}
