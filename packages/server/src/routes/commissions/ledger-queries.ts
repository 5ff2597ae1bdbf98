/**
 * A partner's commission ledger, newest first, a page at a time: each payment's commission (dated
 * by when the payment was received) and each payout (by when it was paid), reversed ones
 * included. The two kinds are merged in the database, each read along its partner index in the
 * ledger's order, so a page reads about as many rows as it shows.
 */
import type { components } from '@plotline/api-client/schema';
import {
  commissionState,
  DEFAULT_PAGE_SIZE,
  type BookingStatus,
  type CalendarDate,
  type PaymentMode,
} from '@plotline/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { listCount } from '../../db/list-count';
import { bookings, commissionPayouts, receipts } from '../../db/schema';
import { limitOffset, listPage, pageRequest } from '../../http/paging';

type LedgerEntry = components['schemas']['CommissionLedgerEntry'];

const PAGE_DEFAULTS = { page: 1, pageSize: DEFAULT_PAGE_SIZE };

type LedgerRow = {
  kind: LedgerEntry['kind'];
  date: CalendarDate;
  id: number;
  amount: string;
  booking_id: number | null;
  booking_number: string | null;
  booking_status: BookingStatus | null;
  receipt_number: string | null;
  payout_number: string | null;
  mode: PaymentMode | null;
  reference: string | null;
  reversed: boolean;
  reversal_reason: string | null;
};

function entryOf(row: LedgerRow): LedgerEntry {
  const commission = row.kind === 'Commission';
  const state = row.reversed
    ? 'Reversed'
    : commission
      ? commissionState(row.booking_status!)
      : 'Paid';
  return {
    kind: row.kind,
    date: row.date,
    amount: Number(row.amount),
    state,
    bookingId: row.booking_id,
    bookingNumber: row.booking_number,
    receiptNumber: row.receipt_number,
    payoutId: commission ? null : row.id,
    payoutNumber: row.payout_number,
    mode: row.mode,
    reference: commission ? null : row.reference,
    reversalReason: row.reversal_reason,
  };
}

export async function ledgerPage(
  db: Executor,
  partnerId: number,
  query: { page?: number; pageSize?: number },
) {
  const page = pageRequest(query, PAGE_DEFAULTS);
  const { limit, offset } = limitOffset(page);
  const [commissions, payouts] = [
    await listCount(db, receipts, eq(receipts.channelPartnerId, partnerId)),
    await listCount(db, commissionPayouts, eq(commissionPayouts.channelPartnerId, partnerId)),
  ];
  const r = receipts;
  const p = commissionPayouts;
  // Dates stay dates until the page is cut, so each branch is read in its index's order.
  const { rows } = (await db.execute(sql`
    select kind, date::text as date, id, amount::text as amount, booking_id, booking_number,
      booking_status, receipt_number, payout_number, mode, reference, reversed, reversal_reason
    from (
      select 'Commission' as kind, ${r.receivedOn} as date, ${r.id} as id,
        ${r.commissionAmount} as amount, ${r.bookingId} as booking_id,
        ${bookings.bookingNumber} as booking_number, ${bookings.bookingStatus} as booking_status,
        ${r.receiptNumber} as receipt_number, null::text as payout_number, null::text as mode,
        null::text as reference, ${r.reversedAt} is not null as reversed,
        ${r.reversalReason} as reversal_reason
      from ${r} join ${bookings} on ${bookings.id} = ${r.bookingId}
      where ${r.channelPartnerId} = ${partnerId}
      union all
      select 'Payout', ${p.paidOn}, ${p.id}, ${p.amount}, null, null, null, null,
        ${p.payoutNumber}, ${p.mode}, ${p.reference}, ${p.reversedAt} is not null,
        ${p.reversalReason}
      from ${p}
      where ${p.channelPartnerId} = ${partnerId}
    ) as ledger
    order by ledger.date desc, ledger.id desc, ledger.kind
    limit ${limit} offset ${offset}`)) as unknown as { rows: LedgerRow[] };
  const counted = {
    totalCount: commissions.totalCount + payouts.totalCount,
    totalCountEstimated: commissions.totalCountEstimated || payouts.totalCountEstimated,
  };
  return listPage(rows.map(entryOf), counted, page);
}
