/**
 * A channel partner's commission (docs/payments.md "Commissions"), summed in the database: each
 * payment not reversed earned the commission kept on its receipt, counted by its booking's status
 * as the domain's commissionState says (Pending, Payable, Reversed); payouts not reversed are what
 * was paid. receipts_partner_idx and commission_payouts_partner_idx hold a partner's rows.
 */
import type { components } from '@plotline/api-client/schema';
import {
  commissionBalance,
  commissionState,
  sumRupees,
  type BookingStatus,
  type CommissionState,
} from '@plotline/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { bookings, commissionPayouts, receipts } from '../../db/schema';

export type PartnerCommission = components['schemas']['PartnerCommission'];

type StatusSum = { channelPartnerId: number; bookingStatus: BookingStatus; commission: string };

/** The commission of the partners' payments not reversed, by partner and booking status. */
function commissionByStatus(db: Executor, partnerIds: number[]): Promise<StatusSum[]> {
  return db
    .select({
      channelPartnerId: sql<number>`${receipts.channelPartnerId}`,
      bookingStatus: bookings.bookingStatus,
      commission: sql<string>`sum(${receipts.commissionAmount})::text`,
    })
    .from(receipts)
    .innerJoin(bookings, eq(bookings.id, receipts.bookingId))
    .where(and(inArray(receipts.channelPartnerId, partnerIds), isNull(receipts.reversedAt)))
    .groupBy(receipts.channelPartnerId, bookings.bookingStatus);
}

type CommissionFigures = Record<CommissionState, number>;

function figuresOf(sums: StatusSum[]): CommissionFigures {
  const inState = (state: CommissionState) =>
    sumRupees(
      sums
        .filter(({ bookingStatus }) => commissionState(bookingStatus) === state)
        .map(({ commission }) => Number(commission)),
    );
  return {
    Pending: inState('Pending'),
    Payable: inState('Payable'),
    Reversed: inState('Reversed'),
  };
}

/** Payable commission of each partner: the Dashboard's Commission column, for a page's partners. */
export async function commissionEarnedOf(
  db: Executor,
  partnerIds: number[],
): Promise<Map<number, number>> {
  if (partnerIds.length === 0) return new Map();
  const sums = await commissionByStatus(db, partnerIds);
  return new Map(
    partnerIds.map((id) => [
      id,
      figuresOf(sums.filter(({ channelPartnerId }) => channelPartnerId === id)).Payable,
    ]),
  );
}

/** What the partner's payouts not reversed add up to. */
async function paidTo(db: Executor, partnerId: number): Promise<number> {
  const [row] = await db
    .select({ paid: sql<string>`coalesce(sum(${commissionPayouts.amount}), 0)::text` })
    .from(commissionPayouts)
    .where(
      and(eq(commissionPayouts.channelPartnerId, partnerId), isNull(commissionPayouts.reversedAt)),
    );
  return Number(row?.paid ?? 0);
}

export async function partnerCommission(
  db: Executor,
  partner: { id: number; name: string; commissionRate: number },
): Promise<PartnerCommission> {
  const figures = figuresOf(await commissionByStatus(db, [partner.id]));
  const paid = await paidTo(db, partner.id);
  return {
    channelPartnerId: partner.id,
    channelPartnerName: partner.name,
    rate: partner.commissionRate,
    earned: figures.Payable,
    pending: figures.Pending,
    reversed: figures.Reversed,
    paid,
    balance: commissionBalance({ earned: figures.Payable, paid }),
  };
}
