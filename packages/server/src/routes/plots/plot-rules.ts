/** What may change on a plot that a booking holds. */
import type { PlotStatus } from '@plotline/domain';
import { conflict } from '../../http/http-error';
import type { PlotValues } from './plot-input';

/**
 * A booked plot's project and status belong to its booking until the booking lets go: 409 when
 * the edit would move the plot or change its status while `holder` holds it.
 */
export function assertHolderAllows(
  plot: { plotNumber: string; projectId: number; status: PlotStatus },
  values: PlotValues,
  holder: { bookingNumber: string } | null,
): void {
  if (!holder) return;
  const heldBy = `Plot ${plot.plotNumber} is held by booking ${holder.bookingNumber}`;
  if (values.projectId !== plot.projectId) {
    throw conflict('plot_held_by_booking', `${heldBy} and cannot be moved to another project`);
  }
  if (values.status !== plot.status) {
    throw conflict(
      'plot_held_by_booking',
      values.status === 'Available'
        ? `${heldBy} and cannot be made available`
        : `${heldBy}; its status follows the booking`,
    );
  }
}
