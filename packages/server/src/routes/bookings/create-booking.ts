/**
 * createBooking: books an Available plot. The check, the insert, the plot's new status and
 * the first history entry are one transaction, so 50 simultaneous bookings of one plot make
 * exactly one booking and 49 refusals.
 */
import { signedIn, type Handler } from '../../http/handler';
import { bookings } from '../../db/schema';
import { validBooking } from './booking-input';
import { bookingNumberFor, reserveBookingId } from './booking-number';
import { readBooking } from './booking-record';
import { checkReferences } from './booking-references';
import { takePlot, withLivePlotGuard } from './plot-holding';
import { recordStatusChange, registryEnteredInForm } from './status-history';
import { assertCreatableStatus } from './status-rules';

export const createBooking: Handler<'createBooking'> = async ({ db, clock, body, user }) => {
  const caller = signedIn(user);
  const values = validBooking(body);
  assertCreatableStatus(values.bookingStatus);
  const now = clock.now();
  const booking = await withLivePlotGuard(() =>
    db.transaction(async (tx) => {
      const plot = await checkReferences(tx, values);
      await takePlot(tx, plot, now);
      const id = await reserveBookingId(tx);
      await tx.insert(bookings).values({
        ...values,
        id,
        bookingNumber: bookingNumberFor(id),
        metadata: body.metadata ?? null,
        createdBy: caller.id,
        updatedBy: caller.id,
        createdAt: now,
        updatedAt: now,
      });
      await recordStatusChange(tx, {
        bookingId: id,
        fromStatus: null,
        toStatus: values.bookingStatus,
        ...registryEnteredInForm(values),
        changedBy: caller.id,
        changedAt: now,
      });
      return readBooking(tx, id);
    }),
  );
  return { status: 201, body: booking };
};
