/**
 * One step along the status workflow, with the details the target status needs, recorded in the
 * booking's history. Cancelling frees the plot.
 */
import { freesPlot, type PolicyCaller } from '@plotline/domain';
import type { ChangeOfBooking } from './booking-change';
import { assertStatusChange } from './booking-rules';
import { releasePlot } from './plot-holding-queries';
import { assertRegistryConfirmed } from './registry-balance-check';
import type { StatusChangeValues } from './status-change-input';

export function statusMove(
  { newStatus, details, acceptOutstanding }: StatusChangeValues,
  caller: PolicyCaller,
): ChangeOfBooking {
  return async (tx, current, now) => {
    assertStatusChange(current.bookingStatus, newStatus);
    await assertRegistryConfirmed(tx, current, newStatus, { caller, acceptOutstanding });
    if (freesPlot(newStatus)) await releasePlot(tx, current.plotId, now);
    const registered = newStatus === 'RegistryDone';
    return {
      values: {
        bookingStatus: newStatus,
        // A Registry Done booking's registry date is the actual one (docs/product/workflows.md),
        // as when the form saves it so: it shows the day it was registered, not the one planned.
        ...(registered
          ? {
              registrationNumber: details.registrationNumber,
              ...(details.actualRegistryDate ? { registryDate: details.actualRegistryDate } : {}),
            }
          : {}),
      },
      newStatus: { toStatus: newStatus, ...details },
    };
  };
}
