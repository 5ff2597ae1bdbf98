/**
 * Payments, receipts, collections and commissions (tagged extensions, docs/payments.md): a
 * booking's Payments section, the Collections screen and the Dashboard's card, and a channel
 * partner's commission.
 */
import { PAYMENT_MESSAGES } from '@plotline/domain';
import { expect } from 'vitest';
import type { ContractCase } from '../contract-case';
import { errorBody } from '../examples/errors';
import {
  bookingOneCollectionsSummary,
  bookingOneRescheduled,
  bookingOneScheduled,
  bookingOneScheduleForm,
  bookingOneScheduleReplaced,
  bookingOneTokenPaid,
  bookingOneWithoutSchedule,
  bookingTwoWithoutSchedule,
  COLLECTIONS_CSV_HEADER,
  overdueBookingAmount,
  overdueCollectionsCsv,
  payoutByTransfer,
  payoutByTransferForm,
  payoutOneReversed,
  raviKumarLedger,
  raviKumarOverviewRow,
  raviKumarPendingCommission,
  receiptOneReversed,
  receiptPdf,
  scheduleThatFallsShort,
  tokenByChequeForm,
  tokenByUpiForm,
  tokenByUpiReceipt,
} from '../examples/payments';
import { emptyPage, pageOf } from '../examples/sales';
import {
  BOOKING_1_IN_TOKEN,
  BOOKING_2_CONFIRMED,
  BOOKING_3_CANCELLED,
  NO_BOOKING_999,
  NO_CHANNEL_PARTNER_999,
  STAFF_WITHOUT_ROLES,
} from './bookings';

/*
 * The states below build on booking 1 of cases/bookings.ts (a Token booking of plot 1 A-101,
 * 1200 sq ft at 12,000, through channel partner 1 Ravi Kumar) and compose as every state does:
 * each creates what it names, reusing what an earlier state of the interaction made.
 */

// Booking 1 (as BOOKING_1_IN_TOKEN) has a payment schedule, created and last updated by admin on 2026-11-03: sale value 14400000, version 1, received 0; instalments 1 'Token amount' 51000 due 2026-11-02, 2 'Booking amount' 500000 due 2026-11-15 and 3 'Balance' 13849000 due 2026-11-30 (ids and positions 1 to 3), all live, nothing paid; no receipt.
export const BOOKING_1_SCHEDULED =
  'booking 1 has a payment schedule of 14400000 at version 1: Token amount 51000 due 2026-11-02, Booking amount 500000 due 2026-11-15 and Balance 13849000 due 2026-11-30';
// Booking 1's payment schedule (of BOOKING_1_SCHEDULED) is at version 2: it was saved once more after the screen read version 1; its instalments are unchanged.
const SCHEDULE_SAVED_SINCE =
  "booking 1's payment schedule was saved again since it was read, so it is at version 2";
// Channel partner 1's commission rate is 2; receipt 1 RC-000001 (sequence number 1) of booking 1 (with BOOKING_1_SCHEDULED): received 2026-11-02, 51000 by Cheque, reference '004512', remarks 'Token cheque', channel partner 1 at rate 2 earning commission 1020, recorded by admin at 2026-11-02T11:00:00Z, not reversed; it pays instalment 1 in full, so the schedule has received 51000. The receipt number sequence is past 1.
export const RECEIPT_1 =
  'booking 1 has received 51000 by cheque on 2026-11-02 as receipt 1 (RC-000001), earning channel partner 1 a 2% commission of 1020';
// Receipt 1 (of RECEIPT_1) was reversed by admin at 2026-11-05T10:00:00Z with the reason 'Cheque bounced'; it pays nothing, so the schedule has received 0.
const RECEIPT_1_REVERSED = 'receipt 1 (RC-000001) was reversed by admin because the cheque bounced';
// Booking 1 moved from Token to Booking through changeBookingStatus by admin at 2026-11-10T10:00:00Z (version 2, remark 'Booking amount received'), so its commission is Payable.
const BOOKING_1_CONFIRMED = 'booking 1 was confirmed to Booking, so its commission is payable';
// Channel partner 1 (Ravi Kumar, as in cases/bookings.ts) has payout 1 CP-000001 (sequence number 1): paid 2026-11-20, 1000 in Cash, reference null, remarks 'Paid at the Jaipur office', recorded by admin at 2026-11-20T12:00:00Z, not reversed. The payout number sequence is past 1.
const PAYOUT_1 =
  'channel partner 1 (Ravi Kumar) was paid 1000 of commission in cash on 2026-11-20 as payout 1 (CP-000001)';
// Payout 1 (of PAYOUT_1) was reversed by admin at 2026-11-21T09:00:00Z with the reason 'Paid twice by mistake'.
const PAYOUT_1_REVERSED = 'payout 1 (CP-000001) was reversed by admin because it was paid twice';
// Nothing to create: no receipt has id 999.
const NO_RECEIPT_999 = 'no receipt has id 999';
// Nothing to create: no commission payout has id 999.
const NO_PAYOUT_999 = 'no commission payout has id 999';

