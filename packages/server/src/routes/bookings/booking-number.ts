/** Booking numbers are the server's: BK- and the booking's id, zero-padded to four digits. */
import { getTableName, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { bookings } from '../../db/schema';

export function bookingNumberFor(id: number): string {
  return `BK-${String(id).padStart(4, '0')}`;
}

/**
 * Takes the next booking id from the table's sequence before the insert, so the number can be
 * written with the row instead of patched in by a second statement.
 */
export async function reserveBookingId(tx: Transaction): Promise<number> {
  const sequence = sql`pg_get_serial_sequence(${getTableName(bookings)}, ${bookings.id.name})`;
  const [reserved] = await tx
    .select({ id: sql<number>`nextval(${sequence})::int` })
    .from(sql`(values (1)) as reservation`);
  if (!reserved) throw new Error('The bookings sequence gave no id');
  return reserved.id;
}
