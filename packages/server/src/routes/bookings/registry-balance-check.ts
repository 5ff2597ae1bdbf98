/**
 * Registry Done with part of the sale value unpaid goes ahead only when the change says it was
 * meant (the domain's registry-balance.ts); otherwise 400 on the confirmation's field, with the
 * amount to whoever may see payments. Both ways to Registry Done ask it: the status change and
 * the edit form.
 */
import {
  mayRead,
  outstandingAtRegistryMessage,
  registryNeedsConfirmation,
  type BookingStatus,
  type PolicyCaller,
} from '@plotline/domain';
import type { Transaction } from '../../db/database';
import { invalid } from '../../http/http-error';
import { bookingBalances } from './booking-balance-queries';
import type { LockedBooking } from './booking-queries';

export type RegistryConfirmation = { caller: PolicyCaller; acceptOutstanding: boolean };

/** 400 when the booking moves to Registry Done owing part of its sale value, unconfirmed. */
export async function assertRegistryConfirmed(
  tx: Transaction,
  booking: LockedBooking,
  newStatus: BookingStatus,
  { caller, acceptOutstanding }: RegistryConfirmation,
): Promise<void> {
  if (newStatus !== 'RegistryDone' || acceptOutstanding) return;
  // Read in the change's transaction, with the booking locked: what it owes as stored.
  const balance = (await bookingBalances(tx, [booking.id])).get(booking.id)!;
  if (!registryNeedsConfirmation(balance)) return;
  const shown = mayRead(caller, 'payment') ? balance.outstanding : null;
  throw invalid({ acceptOutstanding: outstandingAtRegistryMessage(shown) });
}