const FORBIDDEN = "You don't have permission to do this";
const forbidden = errorBody('forbidden', FORBIDDEN);
const forbiddenChecked: ContractCase['check'] = ({ error }) =>
  expect(error).toMatchObject({ code: 'forbidden' });
const INVALID = 'Please fix the errors below';

// ======================================================================= booking payments

const bookingPaymentsCases: ContractCase[] = [
  {
    operationId: 'getBookingPayments',
    description: 'a booking with its schedule and one payment',
    states: [BOOKING_1_IN_TOKEN, BOOKING_1_SCHEDULED, RECEIPT_1],
    request: { path: '/api/bookings/1/payments' },
    response: { status: 200, body: bookingOneTokenPaid },
    send: (client) => client.GET('/bookings/{id}/payments', { params: { path: { id: 1 } } }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        schedule: { version: 1, instalments: [{ state: 'Paid' }, { state: 'Overdue' }, {}] },
        receipts: [{ receiptNumber: 'RC-000001', reversal: null }],
        totals: { received: 51000, outstanding: 14349000 },
        commission: { state: 'Pending' },
      }),
  },
  {
    operationId: 'getBookingPayments',
    description: 'a booking with no schedule yet, its sale value suggested',
    states: [BOOKING_1_IN_TOKEN],
    request: { path: '/api/bookings/1/payments' },
    response: { status: 200, body: bookingOneWithoutSchedule },
    send: (client) => client.GET('/bookings/{id}/payments', { params: { path: { id: 1 } } }),
    check: ({ data }) =>
      expect(data).toMatchObject({ schedule: null, receipts: [], suggestedSaleValue: 1600000 }),
  },
  {
    operationId: 'getBookingPayments',
    description: 'a direct sale earns no commission',
    states: [BOOKING_2_CONFIRMED],
    request: { path: '/api/bookings/2/payments' },
    response: { status: 200, body: bookingTwoWithoutSchedule },
    send: (client) => client.GET('/bookings/{id}/payments', { params: { path: { id: 2 } } }),
    check: ({ data }) => expect(data).toMatchObject({ bookingId: 2, commission: null }),
  },
  {
    operationId: 'getBookingPayments',
    description: 'an unknown booking',
    states: [NO_BOOKING_999],
    request: { path: '/api/bookings/999/payments' },
    response: { status: 404, body: errorBody('not_found', 'Booking not found') },
    send: (client) => client.GET('/bookings/{id}/payments', { params: { path: { id: 999 } } }),
    check: ({ error }) => expect(error).toMatchObject({ code: 'not_found' }),
  },
  {
    operationId: 'getBookingPayments',
    description: 'a user without payments.view is refused',
    states: [STAFF_WITHOUT_ROLES, BOOKING_1_IN_TOKEN],
    caller: 'staff',
    request: { path: '/api/bookings/1/payments' },
    response: { status: 403, body: forbidden },
    send: (client) => client.GET('/bookings/{id}/payments', { params: { path: { id: 1 } } }),
    check: forbiddenChecked,
  },
];

// ====================================================================== payment schedule

