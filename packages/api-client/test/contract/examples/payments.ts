/**
 * Example payment schedules, receipts, collections and commissions, as the provider states of
 * cases/payments.ts create them and the server computes them as of the verification's today,
 * 2026-11-22. Request bodies are typed with the client's own types, so an example the app could
 * not send fails to compile.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import {
  BOOKING_STATUSES,
  COMMISSION_STATES,
  collectionsCsvColumns,
  INSTALMENT_STATES,
  PAYMENT_MODES,
} from '@plotline/domain';
import type { PaymentInput, PaymentScheduleInput, PayoutInput } from '../../../src';
import { csvBody } from './csv';
import { day, oneOf, rupees } from './sales';
import { timestamp } from './users';

const { like, integer, regex, eachLike } = MatchersV3;

const receiptNumber = (example: string) => regex('^RC-[0-9]{6}$', example);
const payoutNumber = (example: string) => regex('^CP-[0-9]{6}$', example);
const LEDGER_STATES = ['Pending', 'Payable', 'Paid', 'Reversed'] as const;

// ------------------------------------------------------------------------- the schedule

/**
 * Booking 1's schedule as the Payments section sends it the first time: the sale value the
 * booking suggests (plot A-101's 1200 sq ft at 12,000), its token and booking amounts, and the
 * balance.
 */
export const bookingOneScheduleForm = {
  saleValue: 14400000,
  instalments: [
    { label: 'Token amount', dueDate: '2026-11-02', amount: 51000 },
    { label: 'Booking amount', dueDate: '2026-11-15', amount: 500000 },
    { label: 'Balance', dueDate: '2026-11-30', amount: 13849000 },
  ],
} satisfies PaymentScheduleInput;

/** The schedule replaced from version 1: the balance split into two, the last at registry. */
export const bookingOneScheduleReplaced = {
  saleValue: 14400000,
  instalments: [
    { label: 'Token amount', dueDate: '2026-11-02', amount: 51000 },
    { label: 'Booking amount', dueDate: '2026-11-15', amount: 500000 },
    { label: 'Balance', dueDate: '2026-11-30', amount: 6849000 },
    { label: 'At registry', dueDate: '2026-12-02', amount: 7000000 },
  ],
  version: 1,
} satisfies PaymentScheduleInput;

/** Instalments that add up to less than the sale value. */
export const scheduleThatFallsShort = {
  saleValue: 14400000,
  instalments: [
    { label: 'Token amount', dueDate: '2026-11-02', amount: 51000 },
    { label: 'Booking amount', dueDate: '2026-11-15', amount: 500000 },
  ],
} satisfies PaymentScheduleInput;

const instalment = (
  id: number,
  label: string,
  dueDate: string,
  amount: number,
  paidAmount: number,
  state: (typeof INSTALMENT_STATES)[number],
) => ({
  id: integer(id),
  position: integer(id),
  label: like(label),
  dueDate: day(dueDate),
  amount: rupees(amount),
  paidAmount: rupees(paidAmount),
  outstanding: rupees(amount - paidAmount),
  state: oneOf(INSTALMENT_STATES, state),
});

/** The three instalments of the schedule state, nothing paid yet. */
const unpaidInstalments = [
  instalment(1, 'Token amount', '2026-11-02', 51000, 0, 'Overdue'),
  instalment(2, 'Booking amount', '2026-11-15', 500000, 0, 'Overdue'),
  instalment(3, 'Balance', '2026-11-30', 13849000, 0, 'Due'),
];

/** The same once receipt 1 paid the token amount. */
const tokenPaidInstalments = [
  instalment(1, 'Token amount', '2026-11-02', 51000, 51000, 'Paid'),
  instalment(2, 'Booking amount', '2026-11-15', 500000, 0, 'Overdue'),
  instalment(3, 'Balance', '2026-11-30', 13849000, 0, 'Due'),
];

// ------------------------------------------------------------------------------ receipts

/** A payment by cheque of the token amount, as the Record payment form sends it. */
export const tokenByChequeForm = {
  receivedOn: '2026-11-02',
  amount: 51000,
  mode: 'Cheque',
  reference: '004512',
  remarks: 'Token cheque',
} satisfies PaymentInput;

/** The token amount paid by UPI two days ago. */
export const tokenByUpiForm = {
  receivedOn: '2026-11-20',
  amount: 51000,
  mode: 'UPI',
  reference: '432109876543',
  remarks: null,
} satisfies PaymentInput;

/** Receipt 1 RC-000001: the token amount by cheque, 2% commission to Ravi Kumar. */
export const receiptOne = {
  id: integer(1),
  receiptNumber: receiptNumber('RC-000001'),
  bookingId: integer(1),
  bookingNumber: like('BK-0001'),
  receivedOn: day('2026-11-02'),
  amount: rupees(51000),
  mode: oneOf(PAYMENT_MODES, 'Cheque'),
  reference: like('004512'),
  remarks: like('Token cheque'),
  allocations: eachLike({
    instalmentId: integer(1),
    label: like('Token amount'),
    amount: rupees(51000),
  }),
  commissionAmount: rupees(1020),
  createdAt: timestamp('2026-11-02T11:00:00.000Z'),
  createdByName: like('Plotline Admin'),
  reversal: null,
};

