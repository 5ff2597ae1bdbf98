/**
 * A booking's Payments section as the contract answers it (BookingPayments): its schedule with
 * each instalment's state, its receipts with what each paid of which instalment, the totals and
 * the commission, all as of the business's today. A booking holds at most 60 instalments and 200
 * receipts, so it is read whole.
 */
import type { components } from '@plotline/api-client/schema';
import {
  allocatePayments,
  commissionState,
  instalmentState,
  paymentTotals,
  suggestedSaleValue,
  sumRupees,
  toPaisa,
  toRupees,
  type CalendarDate,
} from '@plotline/domain';
import type { Database, Executor } from '../../db/database';
import {
  instalmentsOf,
  paidBookingOr404,
  receiptsOf,
  scheduleOf,
  type PaidBooking,
  type StoredInstalment,
  type StoredReceipt,
} from './payment-queries';

export type BookingPaymentsResponse = components['schemas']['BookingPayments'];
export type ReceiptResponse = components['schemas']['Receipt'];

const NO_TOTALS = { saleValue: 0, received: 0, outstanding: 0, overdue: 0, paidPercent: 0 };

function receiptResponse(
  receipt: StoredReceipt,
  booking: PaidBooking,
  allocations: { instalmentId: number; amount: number }[],
  labels: Map<number, string>,
): ReceiptResponse {
  return {
    id: receipt.id,
    receiptNumber: receipt.receiptNumber,
    bookingId: booking.id,
    bookingNumber: booking.bookingNumber,
    receivedOn: receipt.receivedOn,
    amount: receipt.amount,
    mode: receipt.mode,
    reference: receipt.reference,
    remarks: receipt.remarks,
    allocations: allocations.map(({ instalmentId, amount }) => ({
      instalmentId,
      label: labels.get(instalmentId) ?? '',
      amount,
    })),
    commissionAmount: receipt.commissionAmount,
    createdAt: receipt.createdAt.toISOString(),
    createdByName: receipt.createdByName,
    reversal:
      receipt.reversedAt && receipt.reversalReason !== null
        ? {
            reversedAt: receipt.reversedAt.toISOString(),
            reversedByName: receipt.reversedByName,
            reason: receipt.reversalReason,
          }
        : null,
  };
}

function instalmentResponse(instalment: StoredInstalment, today: CalendarDate) {
  const { id, position, label, dueDate, amount, paidAmount } = instalment;
  const outstanding = toRupees(toPaisa(amount) - toPaisa(paidAmount));
  const state = instalmentState(amount, paidAmount, dueDate, today);
  return { id, position, label, dueDate, amount, paidAmount, outstanding, state };
}

/** The commission the booking's payments not reversed earned its partner; null for a direct sale. */
function bookingCommission(booking: PaidBooking, receipts: StoredReceipt[]) {
  if (booking.channelPartnerId === null || booking.channelPartnerName === null) return null;
  const earning = receipts.filter(
    (receipt) => !receipt.reversedAt && receipt.channelPartnerId === booking.channelPartnerId,
  );
  return {
    channelPartnerId: booking.channelPartnerId,
    channelPartnerName: booking.channelPartnerName,
    earned: sumRupees(earning.map((receipt) => receipt.commissionAmount)),
    state: commissionState(booking.bookingStatus),
  };
}

export type BookingPaymentsView = {
  booking: PaidBooking;
  payments: BookingPaymentsResponse;
};

/**
 * The booking's payments, with the booking they were read with; 404 when there is no booking.
 * Read as of one moment, so a payment recorded meanwhile shows in all of it or none.
 */
export function bookingPaymentsView(
  db: Database,
  bookingId: number,
  today: CalendarDate,
): Promise<BookingPaymentsView> {
  return db.transaction((tx) => viewOf(tx, bookingId, today), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

async function viewOf(
  db: Executor,
  bookingId: number,
  today: CalendarDate,
): Promise<BookingPaymentsView> {
  const booking = await paidBookingOr404(db, bookingId);
  const schedule = await scheduleOf(db, bookingId);
  const scheduled = await instalmentsOf(db, bookingId);
  const stored = await receiptsOf(db, bookingId);
  const allocation = allocatePayments(
    scheduled,
    stored.map((receipt) => ({ ...receipt, reversed: receipt.reversedAt !== null })),
  );
  const allocationsOf = new Map(allocation.payments.map((p) => [p.id, p.allocations]));
  const labels = new Map(scheduled.map((instalment) => [instalment.id, instalment.label]));
  const paid = scheduled.map((i) => ({ amount: i.amount, paid: i.paidAmount, dueDate: i.dueDate }));
  return {
    booking,
    payments: {
      bookingId: booking.id,
      bookingNumber: booking.bookingNumber,
      bookingStatus: booking.bookingStatus,
      suggestedSaleValue: suggestedSaleValue(
        booking.plotSize,
        booking.sizeUnit,
        booking.plotSaleRate,
      ),
      schedule: schedule && {
        saleValue: schedule.saleValue,
        version: schedule.version,
        instalments: scheduled.map((instalment) => instalmentResponse(instalment, today)),
      },
      receipts: stored.map((receipt) =>
        receiptResponse(receipt, booking, allocationsOf.get(receipt.id) ?? [], labels),
      ),
      totals: schedule ? paymentTotals(paid, today) : NO_TOTALS,
      commission: bookingCommission(booking, stored),
    },
  };
}

export async function bookingPayments(
  db: Database,
  bookingId: number,
  today: CalendarDate,
): Promise<BookingPaymentsResponse> {
  return (await bookingPaymentsView(db, bookingId, today)).payments;
}

/** One receipt of the booking as it now stands, with its allocations. */
export async function receiptOf(
  db: Database,
  bookingId: number,
  receiptId: number,
  today: CalendarDate,
): Promise<ReceiptResponse> {
  const { payments } = await bookingPaymentsView(db, bookingId, today);
  const receipt = payments.receipts.find(({ id }) => id === receiptId);
  if (!receipt) throw new Error(`Receipt ${receiptId} is not among booking ${bookingId}'s`);
  return receipt;
}