const scheduleCases: ContractCase[] = [
  {
    operationId: 'setPaymentSchedule',
    description: "a booking's first schedule",
    states: [BOOKING_1_IN_TOKEN],
    request: { path: '/api/bookings/1/payment-schedule', body: bookingOneScheduleForm },
    response: { status: 200, body: bookingOneScheduled },
    send: (client) =>
      client.PUT('/bookings/{id}/payment-schedule', {
        params: { path: { id: 1 } },
        body: bookingOneScheduleForm,
      }),
    // The next replacement must send this version.
    check: ({ data }) =>
      expect(data).toMatchObject({ schedule: { saleValue: 14400000, version: 1 } }),
  },
  {
    operationId: 'setPaymentSchedule',
    description: 'a schedule replaced at the version read keeps its payments',
    states: [BOOKING_1_IN_TOKEN, BOOKING_1_SCHEDULED, RECEIPT_1],
    request: { path: '/api/bookings/1/payment-schedule', body: bookingOneScheduleReplaced },
    response: { status: 200, body: bookingOneRescheduled },
    send: (client) =>
      client.PUT('/bookings/{id}/payment-schedule', {
        params: { path: { id: 1 } },
        body: bookingOneScheduleReplaced,
      }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        schedule: { version: 2 },
        receipts: [{ receiptNumber: 'RC-000001' }],
        totals: { received: 51000 },
      }),
  },
  {
    operationId: 'setPaymentSchedule',
    description: 'a replacement over a newer version is refused',
    states: [BOOKING_1_IN_TOKEN, BOOKING_1_SCHEDULED, SCHEDULE_SAVED_SINCE],
    request: { path: '/api/bookings/1/payment-schedule', body: bookingOneScheduleReplaced },
    response: { status: 409, body: errorBody('stale_edit', 'The payment schedule has changed') },
    send: (client) =>
      client.PUT('/bookings/{id}/payment-schedule', {
        params: { path: { id: 1 } },
        body: bookingOneScheduleReplaced,
      }),
    // The section shows the message and reads the schedule again.
    check: ({ error }) => expect(error).toMatchObject({ code: 'stale_edit' }),
  },
  {
    operationId: 'setPaymentSchedule',
    description: 'instalments that do not add up to the sale value are refused',
    states: [BOOKING_1_IN_TOKEN],
    request: { path: '/api/bookings/1/payment-schedule', body: scheduleThatFallsShort },
    response: {
      status: 400,
      body: errorBody('validation_failed', INVALID, {
        instalments: PAYMENT_MESSAGES.totalsDiffer(551000, 14400000),
      }),
    },
    send: (client) =>
      client.PUT('/bookings/{id}/payment-schedule', {
        params: { path: { id: 1 } },
        body: scheduleThatFallsShort,
      }),
    check: ({ error }) =>
      expect(error).toMatchObject({
        errors: { instalments: PAYMENT_MESSAGES.totalsDiffer(551000, 14400000) },
      }),
  },
  {
    operationId: 'setPaymentSchedule',
    description: "a cancelled booking's schedule cannot be set",
    states: [BOOKING_3_CANCELLED],
    request: { path: '/api/bookings/3/payment-schedule', body: bookingOneScheduleForm },
    response: {
      status: 409,
      body: errorBody('booking_cancelled', PAYMENT_MESSAGES.cancelledSchedule),
    },
    send: (client) =>
      client.PUT('/bookings/{id}/payment-schedule', {
        params: { path: { id: 3 } },
        body: bookingOneScheduleForm,
      }),
    check: ({ error }) => expect(error).toMatchObject({ code: 'booking_cancelled' }),
  },
  {
    operationId: 'setPaymentSchedule',
    description: 'an unknown booking',
    states: [NO_BOOKING_999],
    request: { path: '/api/bookings/999/payment-schedule', body: bookingOneScheduleForm },
    response: { status: 404, body: errorBody('not_found', 'Booking not found') },
    send: (client) =>
      client.PUT('/bookings/{id}/payment-schedule', {
        params: { path: { id: 999 } },
        body: bookingOneScheduleForm,
      }),
    check: ({ error }) => expect(error).toMatchObject({ code: 'not_found' }),
  },
  {
    operationId: 'setPaymentSchedule',
    description: 'a user without payments.create is refused',
    states: [STAFF_WITHOUT_ROLES, BOOKING_1_IN_TOKEN],
    caller: 'staff',
    request: { path: '/api/bookings/1/payment-schedule', body: bookingOneScheduleForm },
    response: { status: 403, body: forbidden },
    send: (client) =>
      client.PUT('/bookings/{id}/payment-schedule', {
        params: { path: { id: 1 } },
        body: bookingOneScheduleForm,
      }),
    check: forbiddenChecked,
  },
];

// ============================================================================== receipts

