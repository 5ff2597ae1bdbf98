/**
 * The edit modal's save as a change of the booking: the status moves only along the workflow,
 * and a move to another plot frees the old one.
 */
import { holdsPlot, type BookingStatus } from '@plotline/domain';
import type { Transaction } from '../../db/database';
import type { BookingValues } from './booking-input';
import { checkReferences } from './booking-reference-queries';
import type { ChangeOfBooking } from './booking-change';
import { assertStatusChange, registryEnteredInForm } from './booking-rules';
import { releasePlot, takePlot, type LockedPlot } from './plot-holding-queries';
import { assertRegistryConfirmed, type RegistryConfirmation } from './registry-balance-check';

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

/** The form's values replace the booking's; metadata left out keeps what other tools set. */
export function bookingEdit(
  values: BookingValues,
  metadata: string | null | undefined,
  registry: RegistryConfirmation,
): ChangeOfBooking {
  return async (tx, current, now) => {
    const statusChanged = values.bookingStatus !== current.bookingStatus;
    if (statusChanged) {
      assertStatusChange(current.bookingStatus, values.bookingStatus);
      // Judged on the booking as stored: what it owed when the registry was done.
      await assertRegistryConfirmed(tx, current, values.bookingStatus, registry);
    }
    const plot = await checkReferences(tx, values, current.channelPartnerId);
    await moveHolding(
      tx,
      { plotId: current.plotId, status: current.bookingStatus },
      { plotId: plot.id, status: values.bookingStatus, plot },
      now,
    );
    return {
      values: { ...values, metadata: metadata === undefined ? current.metadata : metadata },
      newStatus: statusChanged
        ? { toStatus: values.bookingStatus, ...registryEnteredInForm(values) }
        : null,
    };
  };
}
