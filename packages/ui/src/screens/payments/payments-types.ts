/**
 * What the payment, collection and commission parts are given and hand back (docs/payments.md).
 * Each has the shape of the API's schema of the same name, so a host passes what the server
 * answers as it is; typed by its shape, so ui needs no api-client.
 */
import type {
  BookingStatus,
  CalendarDate,
  CommissionLedgerKind,
  CommissionState,
  InstalmentState,
  PaymentMode,
  PaymentTotals,
  PayoutState,
} from '@plotline/domain';

/** One row of a booking's schedule, with what has been paid of it. */
export type Instalment = {
  id: number;
  position: number;
  label: string;
  dueDate: CalendarDate;
  amount: number;
  paidAmount: number;
  outstanding: number;
  state: InstalmentState;
};

/** Who reversed a payment or a payout, when and why. */
export type Reversal = {
  /** An ISO timestamp. */
  reversedAt: string;
  /** Null once that user has been deleted. */
  reversedByName: string | null;
  reason: string;
};

/** A payment received on a booking ('RC-000001'), never deleted: reversed instead. */
export type Receipt = {
  id: number;
  receiptNumber: string;
  bookingId: number;
  bookingNumber: string;
  receivedOn: CalendarDate;
  amount: number;
  mode: PaymentMode;
  reference: string | null;
  remarks: string | null;
  /** What it paid of which instalment, in due order; empty once reversed. */
  allocations: readonly { instalmentId: number; label: string; amount: number }[];
  /**
   * The partner's commission on it: 0 for a direct sale, null for a viewer without
   * commissions.view.
   */
  commissionAmount: number | null;
  /** An ISO timestamp. */
  createdAt: string;
  createdByName: string | null;
  reversal: Reversal | null;
};

/** GET /bookings/{id}/payments: the schedule, the receipts (newest first) and the totals. */
export type BookingPayments = {
  bookingId: number;
  bookingNumber: string;
  bookingStatus: BookingStatus;
  /** The plot's size in sq yd × the booking's plot sale rate (per sq yd); null when unknown. */
  suggestedSaleValue: number | null;
  schedule: PaymentSchedule | null;
  /** Every payment, newest first, reversed ones included. */
  receipts: readonly Receipt[];
  /** All 0 while there is no schedule. */
  totals: PaymentTotals;
  /**
   * What the booking earns its channel partner; null for a direct sale, and for a viewer without
   * commissions.view.
   */
  commission: {
    channelPartnerId: number;
    channelPartnerName: string;
    earned: number;
    state: CommissionState;
  } | null;
};

export type PaymentSchedule = {
  saleValue: number;
  /** Sent back with a change, so a change over another user's is refused. */
  version: number;
  /** In due order (due date, then position). */
  instalments: readonly Instalment[];
};

/** PUT /bookings/{id}/payment-schedule's body. */
export type PaymentScheduleInput = {
  saleValue: number;
  instalments: { label: string; dueDate: CalendarDate; amount: number }[];
  /** The schedule's version, once there is one. */
  version?: number;
};

/** POST /bookings/{id}/receipts' body. */
export type PaymentInput = {
  receivedOn: CalendarDate;
  amount: number;
  mode: PaymentMode;
  reference: string | null;
  remarks: string | null;
};

/** The body of a payment's or a payout's reversal. */
export type ReversalInput = { reason: string };

/** One instalment with something outstanding, as the Collections list shows it. */
export type CollectionItem = {
  instalmentId: number;
  bookingId: number;
  bookingNumber: string;
  projectId: number;
  projectName: string;
  plotNumber: string;
  /** Null for a viewer who may not read buyers (bookings.view). */
  plotOwnerName: string | null;
  /** Null for a direct sale. */
  channelPartnerId: number | null;
  channelPartnerName: string | null;
  label: string;
  dueDate: CalendarDate;
  amount: number;
  paidAmount: number;
  outstanding: number;
  /** 0 when not overdue. */
  daysOverdue: number;
};

/** An amount outstanding and how many instalments make it. */
export type CollectionFigure = { amount: number; count: number };

/** GET /collections/summary: the Dashboard's Collections card. */
export type CollectionsSummary = { dueThisMonth: CollectionFigure; overdue: CollectionFigure };

/** GET /channel-partners/{id}/commission. */
export type PartnerCommission = {
  channelPartnerId: number;
  channelPartnerName: string;
  /** In percent. */
  rate: number;
  /** Payable: on bookings at Booking or Registry Done. */
  earned: number;
  /** On bookings still at Token. */
  pending: number;
  /** On cancelled bookings and reversed payments. */
  reversed: number;
  /** Payouts not reversed. */
  paid: number;
  /** Earned − paid; below zero when the partner owes some back. */
  balance: number;
};

/** One line of a partner's commission ledger, newest first: a receipt's commission or a payout. */
export type CommissionLedgerEntry = {
  kind: CommissionLedgerKind;
  date: CalendarDate;
  amount: number;
  /** A commission's CommissionState; a payout's Paid or Reversed. */
  state: CommissionState | PayoutState;
  bookingId: number | null;
  bookingNumber: string | null;
  receiptNumber: string | null;
  payoutId: number | null;
  payoutNumber: string | null;
  mode: PaymentMode | null;
  reference: string | null;
  reversalReason: string | null;
};

/** A payout to a partner ('CP-000001'), reversed rather than deleted. */
export type CommissionPayout = {
  id: number;
  payoutNumber: string;
  channelPartnerId: number;
  paidOn: CalendarDate;
  amount: number;
  mode: PaymentMode;
  reference: string | null;
  remarks: string | null;
  createdAt: string;
  createdByName: string | null;
  reversal: Reversal | null;
};

/** POST /channel-partners/{id}/commission-payouts' body. */
export type PayoutInput = {
  paidOn: CalendarDate;
  amount: number;
  mode: PaymentMode;
  reference: string | null;
  remarks: string | null;
};
