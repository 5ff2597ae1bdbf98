/**
 * A live booking holds its plot: the plot reads Booked while it does and Available again once
 * it does not. The availability check locks the plot row, so concurrent bookings of one plot
 * queue behind each other; the partial unique index bookings_live_plot_key stays the last
 * word on any race the check cannot see.
 */
import type { PlotStatus, SizeUnit } from '@plotline/domain';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { plots } from '../../db/schema';
import { databaseErrorOf } from '../../http/error-handler';
import { conflict } from '../../http/http-error';
import { BOOKING_REFUSALS } from './booking-refusals';

const AVAILABLE = 'Available' satisfies PlotStatus;
const BOOKED = 'Booked' satisfies PlotStatus;
const LIVE_PLOT_INDEX = 'bookings_live_plot_key';

/** Its size too, which a new booking's sale value is worked out from. */
export type LockedPlot = {
  id: number;
  projectId: number;
  status: PlotStatus;
  plotSize: number;
  sizeUnit: SizeUnit;
};

/** The plot, locked until the transaction ends; null when there is no such plot. */
export async function lockPlot(tx: Transaction, plotId: number): Promise<LockedPlot | null> {
  const [plot] = await tx
    .select({
      id: plots.id,
      projectId: plots.projectId,
      status: plots.status,
      plotSize: plots.plotSize,
      sizeUnit: plots.sizeUnit,
    })
    .from(plots)
    .where(eq(plots.id, plotId))
    .for('update');
  return plot ?? null;
}

/** Marks a locked plot Booked; 409 unless it is Available. */
export async function takePlot(tx: Transaction, plot: LockedPlot, now: Date): Promise<void> {
  if (plot.status !== AVAILABLE) {
    throw conflict('plot_not_available', BOOKING_REFUSALS.plotNotAvailable);
  }
  await tx.update(plots).set({ status: BOOKED, updatedAt: now }).where(eq(plots.id, plot.id));
}

export async function releasePlot(tx: Transaction, plotId: number, now: Date): Promise<void> {
  await tx.update(plots).set({ status: AVAILABLE, updatedAt: now }).where(eq(plots.id, plotId));
}

function isLivePlotViolation(error: unknown): boolean {
  const violation = databaseErrorOf(error);
  return violation?.code === '23505' && violation.constraint === LIVE_PLOT_INDEX;
}

/**
 * Runs a change that may book a plot as one transaction, answering 409 when the plot turned out
 * to be held already.
 */
export async function plotBookingTransaction<T>(
  db: Database,
  change: (tx: Transaction) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(change);
  } catch (error) {
    if (isLivePlotViolation(error)) {
      throw conflict('plot_not_available', BOOKING_REFUSALS.plotNotAvailable);
    }
    throw error;
  }
}
