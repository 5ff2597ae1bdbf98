/**
 * updateBooking: the edit modal's save. It must name the version it read, may move the status
 * only along the workflow, and may move the booking to another plot, which frees the old one.
 */
import {
  BOOKING_CONFLICT_MESSAGE,
  holdsPlot,
  isStaleBookingVersion,
  type BookingStatus,
} from '@plotline/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { bookings } from '../../db/schema';
import { signedIn, type Handler } from '../../http/handler';
import { conflict } from '../../http/http-error';
import { validBooking } from './booking-input';
import { lockBooking } from './booking-lock';
import { readBooking } from './booking-record';
import { checkReferences } from './booking-references';
import { releasePlot, takePlot, withLivePlotGuard, type LockedPlot } from './plot-holding';
import { recordStatusChange, registryEnteredInForm } from './status-history';
import { assertStatusChange } from './status-rules';

type Holding = { plotId: number; status: BookingStatus };

/** Frees the plot the booking stops holding and books the one it starts holding. */
async function moveHolding(
  tx: Transaction,
  before: Holding,
  after: Holding & { plot: LockedPlot },
  now: Date,
): Promise<void> {
  const heldBefore = holdsPlot(before.status);
  const heldAfter = holdsPlot(after.status);
  const samePlot = before.plotId === after.plotId;
  if (heldBefore && !(heldAfter && samePlot)) await releasePlot(tx, before.plotId, now);
  if (heldAfter && !(heldBefore && samePlot)) await takePlot(tx, after.plot, now);
}

export const updateBooking: Handler<'updateBooking'> = async ({
  db,
  clock,
  params,
  body,
  user,
}) => {
  const caller = signedIn(user);
  const values = validBooking(body);
  const now = clock.now();
  const booking = await withLivePlotGuard(() =>
    db.transaction(async (tx) => {
      const current = await lockBooking(tx, params.id);
      if (isStaleBookingVersion(body.version, current.version)) {
        throw conflict(BOOKING_CONFLICT_MESSAGE);
      }
      const statusChanged = values.bookingStatus !== current.bookingStatus;
      if (statusChanged) assertStatusChange(current.bookingStatus, values.bookingStatus);
      const plot = await checkReferences(tx, values, current.channelPartnerId);
      await moveHolding(
        tx,
        { plotId: current.plotId, status: current.bookingStatus },
        { plotId: plot.id, status: values.bookingStatus, plot },
        now,
      );
      await tx
        .update(bookings)
        .set({
          ...values,
          // The booking form never carries metadata, so a save from it keeps what other tools set.
          metadata: body.metadata === undefined ? current.metadata : body.metadata,
          version: current.version + 1,
          updatedBy: caller.id,
          updatedAt: now,
        })
        .where(eq(bookings.id, current.id));
      if (statusChanged) {
        await recordStatusChange(tx, {
          bookingId: current.id,
          fromStatus: current.bookingStatus,
          toStatus: values.bookingStatus,
          ...registryEnteredInForm(values),
          changedBy: caller.id,
          changedAt: now,
        });
      }
      return readBooking(tx, current.id);
    }),
  );
  return { status: 200, body: booking };
};
