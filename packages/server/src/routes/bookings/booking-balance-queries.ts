/**
 * Bookings' money as the domain's bookingBalance measures it: the schedule's sale value, or the
 * plot's size × the booking's rate, less what its payments add up to. That is the schedule's
 * received amount, which every receipt and reversal keeps in its own transaction, so a batch
 * reads it with a join on the schedule's key instead of summing the receipts again. The export
 * reads it a batch at a time, the registry's question for one booking.
 */
import { bookingBalance, type BookingBalance } from '@plotline/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { bookings, paymentSchedules, plots } from '../../db/schema';

export async function bookingBalances(
  db: Executor,
  ids: number[],
): Promise<Map<number, BookingBalance>> {
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