const receiptCases: ContractCase[] = [
  {
    operationId: 'recordPayment',
    description: 'the token amount paid by UPI',
    states: [BOOKING_1_IN_TOKEN, BOOKING_1_SCHEDULED],
    request: { path: '/api/bookings/1/receipts', body: tokenByUpiForm },
    response: { status: 201, body: tokenByUpiReceipt },
    send: (client) =>
      client.POST('/bookings/{id}/receipts', { params: { path: { id: 1 } }, body: tokenByUpiForm }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        receiptNumber: expect.stringMatching(/^RC-\d{6}$/),
        allocations: [{ instalmentId: 1, amount: 51000 }],
        reversal: null,
      }),
  },
  {
    operationId: 'recordPayment',
    description: 'a cheque without its number is refused',
    states: [BOOKING_1_IN_TOKEN, BOOKING_1_SCHEDULED],
    request: {
      path: '/api/bookings/1/receipts',
      body: { ...tokenByChequeForm, reference: null },
    },
    response: {
      status: 400,
      body: errorBody('validation_failed', INVALID, {
        reference: PAYMENT_MESSAGES.referenceRequired('Cheque'),
      }),
    },
    send: (client) =>
      client.POST('/bookings/{id}/receipts', {
        params: { path: { id: 1 } },
        body: { ...tokenByChequeForm, reference: null },
      }),
    check: ({ error }) =>
      expect(error).toMatchObject({ errors: { reference: 'Cheque number is required' } }),
  },
  {
    operationId: 'recordPayment',
    description: 'a payment before the booking has a schedule is refused',
    states: [BOOKING_1_IN_TOKEN],
    request: { path: '/api/bookings/1/receipts', body: tokenByUpiForm },
    response: {
      status: 409,
      body: errorBody('schedule_required', PAYMENT_MESSAGES.scheduleFirst),
    },
    send: (client) =>
      client.POST('/bookings/{id}/receipts', { params: { path: { id: 1 } }, body: tokenByUpiForm }),
    check: ({ error }) =>
      expect(error).toEqual({
        code: 'schedule_required',
        message: PAYMENT_MESSAGES.scheduleFirst,
      }),
  },
  {
    operationId: 'recordPayment',
    description: 'more than what is outstanding is refused',
    states: [BOOKING_1_IN_TOKEN, BOOKING_1_SCHEDULED, RECEIPT_1],
    request: {
      path: '/api/bookings/1/receipts',
      body: { ...tokenByUpiForm, amount: 15000000 },
    },
    response: {
      status: 409,
      body: errorBody('more_than_outstanding', PAYMENT_MESSAGES.moreThanOutstanding(14349000), {
        amount: PAYMENT_MESSAGES.moreThanOutstanding(14349000),
      }),
    },
    send: (client) =>
      client.POST('/bookings/{id}/receipts', {
        params: { path: { id: 1 } },
        body: { ...tokenByUpiForm, amount: 15000000 },
      }),
    check: ({ error }) =>
      expect(error).toMatchObject({
        code: 'more_than_outstanding',
        errors: { amount: expect.any(String) },
      }),
  },
  {
    operationId: 'recordPayment',
    description: 'an unknown booking',
    states: [NO_BOOKING_999],
    request: { path: '/api/bookings/999/receipts', body: tokenByUpiForm },
    response: { status: 404, body: errorBody('not_found', 'Booking not found') },
    send: (client) =>
      client.POST('/bookings/{id}/receipts', {
        params: { path: { id: 999 } },
        body: tokenByUpiForm,
      }),
    check: ({ error }) => expect(error).toMatchObject({ code: 'not_found' }),
  },
  {
    operationId: 'recordPayment',
    description: 'a user without payments.create is refused',
    states: [STAFF_WITHOUT_ROLES, BOOKING_1_IN_TOKEN, BOOKING_1_SCHEDULED],
    caller: 'staff',
    request: { path: '/api/bookings/1/receipts', body: tokenByUpiForm },
    response: { status: 403, body: forbidden },
    send: (client) =>
      client.POST('/bookings/{id}/receipts', { params: { path: { id: 1 } }, body: tokenByUpiForm }),
    check: forbiddenChecked,
  },
  {
    operationId: 'reversePayment',
    description: 'a bounced cheque is reversed with its reason',
    states: [BOOKING_1_IN_TOKEN, BOOKING_1_SCHEDULED, RECEIPT_1],
    request: { path: '/api/receipts/1/reversal', body: { reason: 'Cheque bounced' } },
    response: { status: 200, body: receiptOneReversed },
    send: (client) =>
      client.POST('/receipts/{id}/reversal', {
        params: { path: { id: 1 } },
        body: { reason: 'Cheque bounced' },
      }),
    check: ({ data }) =>
      expect(data).toMatchObject({ allocations: [], reversal: { reason: 'Cheque bounced' } }),
  },
  {
    operationId: 'reversePayment',
    description: 'a reason of two letters is refused',
    states: [BOOKING_1_IN_TOKEN, BOOKING_1_SCHEDULED, RECEIPT_1],
    request: { path: '/api/receipts/1/reversal', body: { reason: 'no' } },
    response: {
      status: 400,
      body: errorBody('validation_failed', INVALID, { reason: PAYMENT_MESSAGES.reasonTooShort }),
    },
    send: (client) =>
      client.POST('/receipts/{id}/reversal', {
        params: { path: { id: 1 } },
        body: { reason: 'no' },
      }),
    check: ({ error }) =>
      expect(error).toMatchObject({ errors: { reason: PAYMENT_MESSAGES.reasonTooShort } }),
  },
  {
    operationId: 'reversePayment',
    description: 'a payment reversed already is refused',
    states: [BOOKING_1_IN_TOKEN, BOOKING_1_SCHEDULED, RECEIPT_1, RECEIPT_1_REVERSED],
    request: { path: '/api/receipts/1/reversal', body: { reason: 'Cheque bounced' } },
    response: {
      status: 409,
      body: errorBody('already_reversed', PAYMENT_MESSAGES.alreadyReversed),
    },
    send: (client) =>
      client.POST('/receipts/{id}/reversal', {
        params: { path: { id: 1 } },
        body: { reason: 'Cheque bounced' },
      }),
    check: ({ error }) => expect(error).toMatchObject({ code: 'already_reversed' }),
  },
  {
    operationId: 'reversePayment',
    description: 'an unknown receipt',
    states: [NO_RECEIPT_999],
    request: { path: '/api/receipts/999/reversal', body: { reason: 'Cheque bounced' } },
    response: { status: 404, body: errorBody('not_found', 'Receipt not found') },
    send: (client) =>
      client.POST('/receipts/{id}/reversal', {
        params: { path: { id: 999 } },
        body: { reason: 'Cheque bounced' },
      }),
    check: ({ error }) => expect(error).toMatchObject({ code: 'not_found' }),
  },
  {
    operationId: 'reversePayment',
    description: 'a user without payments.create is refused',
    states: [STAFF_WITHOUT_ROLES, BOOKING_1_IN_TOKEN, BOOKING_1_SCHEDULED, RECEIPT_1],
    caller: 'staff',
    request: { path: '/api/receipts/1/reversal', body: { reason: 'Cheque bounced' } },
    response: { status: 403, body: forbidden },
    send: (client) =>
      client.POST('/receipts/{id}/reversal', {
        params: { path: { id: 1 } },
        body: { reason: 'Cheque bounced' },
      }),
    check: forbiddenChecked,
  },
  {
    operationId: 'downloadReceiptPdf',
    description: 'a receipt to print',
    states: [BOOKING_1_IN_TOKEN, BOOKING_1_SCHEDULED, RECEIPT_1],
    request: { path: '/api/receipts/1/pdf' },
    response: { status: 200, mediaType: 'application/pdf', body: receiptPdf },
    send: (client) =>
      client.GET('/receipts/{id}/pdf', { params: { path: { id: 1 } }, parseAs: 'arrayBuffer' }),
    check: ({ data }) =>
      expect(new TextDecoder().decode((data as ArrayBuffer).slice(0, 5))).toBe('%PDF-'),
  },
  {
    operationId: 'downloadReceiptPdf',
    description: 'an unknown receipt',
    states: [NO_RECEIPT_999],
    request: { path: '/api/receipts/999/pdf' },
    response: { status: 404, body: errorBody('not_found', 'Receipt not found') },
    send: (client) =>
      client.GET('/receipts/{id}/pdf', { params: { path: { id: 999 } }, parseAs: 'arrayBuffer' }),
    // An error body is read as JSON whatever parseAs says.
    check: ({ error }) => expect(error).toMatchObject({ code: 'not_found' }),
  },
  {
    operationId: 'downloadReceiptPdf',
    description: 'a user without payments.view is refused',
    states: [STAFF_WITHOUT_ROLES, BOOKING_1_IN_TOKEN, BOOKING_1_SCHEDULED, RECEIPT_1],
    caller: 'staff',
    request: { path: '/api/receipts/1/pdf' },
    response: { status: 403, body: forbidden },
    send: (client) =>
      client.GET('/receipts/{id}/pdf', { params: { path: { id: 1 } }, parseAs: 'arrayBuffer' }),
    check: forbiddenChecked,
  },
];

