/**
 * Registry with part of the sale value unpaid: it happens (a bank's loan pays out after the
 * deed), so it is not refused, but nobody does it without a word. The change must say it was
 * meant (acceptOutstanding), and until then it is answered with how much is still owed, to
 * whoever may see payments (docs/product/workflows.md "Registry").
 */
import { formatRupees } from '../display/format-rupees';
import type { BookingBalance } from '../payments/booking-balance';

/** The confirmation's field, in the status dialog and the booking form. */
export const OUTSTANDING_AT_REGISTRY_LABEL = 'Register with the balance outstanding';

/** Whether moving the booking to Registry Done needs that confirmation. */
export function registryNeedsConfirmation(balance: BookingBalance): boolean {
  return balance.outstanding !== null && balance.outstanding > 0;
}

/**
 * Why the move waits for it: with the amount outstanding, or without it (null) for a caller who
 * may not see payments.
 */
export function outstandingAtRegistryMessage(outstanding: number | null): string {
  const owed =
    outstanding === null
      ? 'Part of the sale value is'
      : `${formatRupees(outstanding)} of the sale value is`;
  return `${owed} still outstanding: confirm to register anyway`;
}
