/**
 * The bookings export's rows: each booking as the list answers it, with its sale value, received
 * and outstanding (booking-balance-queries.ts).
 */
import type { BookingBalance } from '@plotline/domain';
import type { BatchedQuery } from '../../db/batched-read';
import { bookingBalances } from './booking-balance-queries';
import { bookingsListed } from './booking-queries';
import type { BookingListQuery } from './booking-list-query';
import type { BookingResponse } from './booking-response';

export type ExportedBooking = BookingResponse & BookingBalance;

/** The bookings the list query filters, in its order, a batch at a time with their money. */
export function bookingsExported(query: BookingListQuery): BatchedQuery<ExportedBooking> {
  const listed = bookingsListed(query);
  return {
    ...listed,
    rows: async (tx, ids) => {
      const balances = await bookingBalances(tx, ids);
      // Both reads see the export's one snapshot, so every booking listed has its balance.
      return (await listed.rows(tx, ids)).map((booking) => ({
        ...booking,
        ...balances.get(booking.id)!,
      }));
    },
  };
}
