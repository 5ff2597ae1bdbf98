/**
 * changeBookingStatus: one step along the workflow, with the details the target status needs,
 * recorded in the booking's history. Cancelling frees the plot. It may name the version it was
 * made from: a status change from a list row loaded a while ago must not act on a booking
 * someone has changed since.
 */
import {
  BOOKING_CONFLICT_MESSAGE,
  filledText,
  freesPlot,
  isStaleBookingVersion,
  isValid,
  validateStatusChange,
} from '@plotline/domain';
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema';
import { signedIn, type Handler } from '../../http/handler';
import { conflict, invalid } from '../../http/http-error';
import { lockBooking } from './booking-lock';
import { readBooking } from './booking-record';
import { releasePlot } from './plot-holding';
import { recordStatusChange } from './status-history';
import { assertStatusChange } from './status-rules';

export const changeBookingStatus: Handler<'changeBookingStatus'> = async ({
  db,
  clock,
  params,
  body,
  user,
}) => {
  const caller = signedIn(user);
  const { newStatus } = body;
  const errors = validateStatusChange({
    newStatus,
    remark: body.remark,
    cancellationReason: body.cancellationReason ?? '',
    actualRegistryDate: body.actualRegistryDate ?? '',
    registrationNumber: body.registrationNumber ?? '',
  });
  if (!isValid(errors)) throw invalid(errors);
  const cancelled = newStatus === 'Cancelled';
  const registryDone = newStatus === 'RegistryDone';
  // Only the details of the target status are kept; the dialog may carry the others' defaults.
  const details = {
    remark: filledText(body.remark),
    cancellationReason: cancelled ? filledText(body.cancellationReason ?? '') : null,
    actualRegistryDate: registryDone ? (body.actualRegistryDate ?? null) : null,
    registrationNumber: registryDone ? filledText(body.registrationNumber ?? '') : null,
  };
  const now = clock.now();
  const booking = await db.transaction(async (tx) => {
    const current = await lockBooking(tx, params.id);
    // Judged before the workflow: against a changed booking the workflow's refusal would mislead.
    if (isStaleBookingVersion(body.version, current.version)) {
      throw conflict(BOOKING_CONFLICT_MESSAGE);
    }
    assertStatusChange(current.bookingStatus, newStatus);
    await tx
      .update(bookings)
      .set({
        bookingStatus: newStatus,
        ...(registryDone ? { registrationNumber: details.registrationNumber } : {}),
        version: current.version + 1,
        updatedBy: caller.id,
        updatedAt: now,
      })
      .where(eq(bookings.id, current.id));
    if (freesPlot(newStatus)) await releasePlot(tx, current.plotId, now);
    await recordStatusChange(tx, {
      bookingId: current.id,
      fromStatus: current.bookingStatus,
      toStatus: newStatus,
      ...details,
      changedBy: caller.id,
      changedAt: now,
    });
    return readBooking(tx, current.id);
  });
  return { status: 200, body: booking };
};
