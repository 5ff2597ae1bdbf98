/**
 * Registry Done with part of the sale value unpaid goes ahead only when the change says it was
 * meant (the domain's registry-balance.ts); otherwise 400 on the confirmation's field, with the
 * amount to whoever may see payments. Both ways to Registry Done ask it: the status change and
 * the edit form.
 */
import {
  bookingBalance,
  mayRead,
  outstandingAtRegistryMessage,
  registryNeedsConfirmation,
  type BookingStatus,
  type PolicyCaller,
} from '@plotline/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { paymentSchedules, plots } from '../../db/schema';
import { invalid } from '../../http/http-error';
import type { LockedBooking } from './booking-queries';

export type RegistryConfirmation = { caller: PolicyCaller; acceptOutstanding: boolean };

/** What the stored booking still owes: its schedule's, or its plot's size × its rate. */
async function balanceOf(tx: Transaction, booking: LockedBooking) {
  const [money] = await tx
    .select({
      plotSize: plots.plotSize,
      sizeUnit: plots.sizeUnit,
      scheduledSaleValue: paymentSchedules.saleValue,
      receivedAmount: paymentSchedules.receivedAmount,
    })
    .from(plots)
    .leftJoin(paymentSchedules, eq(paymentSchedules.bookingId, booking.id))
    .where(eq(plots.id, booking.plotId));
  return bookingBalance({ ...money!, plotSaleRate: booking.plotSaleRate });
}

/** 400 when the booking moves to Registry Done owing part of its sale value, unconfirmed. */
export async function assertRegistryConfirmed(
  tx: Transaction,
  booking: LockedBooking,
  newStatus: BookingStatus,
  { caller, acceptOutstanding }: RegistryConfirmation,
): Promise<void> {
  if (newStatus !== 'RegistryDone' || acceptOutstanding) return;
  const balance = await balanceOf(tx, booking);
  if (!registryNeedsConfirmation(balance)) return;
  const shown = mayRead(caller, 'payment') ? balance.outstanding : null;
  throw invalid({ acceptOutstanding: outstandingAtRegistryMessage(shown) });
}