// =========================================================================== collections

const FIRST_PAGE = { page: 1, pageSize: 10 } as const;
const FIRST_PAGE_QUERY = { page: '1', pageSize: '10' };
/** Every filter of the Collections screen set, all of them matching booking 1's booking amount. */
const EVERY_FILTER = {
  ...FIRST_PAGE,
  state: 'overdue',
  projectId: 1,
  channelPartnerId: 1,
  dueFrom: '2026-11-01',
  dueTo: '2026-11-30',
} as const;
const EVERY_FILTER_QUERY = {
  ...FIRST_PAGE_QUERY,
  state: 'overdue',
  projectId: '1',
  channelPartnerId: '1',
  dueFrom: '2026-11-01',
  dueTo: '2026-11-30',
};
const WITH_A_PAYMENT = [BOOKING_1_IN_TOKEN, BOOKING_1_SCHEDULED, RECEIPT_1];

const collectionsCases: ContractCase[] = [
  {
    operationId: 'listCollections',
    description: 'the outstanding instalments, soonest due first',
    states: WITH_A_PAYMENT,
    request: { path: '/api/collections', query: FIRST_PAGE_QUERY },
    response: { status: 200, body: pageOf(overdueBookingAmount, 2) },
    send: (client) => client.GET('/collections', { params: { query: FIRST_PAGE } }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        totalCount: 2,
        data: [{ label: 'Booking amount', daysOverdue: 7 }, {}],
      }),
  },
  {
    operationId: 'listCollections',
    description: 'filtered by state, project, channel partner and due dates',
    states: WITH_A_PAYMENT,
    request: { path: '/api/collections', query: EVERY_FILTER_QUERY },
    response: { status: 200, body: pageOf(overdueBookingAmount) },
    send: (client) => client.GET('/collections', { params: { query: EVERY_FILTER } }),
    check: ({ data }) => expect(data).toMatchObject({ totalCount: 1, data: [{ instalmentId: 2 }] }),
  },
  {
    operationId: 'listCollections',
    description: 'nothing is due in the dates asked for',
    states: WITH_A_PAYMENT,
    request: {
      path: '/api/collections',
      query: { ...FIRST_PAGE_QUERY, dueFrom: '2027-01-01' },
    },
    response: { status: 200, body: emptyPage },
    send: (client) =>
      client.GET('/collections', { params: { query: { ...FIRST_PAGE, dueFrom: '2027-01-01' } } }),
    check: ({ data }) => expect(data).toMatchObject({ data: [], totalCount: 0 }),
  },
  {
    operationId: 'listCollections',
    description: 'a due date that is no date is refused',
    states: WITH_A_PAYMENT,
    request: {
      path: '/api/collections',
      query: { ...FIRST_PAGE_QUERY, dueFrom: '2026-02-30' },
    },
    response: { status: 400, body: errorBody('validation_failed', 'Invalid query') },
    send: (client) =>
      client.GET('/collections', { params: { query: { ...FIRST_PAGE, dueFrom: '2026-02-30' } } }),
    check: ({ error }) => expect(error).toMatchObject({ code: 'validation_failed' }),
  },
  {
    operationId: 'listCollections',
    description: 'a user without payments.view is refused',
    states: [STAFF_WITHOUT_ROLES, ...WITH_A_PAYMENT],
    caller: 'staff',
    request: { path: '/api/collections', query: FIRST_PAGE_QUERY },
    response: { status: 403, body: forbidden },
    send: (client) => client.GET('/collections', { params: { query: FIRST_PAGE } }),
    check: forbiddenChecked,
  },
  {
    operationId: 'exportCollections',
    description: 'the overdue instalments as CSV',
    states: WITH_A_PAYMENT,
    request: { path: '/api/collections/export', query: { state: 'overdue', projectId: '1' } },
    response: { status: 200, mediaType: 'text/csv', body: overdueCollectionsCsv },
    send: (client) =>
      client.GET('/collections/export', {
        params: { query: { state: 'overdue', projectId: 1 } },
        parseAs: 'text',
      }),
    check: ({ data }) => {
      const [header, ...rows] = String(data).split('\r\n');
      expect(header).toBe(COLLECTIONS_CSV_HEADER);
      expect(rows).toEqual([expect.stringMatching(/^BK-0001,Green Valley,A-101,/), '']);
    },
  },
  {
    operationId: 'exportCollections',
    description: 'a user without payments.view is refused',
    states: [STAFF_WITHOUT_ROLES, ...WITH_A_PAYMENT],
    caller: 'staff',
    request: { path: '/api/collections/export', query: { state: 'overdue', projectId: '1' } },
    response: { status: 403, body: forbidden },
    send: (client) =>
      client.GET('/collections/export', {
        params: { query: { state: 'overdue', projectId: 1 } },
        parseAs: 'text',
      }),
    check: forbiddenChecked,
  },
  {
    operationId: 'getCollectionsSummary',
    description: "the Dashboard's Collections card",
    states: WITH_A_PAYMENT,
    request: { path: '/api/collections/summary' },
    response: { status: 200, body: bookingOneCollectionsSummary },
    send: (client) => client.GET('/collections/summary'),
    check: ({ data }) =>
      expect(data).toEqual({
        dueThisMonth: { amount: 13849000, count: 1 },
        overdue: { amount: 500000, count: 1 },
      }),
  },
  {
    operationId: 'getCollectionsSummary',
    description: 'a user without payments.view is refused',
    states: [STAFF_WITHOUT_ROLES, ...WITH_A_PAYMENT],
    caller: 'staff',
    request: { path: '/api/collections/summary' },
    response: { status: 403, body: forbidden },
    send: (client) => client.GET('/collections/summary'),
    check: forbiddenChecked,
  },
];

