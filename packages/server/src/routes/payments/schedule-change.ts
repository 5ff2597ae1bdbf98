/**
 * Setting or replacing a booking's schedule: every receipt is kept and allocated again over the
 * new instalments, in the same transaction.
 */
import { PAYMENT_MESSAGES } from '@plotline/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { paymentSchedules } from '../../db/schema';
import type { Authorship } from '../../http/authorship';
import { assertScheduleHoldsReceived, type ScheduleValues } from './payment-input';
import { lockPaymentBooking, lockSchedule, replaceInstalments } from './payment-queries';
import { assertNotCancelled, assertScheduleVersionRead } from './payment-refusals';
import { reallocatePayments } from './reallocation';

export async function setSchedule(
  db: Database,
  target: { bookingId: number; readVersion: number | undefined },
  values: ScheduleValues,
  { userId, now }: Authorship,
): Promise<void> {
  await db.transaction(async (tx) => {
    const booking = await lockPaymentBooking(tx, target.bookingId);
    assertNotCancelled(booking.bookingStatus, PAYMENT_MESSAGES.cancelledSchedule);
    const current = await lockSchedule(tx, booking.id);
    assertScheduleVersionRead(current, target.readVersion);
    assertScheduleHoldsReceived(values, current?.receivedAmount ?? 0);
    const { saleValue } = values;
    if (current) {
      await tx
        .update(paymentSchedules)
        .set({ saleValue, version: current.version + 1, updatedBy: userId, updatedAt: now })
        .where(eq(paymentSchedules.bookingId, booking.id));
    } else {
      await tx.insert(paymentSchedules).values({
        bookingId: booking.id,
        saleValue,
        createdBy: userId,
        updatedBy: userId,
        createdAt: now,
        updatedAt: now,
      });
    }
    await replaceInstalments(tx, booking.id, values.instalments);
    await reallocatePayments(tx, booking.id);
  });
}
