/**
 * A booking's payments for the stories and tests, worked out with the domain's own rules
 * (allocation, states, totals), so every figure agrees with the others as the server's would.
 */
import {
  allocatePayments,
  commissionOn,
  commissionState,
  instalmentState,
  paymentTotals,
  scheduleFromPlan,
  suggestedSaleValue,
  sumRupees,
  type CalendarDate,
  type PaymentMode,
  type PaymentPlanId,
} from '@plotline/domain';
import { loaded } from '../../../patterns';
import {} from '../../DashboardScreen/dashboard.fixtures';
import type { BookingPayments, Instalment, Receipt } from '../../payments/payments-types';
import { BOOKING_IN } from '../bookings.fixtures';
import type { BookingRecord } from '../bookings-screen-types';
import type { BookingPaymentsProps } from './BookingPaymentsSection';

/** The day the stories' payments are read on. */
export const PAYMENTS_TODAY: CalendarDate = '2026-03-24';

/** BK-0023: confirmed through Meera Kapoor on 06/03/2026, its registry due on 05/04/2026. */
export const PAID_BOOKING: BookingRecord = BOOKING_IN.Booking;

/** Its plot's 1,350 sq. yd. at the booking's rate. */
const SALE_VALUE = suggestedSaleValue(1350, 'sq yd', PAID_BOOKING.plotSaleRate)!;

/** Meera Kapoor's rate. */
const COMMISSION_RATE = 2.5;

type PaymentMade = {
  receivedOn: CalendarDate;
  amount: number;
  mode: PaymentMode;
  reference: string | null;
  /** Why it was reversed, if it was. */
  reversedFor?: string;
};

const PAYMENTS_MADE: readonly PaymentMade[] = [
  { receivedOn: '2026-03-06', amount: 51000, mode: 'UPI', reference: 'UPI-40211' },
  { receivedOn: '2026-03-08', amount: 300000, mode: 'Cheque', reference: '004512' },
  {
    receivedOn: '2026-03-10',
    amount: 100000,
    mode: 'Cheque',
    reference: '004518',
    reversedFor: 'Cheque returned unpaid by the bank',
  },
  { receivedOn: '2026-03-15', amount: 500000, mode: 'BankTransfer', reference: 'NEFT-88301' },
];

/** The booking's payments as GET /bookings/{id}/payments answers them. */
export function bookingPaymentsOf({
  booking = PAID_BOOKING,
  planId = '30-40-30',
  made = PAYMENTS_MADE,
  today = PAYMENTS_TODAY,
}: {
  booking?: BookingRecord;
  planId?: PaymentPlanId | null;
  made?: readonly PaymentMade[];
  today?: CalendarDate;
} = {}): BookingPayments {
  const drafts =
    planId === null ? [] : scheduleFromPlan({ ...booking, planId, saleValue: SALE_VALUE });
  const scheduled = drafts.map((draft, index) => ({
    ...draft,
    id: 101 + index,
    position: index + 1,
  }));
  const received = made.map((payment, index) => ({
    ...payment,
    id: 501 + index,
    reversed: payment.reversedFor !== undefined,
  }));
  const allocation = allocatePayments(scheduled, received);
  const paidOf = new Map(allocation.instalments.map((row) => [row.id, row]));
  const instalments: Instalment[] = allocation.instalments.map(({ id, paid, outstanding }) => {
    const { label, dueDate, amount, position } = scheduled.find((row) => row.id === id)!;
    return {
      id,
      position,
      label,
      dueDate,
      amount,
      paidAmount: paid,
      outstanding,
      state: instalmentState(amount, paid, dueDate, today),
    };
  });
  const receipts: Receipt[] = received.map((payment, index) => ({
    id: payment.id,
    receiptNumber: `RC-${String(index + 1).padStart(6, '0')}`,
    bookingId: booking.id,
    bookingNumber: booking.bookingNumber ?? `#${booking.id}`,
    receivedOn: payment.receivedOn,
    amount: payment.amount,
    mode: payment.mode,
    reference: payment.reference,
    remarks: null,
    allocations: (allocation.payments.find(({ id }) => id === payment.id)?.allocations ?? []).map(
      (share) => ({
        ...share,
        label: scheduled.find(({ id }) => id === share.instalmentId)!.label,
      }),
    ),
    commissionAmount: commissionOn(payment.amount, COMMISSION_RATE),
    createdAt: `${payment.receivedOn}T10:30:00.000Z`,
    createdByName: 'Asha Rao',
    reversal: payment.reversedFor
      ? {
          reversedAt: `${payment.receivedOn}T16:00:00.000Z`,
          reversedByName: 'Asha Rao',
          reason: payment.reversedFor,
        }
      : null,
  }));
  const earned = sumRupees(
    received
      .filter(({ reversed }) => !reversed)
      .map((payment) => commissionOn(payment.amount, COMMISSION_RATE)),
  );
  return {
    bookingId: booking.id,
    bookingNumber: booking.bookingNumber ?? `#${booking.id}`,
    bookingStatus: booking.bookingStatus,
    suggestedSaleValue: SALE_VALUE,
    schedule: planId === null ? null : { saleValue: SALE_VALUE, version: 3, instalments },
    receipts: receipts.reverse(),
    totals: paymentTotals(
      instalments.map(({ amount, dueDate, id }) => ({
        amount,
        dueDate,
        paid: paidOf.get(id)?.paid ?? 0,
      })),
      today,
    ),
    commission:
      booking.channelPartnerId === null || booking.channelPartnerName === null
        ? null
        : {
            channelPartnerId: booking.channelPartnerId,
            channelPartnerName: booking.channelPartnerName,
            earned,
            state: commissionState(booking.bookingStatus),
          },
  };
}

/** BK-0023 part paid: the token and booking amount in, the first 30% overdue, one cheque reversed. */
export const PART_PAID = bookingPaymentsOf();

/** BK-0023 before any schedule or payment. */
export const NO_SCHEDULE = bookingPaymentsOf({ planId: null, made: [] });

const ignore = async () => ({ ok: true as const });

/** What the booking details take for a user with payments.view and payments.create. */
export const PAYMENTS_PROPS: BookingPaymentsProps = {
  payments: loaded(PART_PAID),
  can: { create: true },
  today: PAYMENTS_TODAY,
  onSetSchedule: ignore,
  onRecordPayment: ignore,
  onReversePayment: ignore,
  onDownloadReceipt: async () => {},
  onPrintReceipt: () => {},
};

/** BK-0023 part paid, as a viewer without commissions.view gets it: no commission anywhere. */
export const PART_PAID_WITHOUT_COMMISSIONS: BookingPayments = {
  ...PART_PAID,
  commission: null,
  receipts: PART_PAID.receipts.map((receipt) => ({ ...receipt, commissionAmount: null })),
};
