/**
 * Commission payouts: recorded against the partner's balance, judged with the partner locked so
 * two payouts at once cannot both spend it, and reversed like a payment.
 */
import type { components } from '@plotline/api-client/schema';
import {
  PAYMENT_MESSAGES,
  payoutNumber,
  validatePayout,
  type CalendarDate,
} from '@plotline/domain';
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor, Transaction } from '../../db/database';
import { channelPartners, commissionPayouts, userDisplayName, users } from '../../db/schema';
import type { Authorship } from '../../http/authorship';
import { conflict, notFound } from '../../http/http-error';
import { NOT_FOUND_MESSAGES } from '../../http/not-found-messages';
import { channelPartnerNotFound } from '../channel-partners/partner-queries';
import type { EntryValues } from '../payments/payment-input';
import { assertAmountOwed } from '../payments/payment-refusals';
import { partnerCommission } from './commission-queries';

export type CommissionPayoutResponse = components['schemas']['CommissionPayout'];

export const payoutNotFound = () => notFound(NOT_FOUND_MESSAGES.commissionPayout);

export type CommissionPartner = { id: number; name: string; commissionRate: number };

const partnerColumns = {
  id: channelPartners.id,
  name: channelPartners.name,
  commissionRate: channelPartners.commissionRate,
};

export async function commissionPartnerOr404(db: Executor, id: number): Promise<CommissionPartner> {
  const [partner] = await db
    .select(partnerColumns)
    .from(channelPartners)
    .where(eq(channelPartners.id, id));
  if (!partner) throw channelPartnerNotFound();
  return partner;
}

/** The partner, locked as the audit trail locks it, so its payouts queue up; or 404. */
async function lockCommissionPartner(tx: Transaction, id: number): Promise<CommissionPartner> {
  const [partner] = await tx
    .select(partnerColumns)
    .from(channelPartners)
    .where(eq(channelPartners.id, id))
    .for('no key update');
  if (!partner) throw channelPartnerNotFound();
  return partner;
}

const creators = alias(users, 'creators');
const reversers = alias(users, 'reversers');

export async function payoutOr404(db: Executor, id: number): Promise<CommissionPayoutResponse> {
  const [row] = await db
    .select({
      payout: getTableColumns(commissionPayouts),
      createdByName: userDisplayName(creators),
      reversedByName: userDisplayName(reversers),
    })
    .from(commissionPayouts)
    .leftJoin(creators, eq(creators.id, commissionPayouts.createdBy))
    .leftJoin(reversers, eq(reversers.id, commissionPayouts.reversedBy))
    .where(eq(commissionPayouts.id, id));
  if (!row) throw payoutNotFound();
  const { payout } = row;
  return {
    id: payout.id,
    payoutNumber: payout.payoutNumber,
    channelPartnerId: payout.channelPartnerId,
    paidOn: payout.paidOn,
    amount: payout.amount,
    mode: payout.mode,
    reference: payout.reference,
    remarks: payout.remarks,
    createdAt: payout.createdAt.toISOString(),
    createdByName: row.createdByName as string | null,
    reversal:
      payout.reversedAt && payout.reversalReason !== null
        ? {
            reversedAt: payout.reversedAt.toISOString(),
            reversedByName: row.reversedByName as string | null,
            reason: payout.reversalReason,
          }
        : null,
  };
}

/** The new payout's id; 409 when the amount is more than the partner's balance. */
export async function recordPayout(
  db: Database,
  partnerId: number,
  payout: EntryValues,
  { userId, now }: Authorship,
  today: CalendarDate,
): Promise<number> {
  return db.transaction(async (tx) => {
    const partner = await lockCommissionPartner(tx, partnerId);
    const { balance } = await partnerCommission(tx, partner);
    assertAmountOwed(
      validatePayout({ ...payout, paidOn: payout.date }, { today, balance }),
      'more_than_balance',
    );
    const [next] = await tx
      .select({ value: sql<number>`nextval('payout_numbers')::int` })
      .from(sql`(values (1)) as reservation`);
    const sequenceNumber = next!.value;
    const [row] = await tx
      .insert(commissionPayouts)
      .values({
        sequenceNumber,
        payoutNumber: payoutNumber(sequenceNumber),
        channelPartnerId: partner.id,
        paidOn: payout.date,
        amount: payout.amount,
        mode: payout.mode,
        reference: payout.reference,
        remarks: payout.remarks,
        createdBy: userId,
        createdAt: now,
      })
      .returning({ id: commissionPayouts.id });
    return row!.id;
  });
}

/** The reversed payout's partner; 409 when it is reversed already. */
export async function reversePayout(
  db: Database,
  payoutId: number,
  reason: string,
  { userId, now }: Authorship,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ partnerId: commissionPayouts.channelPartnerId })
      .from(commissionPayouts)
      .where(eq(commissionPayouts.id, payoutId));
    if (!found) throw payoutNotFound();
    await lockCommissionPartner(tx, found.partnerId);
    const [payout] = await tx
      .select({ reversedAt: commissionPayouts.reversedAt })
      .from(commissionPayouts)
      .where(eq(commissionPayouts.id, payoutId))
      .for('update');
    if (payout?.reversedAt) {
      throw conflict('already_reversed', PAYMENT_MESSAGES.payoutAlreadyReversed);
    }
    await tx
      .update(commissionPayouts)
      .set({ reversedAt: now, reversedBy: userId, reversalReason: reason })
      .where(and(eq(commissionPayouts.id, payoutId), isNull(commissionPayouts.reversedAt)));
    return found.partnerId;
  });
}
