/**
 * What the payments paid of each instalment, worked out again from scratch (the domain's
 * allocatePayments) and kept in the instalments' rows and the schedule's received amount, in the
 * transaction of the change that moved it: a receipt, a reversal or a new schedule.
 */
import { allocatePayments, sumRupees } from '@plotline/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { instalments, paymentSchedules, receipts } from '../../db/schema';
import { instalmentsOf } from './payment-queries';

export async function reallocatePayments(tx: Transaction, bookingId: number): Promise<void> {
  const scheduled = await instalmentsOf(tx, bookingId);
  const payments = await tx
    .select({ id: receipts.id, receivedOn: receipts.receivedOn, amount: receipts.amount })
    .from(receipts)
    .where(and(eq(receipts.bookingId, bookingId), isNull(receipts.reversedAt)));
  const allocation = allocatePayments(
    scheduled,
    payments.map((payment) => ({ ...payment, reversed: false })),
  );
  const storedPaid = new Map(scheduled.map((row) => [row.id, row.paidAmount]));
  const changed = allocation.instalments.filter(({ id, paid }) => storedPaid.get(id) !== paid);
  if (changed.length > 0) {
    const values = sql.join(
      changed.map(({ id, paid }) => sql`(${id}::integer, ${paid}::numeric)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${instalments} set paid_amount = allocated.paid
      from (values ${values}) as allocated (id, paid)
      where ${instalments.id} = allocated.id`);
  }
  await tx
    .update(paymentSchedules)
    .set({ receivedAmount: sumRupees(payments.map(({ amount }) => amount)) })
    .where(eq(paymentSchedules.bookingId, bookingId));
}
