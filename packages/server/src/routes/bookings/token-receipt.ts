/**
 * A new booking's token taken as received (docs/payments.md "The token as received"). In the
 * booking's own transaction its payment schedule is set from the domain's TOKEN_SCHEDULE_PLAN_ID
 * and the token recorded as its first payment, through the Payments section's own setSchedule
 * and recordPayment, so the receipt is numbered, allocated and earns commission as any other.
 */
import {
  PAYMENT_MESSAGES,
  PAYMENT_PERMISSIONS,
  tokenPaymentSchedule,
  validateTokenPayment,
  type BookingForm,
  type CalendarDate,
  type PlotSize,
} from '@plotline/domain';
import { permissionsNeeded } from '../../access/operation-gate';
import type { SignedInUser } from '../../auth/signed-in-user';
import type { Transaction } from '../../db/database';
import type { Authorship } from '../../http/authorship';
import { assertValid, forbidden } from '../../http/http-error';
import type { EntryValues } from '../payments/payment-input';
import { recordPayment } from '../payments/payment-record';
import { setSchedule } from '../payments/schedule-change';
import type { BookingValues } from './booking-input';

/** The token to record: the booking form it is judged in, and the payment to record. */
export type TokenReceipt = { form: BookingForm; payment: EntryValues };

/** 403 unless the caller may record payments, as the Payments section's own operations need. */
export function assertMayRecordToken(caller: SignedInUser): void {
  const needed = permissionsNeeded({ kind: 'permission', name: PAYMENT_PERMISSIONS.create });
  const missing = needed.find((permission) => !caller.permissions.has(permission));
  if (missing) throw forbidden(PAYMENT_MESSAGES.tokenPaymentNotPermitted(missing));
}

/**
 * Sets the new booking's schedule and records its token against it; 400 with the form's field
 * names when the token and booking amount pass the sale value the plot's size gives.
 */
export async function receiveToken(
  tx: Transaction,
  booking: { id: number; values: BookingValues; plot: PlotSize },
  token: TokenReceipt,
  author: Authorship,
  today: CalendarDate,
): Promise<void> {
  assertValid(validateTokenPayment(token.form, { today, plot: booking.plot }));
  const schedule = tokenPaymentSchedule(booking.values, booking.plot);
  // Nested in the booking's transaction, each is a savepoint: a refusal undoes the booking too.
  await setSchedule(tx, { bookingId: booking.id, readVersion: undefined }, schedule, author);
  await recordPayment(tx, booking.id, token.payment, author, today);
}