/** Receipt 1 once reversed: it stays, marked, and pays nothing any more. */
export const receiptOneReversed = {
  ...receiptOne,
  allocations: [],
  reversal: {
    reversedAt: timestamp('2026-11-22T06:30:00.000Z'),
    reversedByName: like('Plotline Admin'),
    reason: like('Cheque bounced'),
  },
};

/** The receipt tokenByUpiForm makes: the next number, paying the token amount. */
export const tokenByUpiReceipt = {
  ...receiptOne,
  receivedOn: day('2026-11-20'),
  mode: oneOf(PAYMENT_MODES, 'UPI'),
  reference: like('432109876543'),
  remarks: null,
  commissionAmount: rupees(0),
  createdAt: timestamp('2026-11-22T06:30:00.000Z'),
};

// ---------------------------------------------------------------------- booking payments

const ravisCommission = (earned: number, state: (typeof COMMISSION_STATES)[number]) => ({
  channelPartnerId: integer(1),
  channelPartnerName: like('Ravi Kumar'),
  earned: rupees(earned),
  state: oneOf(COMMISSION_STATES, state),
});

const bookingOne = {
  bookingId: integer(1),
  bookingNumber: like('BK-0001'),
  bookingStatus: oneOf(BOOKING_STATUSES, 'Token'),
  suggestedSaleValue: rupees(1600000),
};

/** Booking 1 before any schedule: the Payments section offers to set one. */
export const bookingOneWithoutSchedule = {
  ...bookingOne,
  schedule: null,
  receipts: [],
  totals: {
    saleValue: rupees(0),
    received: rupees(0),
    outstanding: rupees(0),
    overdue: rupees(0),
    paidPercent: integer(0),
  },
  commission: ravisCommission(0, 'Pending'),
};

/** Booking 1 once its first schedule is set: nothing received, two instalments overdue. */
export const bookingOneScheduled = {
  ...bookingOne,
  schedule: {
    saleValue: rupees(14400000),
    version: integer(1),
    instalments: unpaidInstalments,
  },
  receipts: [],
  totals: {
    saleValue: rupees(14400000),
    received: rupees(0),
    outstanding: rupees(14400000),
    overdue: rupees(551000),
    paidPercent: integer(0),
  },
  commission: ravisCommission(0, 'Pending'),
};

/** Booking 1 with its schedule and receipt 1, the token amount paid. */
export const bookingOneTokenPaid = {
  ...bookingOne,
  schedule: {
    saleValue: rupees(14400000),
    version: integer(1),
    instalments: tokenPaidInstalments,
  },
  receipts: eachLike(receiptOne),
  totals: {
    saleValue: rupees(14400000),
    received: rupees(51000),
    outstanding: rupees(14349000),
    overdue: rupees(500000),
    paidPercent: integer(0),
  },
  commission: ravisCommission(1020, 'Pending'),
};

/** Booking 1 after bookingOneScheduleReplaced: version 2, receipt 1 still paying the token. */
export const bookingOneRescheduled = {
  ...bookingOneTokenPaid,
  schedule: {
    saleValue: rupees(14400000),
    version: integer(2),
    instalments: [
      ...tokenPaidInstalments.slice(0, 2),
      instalment(3, 'Balance', '2026-11-30', 6849000, 0, 'Due'),
      instalment(4, 'At registry', '2026-12-02', 7000000, 0, 'Due'),
    ],
  },
};

/** Booking 2, a direct sale with no schedule: no partner, so no commission. */
export const bookingTwoWithoutSchedule = {
  ...bookingOneWithoutSchedule,
  bookingId: integer(2),
  bookingNumber: like('BK-0002'),
  bookingStatus: oneOf(BOOKING_STATUSES, 'Booking'),
  suggestedSaleValue: rupees(2000000),
  commission: null,
};

// ---------------------------------------------------------------------------- collections

/** Booking 1's booking amount, due 2026-11-15 and unpaid: 7 days overdue. */
export const overdueBookingAmount = {
  instalmentId: integer(2),
  bookingId: integer(1),
  bookingNumber: like('BK-0001'),
  projectId: integer(1),
  projectName: like('Green Valley'),
  plotNumber: like('A-101'),
  plotOwnerName: like('Anil Mehta'),
  channelPartnerId: integer(1),
  channelPartnerName: like('Ravi Kumar'),
  label: like('Booking amount'),
  dueDate: day('2026-11-15'),
  amount: rupees(500000),
  paidAmount: rupees(0),
  outstanding: rupees(500000),
  daysOverdue: integer(7),
};

export const COLLECTIONS_CSV_HEADER = collectionsCsvColumns.join(',');

