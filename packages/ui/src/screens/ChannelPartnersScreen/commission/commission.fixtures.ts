/** A partner's commission for the stories and tests: Ravi Sharma's, 2.5% of each payment. */
import { commissionOn, DEFAULT_PAGE_SIZE, type CalendarDate } from '@plotline/domain';
import { loaded } from '../../../patterns';
import { pageOf } from '../../DashboardScreen/dashboard.fixtures';
import type { CommissionLedgerEntry, PartnerCommission } from '../../payments/payments-types';
import type { PartnerCommissionProps } from './PartnerCommissionSection';

/** The day the stories' payouts are made on. */
export const COMMISSION_TODAY: CalendarDate = '2026-03-24';

export const RAVI_COMMISSION: PartnerCommission = {
  channelPartnerId: 1,
  channelPartnerName: 'Ravi Sharma',
  rate: 2.5,
  earned: 29275,
  pending: 6250,
  reversed: 2500,
  paid: 20000,
  balance: 9275,
};

const commission = (
  date: CalendarDate,
  booking: string,
  receipt: string,
  amount: number,
  state: CommissionLedgerEntry['state'],
  reversalReason: string | null = null,
): CommissionLedgerEntry => ({
  kind: 'Commission',
  date,
  amount: commissionOn(amount, 2.5),
  state,
  bookingId: Number(booking.slice(3)),
  bookingNumber: booking,
  receiptNumber: receipt,
  payoutId: null,
  payoutNumber: null,
  mode: null,
  reference: null,
  reversalReason,
});

const payout = (
  date: CalendarDate,
  id: number,
  amount: number,
  state: 'Paid' | 'Reversed',
  reversalReason: string | null = null,
): CommissionLedgerEntry => ({
  kind: 'Payout',
  date,
  amount,
  state,
  bookingId: null,
  bookingNumber: null,
  receiptNumber: null,
  payoutId: id,
  payoutNumber: `CP-${String(id).padStart(6, '0')}`,
  mode: 'BankTransfer',
  reference: `NEFT-7${id}0${id}`,
  reversalReason,
});

/**
 * Newest first: commissions on four bookings (one still Token, one cancelled) and two payouts
 * (one reversed), then older commissions: two pages of ten.
 */
export const RAVI_LEDGER: readonly CommissionLedgerEntry[] = [
  commission('2026-03-20', 'BK-0024', 'RC-000021', 250000, 'Pending'),
  payout('2026-03-18', 2, 20000, 'Paid'),
  commission('2026-03-15', 'BK-0023', 'RC-000020', 500000, 'Payable'),
  payout('2026-03-12', 1, 5000, 'Reversed', 'Paid to the wrong account'),
  commission('2026-03-10', 'BK-0020', 'RC-000019', 100000, 'Reversed', 'Booking cancelled'),
  commission('2026-03-08', 'BK-0023', 'RC-000018', 300000, 'Payable'),
  commission('2026-03-06', 'BK-0023', 'RC-000017', 51000, 'Payable'),
  ...Array.from({ length: 8 }, (_, index) =>
    commission(
      `2026-02-${String(26 - 2 * index).padStart(2, '0')}`,
      'BK-0021',
      `RC-${String(16 - index).padStart(6, '0')}`,
      40000,
      'Payable',
    ),
  ),
];

/** What the partner's details take for a user with commissions.view and commissions.pay. */
export const COMMISSION_PROPS: PartnerCommissionProps = {
  summary: loaded(RAVI_COMMISSION),
  ledger: pageOf(RAVI_LEDGER, 1, DEFAULT_PAGE_SIZE),
  can: { pay: true },
  today: COMMISSION_TODAY,
  onRecordPayout: async () => ({ ok: true }),
  onReversePayout: async () => ({ ok: true }),
};
