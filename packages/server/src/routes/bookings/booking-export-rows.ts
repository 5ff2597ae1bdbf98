/**
 * The bookings export's rows: each booking as the list answers it, with its sale value, received
 * and outstanding (the domain's bookingBalance). What its payments add up to is the schedule's
 * received amount, which every receipt and reversal keeps in its own transaction, so a batch
 * reads it with a join on the schedule's key instead of summing the receipts again.
 */
import { bookingBalance, type BookingBalance } from '@plotline/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { BatchedQuery } from '../../db/batched-read';
import type { Executor } from '../../db/database';
import { bookings, paymentSchedules, plots } from '../../db/schema';
import { bookingsListed } from './booking-queries';
import type { BookingListQuery } from './booking-list-query';
import type { BookingResponse } from './booking-response';

export type ExportedBooking = BookingResponse & BookingBalance;

async function balancesOf(db: Executor, ids: number[]): Promise<Map<number, BookingBalance>> {
  const rows = await db
    .select({
      id: bookings.id,
      plotSize: plots.plotSize,
      sizeUnit: plots.sizeUnit,
      plotSaleRate: bookings.plotSaleRate,
      scheduledSaleValue: paymentSchedules.saleValue,
      receivedAmount: paymentSchedules.receivedAmount,
    })
    .from(bookings)
    .innerJoin(plots, eq(plots.id, bookings.plotId))
    // The ids are named to the schedules too, so PostgreSQL reads the batch's schedules by their
    // key: told only the join, it hashed every schedule for each batch (docs/performance.md).
    .leftJoin(
      paymentSchedules,
      and(eq(paymentSchedules.bookingId, bookings.id), inArray(paymentSchedules.bookingId, ids)),
    )
    .where(inArray(bookings.id, ids));
  return new Map(rows.map((row) => [row.id, bookingBalance(row)]));
}

/** The bookings the list query filters, in its order, a batch at a time with their money. */
export function bookingsExported(query: BookingListQuery): BatchedQuery<ExportedBooking> {
  const listed = bookingsListed(query);
  return {
    ...listed,
    rows: async (tx, ids) => {
      const balances = await balancesOf(tx, ids);
      // Both reads see the export's one snapshot, so every booking listed has its balance.
      return (await listed.rows(tx, ids)).map((booking) => ({
        ...booking,
        ...balances.get(booking.id)!,
      }));
    },
  };
}