/** The overdue collections as CSV: the header row, then booking 1's booking amount. */
export const overdueCollectionsCsv = csvBody(COLLECTIONS_CSV_HEADER, [
  'BK-0001,Green Valley,A-101,Anil Mehta,Ravi Kumar,Booking amount,2026-11-15,500000.00,0.00,500000.00,7',
]);

/** The Dashboard's card with booking 1's schedule and receipt 1. */
export const bookingOneCollectionsSummary = {
  dueThisMonth: { amount: rupees(13849000), count: integer(1) },
  overdue: { amount: rupees(500000), count: integer(1) },
};

// ---------------------------------------------------------------------------- receipts PDF

/**
 * A receipt as PDF: the pact holds the answer to be a PDF (run-contract-case.ts matches a binary
 * body by its content type); this smallest of PDFs is what the mock server serves.
 */
export const receiptPdf = '%PDF-1.7\n% Plotline receipt RC-000001\n%%EOF\n';

// ----------------------------------------------------------------------------- commissions

/** Ravi Kumar's figures while booking 1 is Token: receipt 1's commission is pending. */
export const raviKumarPendingCommission = {
  channelPartnerId: integer(1),
  channelPartnerName: like('Ravi Kumar'),
  rate: rupees(2),
  earned: rupees(0),
  pending: rupees(1020),
  reversed: rupees(0),
  paid: rupees(0),
  balance: rupees(0),
};

/** A payout of most of Ravi Kumar's payable ₹1,020, as the Pay commission form sends it. */
export const payoutByTransferForm = {
  paidOn: '2026-11-21',
  amount: 1000,
  mode: 'BankTransfer',
  reference: 'NEFT-88213',
  remarks: 'November commission',
} satisfies PayoutInput;

/** Payout 1 CP-000001: ₹1,000 in cash on 2026-11-20, as the payout state makes it. */
export const payoutOne = {
  id: integer(1),
  payoutNumber: payoutNumber('CP-000001'),
  channelPartnerId: integer(1),
  paidOn: day('2026-11-20'),
  amount: rupees(1000),
  mode: oneOf(PAYMENT_MODES, 'Cash'),
  reference: null,
  remarks: like('Paid at the Jaipur office'),
  createdAt: timestamp('2026-11-20T12:00:00.000Z'),
  createdByName: like('Plotline Admin'),
  reversal: null,
};

/** The payout payoutByTransferForm makes. */
export const payoutByTransfer = {
  ...payoutOne,
  paidOn: day('2026-11-21'),
  mode: oneOf(PAYMENT_MODES, 'BankTransfer'),
  reference: like('NEFT-88213'),
  remarks: like('November commission'),
  createdAt: timestamp('2026-11-22T06:30:00.000Z'),
};

export const payoutOneReversed = {
  ...payoutOne,
  reversal: {
    reversedAt: timestamp('2026-11-22T06:30:00.000Z'),
    reversedByName: like('Plotline Admin'),
    reason: like('Paid twice by mistake'),
  },
};

/** Ravi Kumar's ledger, newest first: payout 1 (2026-11-20), then receipt 1's commission. */
export const raviKumarLedger = {
  data: [
    {
      kind: oneOf(['Commission', 'Payout'], 'Payout'),
      date: day('2026-11-20'),
      amount: rupees(1000),
      state: oneOf(LEDGER_STATES, 'Paid'),
      bookingId: null,
      bookingNumber: null,
      receiptNumber: null,
      payoutId: integer(1),
      payoutNumber: payoutNumber('CP-000001'),
      mode: oneOf(PAYMENT_MODES, 'Cash'),
      reference: null,
      reversalReason: null,
    },
    {
      kind: oneOf(['Commission', 'Payout'], 'Commission'),
      date: day('2026-11-02'),
      amount: rupees(1020),
      state: oneOf(LEDGER_STATES, 'Payable'),
      bookingId: integer(1),
      bookingNumber: like('BK-0001'),
      receiptNumber: receiptNumber('RC-000001'),
      payoutId: null,
      payoutNumber: null,
      mode: null,
      reference: null,
      reversalReason: null,
    },
  ],
  totalCount: integer(2),
  totalCountEstimated: MatchersV3.boolean(false),
  totalPages: integer(1),
  hasNextPage: MatchersV3.boolean(false),
  hasPreviousPage: MatchersV3.boolean(false),
};

/** Ravi Kumar's Channel Partners Overview row once booking 1 is confirmed: 1 Booking, ₹1,020 earned. */
export const raviKumarOverviewRow = {
  channelPartnerId: integer(1),
  partnerName: like('Ravi Kumar'),
  total: integer(1),
  token: integer(0),
  booking: integer(1),
  registryDone: integer(0),
  cancelled: integer(0),
  days0to30: integer(1),
  days31to60: integer(0),
  days61to90: integer(0),
  extraTime: integer(0),
  commissionEarned: rupees(1020),
};
