/**
 * The bookings of the planned plots, numbered in the order they were made, with their status
 * history and follow-ups. A plot may have had a booking cancelled before its current one.
 */
import { addDays, daysBetween, type CalendarDate } from '@plotline/domain';
import { getTableName, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { inChunks } from '../../db/in-chunks';
import { bookingFollowUps, bookings, bookingStatusChanges } from '../../db/schema';
import { bookingNumberFor } from '../../routes/bookings/booking-number';
import type { Random } from './random';
import {
  demoSale,
  type DemoBookingStatus,
  type DemoSale,
  type SaleContext,
  type SaleWindow,
} from './sales';
import type { SeededPartners } from './seed-partners';
import type { PlannedPlot } from './seed-plots';
import { later } from './timeline';

/** How many days back a booking of each final status was made, youngest to oldest. */
const AGES: Readonly<Record<DemoBookingStatus, readonly [number, number]>> = {
  Token: [2, 80],
  Booking: [15, 130],
  RegistryDone: [60, 320],
  Cancelled: [20, 250],
};

/** Rows are inserted in batches small enough for any driver's parameter limit. */
const BATCH = 200;

function windowFor(
  status: DemoBookingStatus,
  launchedOn: CalendarDate,
  today: CalendarDate,
): SaleWindow {
  const [youngest, oldest] = AGES[status];
  const to = addDays(today, -youngest);
  return {
    from: later(addDays(launchedOn, 1), addDays(today, -oldest)),
    to,
    endBy: addDays(today, -1),
  };
}

function salesOf(context: SaleContext, { plot, fate, launchedOn }: PlannedPlot): DemoSale[] {
  if (fate === 'unsold' || fate === 'hold' || fate === 'soldBefore') return [];
  const { random, today } = context;
  const status: DemoBookingStatus = fate === 'cancelled' ? 'Cancelled' : fate;
  const current = demoSale(context, plot, status, windowFor(status, launchedOn, today));
  if (fate === 'cancelled' || !random.chance(0.12)) return [current];
  // An earlier buyer backed out before the current one booked.
  const before = addDays(current.booking.bookingDate, -10);
  const from = addDays(launchedOn, 1);
  if (daysBetween(from, before) < 0) return [current];
  const endBy = addDays(current.booking.bookingDate, -1);
  return [demoSale(context, plot, 'Cancelled', { from, to: before, endBy }), current];
}

/**
 * Takes the ids from the bookings' own sequence, as the API does when it numbers a new booking,
 * so the demo's numbers follow the same rule and later bookings carry on after them.
 */
async function reserveBookingIds(tx: Executor, count: number): Promise<number[]> {
  const sequence = sql`pg_get_serial_sequence(${getTableName(bookings)}, ${bookings.id.name})`;
  const rows = await tx
    .select({ id: sql<number>`nextval(${sequence})::int` })
    .from(sql`generate_series(1, ${count}::int)`);
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

export async function insertInBatches<T>(
  rows: readonly T[],
  insert: (batch: T[]) => Promise<unknown>,
) {
  for (const batch of inChunks(rows, BATCH)) await insert(batch);
}

/** A demo booking as saved, with its id. */
export type SeededBooking = DemoSale & { id: number };

/** The bookings saved, in the order they were made. */
export async function seedSales(
  tx: Executor,
  random: Random,
  adminId: number,
  today: CalendarDate,
  plots: readonly PlannedPlot[],
  partners: SeededPartners,
): Promise<SeededBooking[]> {
  const context: SaleContext = {
    random,
    today,
    adminId,
    activePartnerIds: partners.activeIds,
    allPartnerIds: partners.allIds,
  };
  const sales = plots
    .flatMap((planned) => salesOf(context, planned))
    .sort((a, b) => a.booking.createdAt.getTime() - b.booking.createdAt.getTime());
  // Ids in the order the bookings were made, so their numbers run in that order too.
  const ids = await reserveBookingIds(tx, sales.length);
  const numbered: SeededBooking[] = sales.map((sale, i) => ({ ...sale, id: ids[i] as number }));
  await insertInBatches(numbered, (batch) =>
    tx
      .insert(bookings)
      .values(
        batch.map(({ id, booking }) => ({ ...booking, id, bookingNumber: bookingNumberFor(id) })),
      ),
  );
  const history = numbered.flatMap(({ id, history }) =>
    history.map((change) => ({ ...change, bookingId: id })),
  );
  await insertInBatches(history, (batch) => tx.insert(bookingStatusChanges).values(batch));
  const followUps = numbered.flatMap(({ id, followUps }) =>
    followUps.map((followUp) => ({ ...followUp, bookingId: id })),
  );
  await insertInBatches(followUps, (batch) => tx.insert(bookingFollowUps).values(batch));
  return numbered;
}