// =========================================================================== commissions

const PAYABLE = [...WITH_A_PAYMENT, BOOKING_1_CONFIRMED];

const commissionCases: ContractCase[] = [
  {
    operationId: 'getPartnerCommission',
    description: "a partner whose booking's commission is still pending",
    states: WITH_A_PAYMENT,
    request: { path: '/api/channel-partners/1/commission' },
    response: { status: 200, body: raviKumarPendingCommission },
    send: (client) =>
      client.GET('/channel-partners/{id}/commission', { params: { path: { id: 1 } } }),
    check: ({ data }) =>
      expect(data).toMatchObject({ rate: 2, earned: 0, pending: 1020, balance: 0 }),
  },
  {
    operationId: 'getPartnerCommission',
    description: 'an unknown channel partner',
    states: [NO_CHANNEL_PARTNER_999],
    request: { path: '/api/channel-partners/999/commission' },
    response: { status: 404, body: errorBody('not_found', 'Channel partner not found') },
    send: (client) =>
      client.GET('/channel-partners/{id}/commission', { params: { path: { id: 999 } } }),
    check: ({ error }) => expect(error).toMatchObject({ code: 'not_found' }),
  },
  {
    operationId: 'getPartnerCommission',
    description: 'a user without commissions.view is refused',
    states: [STAFF_WITHOUT_ROLES, ...WITH_A_PAYMENT],
    caller: 'staff',
    request: { path: '/api/channel-partners/1/commission' },
    response: { status: 403, body: forbidden },
    send: (client) =>
      client.GET('/channel-partners/{id}/commission', { params: { path: { id: 1 } } }),
    check: forbiddenChecked,
  },
  {
    operationId: 'listCommissionLedger',
    description: "a partner's commissions and payouts, newest first",
    states: [...PAYABLE, PAYOUT_1],
    request: { path: '/api/channel-partners/1/commission/ledger', query: FIRST_PAGE_QUERY },
    response: { status: 200, body: raviKumarLedger },
    send: (client) =>
      client.GET('/channel-partners/{id}/commission/ledger', {
        params: { path: { id: 1 }, query: FIRST_PAGE },
      }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        totalCount: 2,
        data: [
          { kind: 'Payout', payoutNumber: 'CP-000001' },
          { kind: 'Commission', receiptNumber: 'RC-000001', state: 'Payable' },
        ],
      }),
  },
  {
    operationId: 'listCommissionLedger',
    description: 'an unknown channel partner',
    states: [NO_CHANNEL_PARTNER_999],
    request: { path: '/api/channel-partners/999/commission/ledger', query: FIRST_PAGE_QUERY },
    response: { status: 404, body: errorBody('not_found', 'Channel partner not found') },
    send: (client) =>
      client.GET('/channel-partners/{id}/commission/ledger', {
        params: { path: { id: 999 }, query: FIRST_PAGE },
      }),
    check: ({ error }) => expect(error).toMatchObject({ code: 'not_found' }),
  },
  {
    operationId: 'listCommissionLedger',
    description: 'a user without commissions.view is refused',
    states: [STAFF_WITHOUT_ROLES, ...WITH_A_PAYMENT],
    caller: 'staff',
    request: { path: '/api/channel-partners/1/commission/ledger', query: FIRST_PAGE_QUERY },
    response: { status: 403, body: forbidden },
    send: (client) =>
      client.GET('/channel-partners/{id}/commission/ledger', {
        params: { path: { id: 1 }, query: FIRST_PAGE },
      }),
    check: forbiddenChecked,
  },
  {
    operationId: 'recordCommissionPayout',
    description: 'a payable commission paid by bank transfer',
    states: PAYABLE,
    request: { path: '/api/channel-partners/1/commission-payouts', body: payoutByTransferForm },
    response: { status: 201, body: payoutByTransfer },
    send: (client) =>
      client.POST('/channel-partners/{id}/commission-payouts', {
        params: { path: { id: 1 } },
        body: payoutByTransferForm,
      }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        payoutNumber: expect.stringMatching(/^CP-\d{6}$/),
        amount: 1000,
        reversal: null,
      }),
  },
  {
    operationId: 'recordCommissionPayout',
    description: 'a transfer without its transaction id is refused',
    states: PAYABLE,
    request: {
      path: '/api/channel-partners/1/commission-payouts',
      body: { ...payoutByTransferForm, reference: null },
    },
    response: {
      status: 400,
      body: errorBody('validation_failed', INVALID, {
        reference: PAYMENT_MESSAGES.referenceRequired('BankTransfer'),
      }),
    },
    send: (client) =>
      client.POST('/channel-partners/{id}/commission-payouts', {
        params: { path: { id: 1 } },
        body: { ...payoutByTransferForm, reference: null },
      }),
    check: ({ error }) =>
      expect(error).toMatchObject({ errors: { reference: 'Transaction ID is required' } }),
  },
  {
    operationId: 'recordCommissionPayout',
    description: 'a payout while the commission is still pending is refused',
    states: WITH_A_PAYMENT,
    request: { path: '/api/channel-partners/1/commission-payouts', body: payoutByTransferForm },
    response: {
      status: 409,
      body: errorBody('more_than_balance', PAYMENT_MESSAGES.noBalance, {
        amount: PAYMENT_MESSAGES.noBalance,
      }),
    },
    send: (client) =>
      client.POST('/channel-partners/{id}/commission-payouts', {
        params: { path: { id: 1 } },
        body: payoutByTransferForm,
      }),
    check: ({ error }) =>
      expect(error).toMatchObject({
        code: 'more_than_balance',
        errors: { amount: expect.any(String) },
      }),
  },
  {
    operationId: 'recordCommissionPayout',
    description: 'an unknown channel partner',
    states: [NO_CHANNEL_PARTNER_999],
    request: { path: '/api/channel-partners/999/commission-payouts', body: payoutByTransferForm },
    response: { status: 404, body: errorBody('not_found', 'Channel partner not found') },
    send: (client) =>
      client.POST('/channel-partners/{id}/commission-payouts', {
        params: { path: { id: 999 } },
        body: payoutByTransferForm,
      }),
    check: ({ error }) => expect(error).toMatchObject({ code: 'not_found' }),
  },
  {
    operationId: 'recordCommissionPayout',
    description: 'a user without commissions.pay is refused',
    states: [STAFF_WITHOUT_ROLES, ...PAYABLE],
    caller: 'staff',
    request: { path: '/api/channel-partners/1/commission-payouts', body: payoutByTransferForm },
    response: { status: 403, body: forbidden },
    send: (client) =>
      client.POST('/channel-partners/{id}/commission-payouts', {
        params: { path: { id: 1 } },
        body: payoutByTransferForm,
      }),
    check: forbiddenChecked,
  },
  {
    operationId: 'reverseCommissionPayout',
    description: 'a payout made twice is reversed with its reason',
    states: [PAYOUT_1],
    request: {
      path: '/api/commission-payouts/1/reversal',
      body: { reason: 'Paid twice by mistake' },
    },
    response: { status: 200, body: payoutOneReversed },
    send: (client) =>
      client.POST('/commission-payouts/{id}/reversal', {
        params: { path: { id: 1 } },
        body: { reason: 'Paid twice by mistake' },
      }),
    check: ({ data }) =>
      expect(data).toMatchObject({ id: 1, reversal: { reason: 'Paid twice by mistake' } }),
  },
  {
    operationId: 'reverseCommissionPayout',
    description: 'a blank reason is refused',
    states: [PAYOUT_1],
    request: { path: '/api/commission-payouts/1/reversal', body: { reason: '   ' } },
    response: {
      status: 400,
      body: errorBody('validation_failed', INVALID, { reason: PAYMENT_MESSAGES.reasonRequired }),
    },
    send: (client) =>
      client.POST('/commission-payouts/{id}/reversal', {
        params: { path: { id: 1 } },
        body: { reason: '   ' },
      }),
    check: ({ error }) =>
      expect(error).toMatchObject({ errors: { reason: PAYMENT_MESSAGES.reasonRequired } }),
  },
  {
    operationId: 'reverseCommissionPayout',
    description: 'a payout reversed already is refused',
    states: [PAYOUT_1, PAYOUT_1_REVERSED],
    request: {
      path: '/api/commission-payouts/1/reversal',
      body: { reason: 'Paid twice by mistake' },
    },
    response: {
      status: 409,
      body: errorBody('already_reversed', PAYMENT_MESSAGES.payoutAlreadyReversed),
    },
    send: (client) =>
      client.POST('/commission-payouts/{id}/reversal', {
        params: { path: { id: 1 } },
        body: { reason: 'Paid twice by mistake' },
      }),
    check: ({ error }) => expect(error).toMatchObject({ code: 'already_reversed' }),
  },
  {
    operationId: 'reverseCommissionPayout',
    description: 'an unknown payout',
    states: [NO_PAYOUT_999],
    request: {
      path: '/api/commission-payouts/999/reversal',
      body: { reason: 'Paid twice by mistake' },
    },
    response: { status: 404, body: errorBody('not_found', 'Commission payout not found') },
    send: (client) =>
      client.POST('/commission-payouts/{id}/reversal', {
        params: { path: { id: 999 } },
        body: { reason: 'Paid twice by mistake' },
      }),
    check: ({ error }) => expect(error).toMatchObject({ code: 'not_found' }),
  },
  {
    operationId: 'reverseCommissionPayout',
    description: 'a user without commissions.pay is refused',
    states: [STAFF_WITHOUT_ROLES, PAYOUT_1],
    caller: 'staff',
    request: {
      path: '/api/commission-payouts/1/reversal',
      body: { reason: 'Paid twice by mistake' },
    },
    response: { status: 403, body: forbidden },
    send: (client) =>
      client.POST('/commission-payouts/{id}/reversal', {
        params: { path: { id: 1 } },
        body: { reason: 'Paid twice by mistake' },
      }),
    check: forbiddenChecked,
  },
  {
    operationId: 'listChannelPartnersOverview',
    description: "a caller who may view commissions sees each partner's commission earned",
    states: PAYABLE,
    request: { path: '/api/dashboard/channel-partners-overview', query: FIRST_PAGE_QUERY },
    response: { status: 200, body: pageOf(raviKumarOverviewRow) },
    send: (client) =>
      client.GET('/dashboard/channel-partners-overview', { params: { query: FIRST_PAGE } }),
    check: ({ data }) =>
      expect(data).toMatchObject({ data: [{ channelPartnerId: 1, commissionEarned: 1020 }] }),
  },
];

export const paymentsCases: ContractCase[] = [
  ...bookingPaymentsCases,
  ...scheduleCases,
  ...receiptCases,
  ...collectionsCases,
  ...commissionCases,
];
