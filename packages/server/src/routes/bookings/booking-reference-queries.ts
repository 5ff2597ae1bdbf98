/**
 * The records a booking body points at must exist: its project, a plot of that project and,
 * for a sale through a channel partner, an active partner. A body that points nowhere is bad
 * input (400), not a missing path record.
 */
import type { FieldErrors } from '@plotline/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { rowExists } from '../../db/row-queries';
import { channelPartners, projects } from '../../db/schema';
import { invalid } from '../../http/http-error';
import { NOT_FOUND_MESSAGES } from '../../http/not-found-messages';
import { BOOKING_REFUSALS } from './booking-refusals';
import { lockPlot, type LockedPlot } from './plot-holding-queries';

export type BookingReferences = {
  projectId: number;
  plotId: number;
  channelPartnerId: number | null;
};

async function channelPartnerProblem(
  tx: Transaction,
  channelPartnerId: number,
  keptFromBefore: boolean,
): Promise<string | null> {
  const [partner] = await tx
    .select({ isActive: channelPartners.isActive })
    .from(channelPartners)
    .where(eq(channelPartners.id, channelPartnerId));
  if (!partner) return NOT_FOUND_MESSAGES.channelPartner;
  // A partner deactivated after the sale stays on the bookings made through them.
  if (!partner.isActive && !keptFromBefore) return BOOKING_REFUSALS.channelPartnerInactive;
  return null;
}

/**
 * Checks what the booking points at and answers its plot, locked for the transaction.
 * `previousChannelPartnerId` is the partner an edited booking already had.
 */
export async function checkReferences(
  tx: Transaction,
  references: BookingReferences,
  previousChannelPartnerId: number | null = null,
): Promise<LockedPlot> {
  const errors: FieldErrors = {};
  if (!(await rowExists(tx, projects, references.projectId))) {
    errors.projectId = NOT_FOUND_MESSAGES.project;
  }
  const plot = await lockPlot(tx, references.plotId);
  if (!plot) errors.plotId = NOT_FOUND_MESSAGES.plot;
  else if (plot.projectId !== references.projectId) {
    errors.plotId = BOOKING_REFUSALS.plotOutsideProject;
  }
  if (references.channelPartnerId !== null) {
    const problem = await channelPartnerProblem(
      tx,
      references.channelPartnerId,
      references.channelPartnerId === previousChannelPartnerId,
    );
    if (problem) errors.channelPartnerId = problem;
  }
  if (!plot || Object.keys(errors).length > 0) throw invalid(errors);
  return plot;
}
