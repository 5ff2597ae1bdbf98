/** extensions of the sales screens: a booking's status history and the CSV exports of the lists. */
import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import type { ContractCase } from '../contract-case';
import { CHANNEL_PARTNERS_CSV_HEADER } from '../examples/channel-partners';
import { errorBody } from '../examples/errors';
import { csvBody } from '../examples/csv';
import { BOOKINGS_CSV_HEADER, confirmedDirectSaleHistory } from '../examples/sales';
import {
  BOOKING_1_IN_TOKEN,
  BOOKING_2_CONFIRMED,
  NO_BOOKING_999,
  STAFF_WITHOUT_ROLES,
} from './bookings';
import { CHANNEL_PARTNER_2, CHANNEL_PARTNER_3 } from './channel-partners';

// The states are those of cases/bookings.ts and cases/channel-partners.ts; this file adds none.

const { like, eachLike, integer } = MatchersV3;

const FORBIDDEN = "You don't have permission to do this";

/** The exports' filters are chosen to match nothing, so the example is the header row alone. */
const headerOnly = (header: string) => csvBody(header, []);

/** The bookings screen filtered to Cancelled bookings, as the export button sends it. */
const CANCELLED_BOOKINGS = {
  sortBy: 'BookingDate',
  sortOrder: 'desc',
  bookingStatus: 'Cancelled',
} as const;

/** The channel partners screen filtered to nature 5 (Other Identity), as the export sends it. */
const OTHER_IDENTITIES = { sortBy: 'Name', sortOrder: 'asc', natureId: 5 } as const;

export const salesExtensionsCases: ContractCase[] = [
  {
    operationId: 'listSalesPeople',
    description: 'the staff a direct sale may name, searched, the signed-in user first',
    // The seeded admin alone: active, and holding the Admin role.
    states: [],
    request: { path: '/api/bookings/sales-people', query: { searchTerm: 'admin' } },
    response: {
      status: 200,
      body: eachLike({
        userId: integer(1),
        name: like('Plotline Admin'),
        email: like('admin@plotline.local'),
        designation: like('Admin'),
      }),
    },
    send: (client) =>
      client.GET('/bookings/sales-people', { params: { query: { searchTerm: 'admin' } } }),
    check: ({ data }) => expect(data).toMatchObject([{ userId: 1, designation: 'Admin' }]),
  },
  {
    operationId: 'getBookingHistory',
    description: 'a booking created in Token and then confirmed',
    states: [BOOKING_2_CONFIRMED],
    request: { path: '/api/bookings/2/history' },
    response: { status: 200, body: confirmedDirectSaleHistory },
    send: (client) => client.GET('/bookings/{id}/history', { params: { path: { id: 2 } } }),
    check: ({ data }) =>
      expect(data).toMatchObject([
        { fromStatus: null, toStatus: 'Token', remark: null },
        {
          fromStatus: 'Token',
          toStatus: 'Booking',
          remark: 'Booking amount received',
          changedBy: { username: 'admin' },
        },
      ]),
  },
  {
    operationId: 'getBookingHistory',
    description: 'an unknown booking',
    states: [NO_BOOKING_999],
    request: { path: '/api/bookings/999/history' },
    response: { status: 404, body: errorBody('not_found', 'Booking not found') },
    send: (client) => client.GET('/bookings/{id}/history', { params: { path: { id: 999 } } }),
    check: ({ error }) =>
      expect(error).toEqual({ code: 'not_found', message: 'Booking not found' }),
  },
  {
    operationId: 'getBookingHistory',
    description: 'a user without bookings.view is refused',
    states: [STAFF_WITHOUT_ROLES, BOOKING_2_CONFIRMED],
    caller: 'staff',
    request: { path: '/api/bookings/2/history' },
    response: { status: 403, body: errorBody('forbidden', FORBIDDEN) },
    send: (client) => client.GET('/bookings/{id}/history', { params: { path: { id: 2 } } }),
    check: ({ error }) => expect(error).toEqual({ code: 'forbidden', message: FORBIDDEN }),
  },
  {
    operationId: 'exportBookings',
    description: 'an export that matches no booking is the header row alone',
    states: [BOOKING_1_IN_TOKEN],
    request: {
      path: '/api/bookings/export',
      query: { sortBy: 'BookingDate', sortOrder: 'desc', bookingStatus: 'Cancelled' },
    },
    response: { status: 200, mediaType: 'text/csv', body: headerOnly(BOOKINGS_CSV_HEADER) },
    send: (client) =>
      client.GET('/bookings/export', {
        params: { query: CANCELLED_BOOKINGS },
        parseAs: 'text',
      }),
    check: ({ data }) => expect(String(data).split('\r\n')).toEqual([BOOKINGS_CSV_HEADER, '']),
  },
  {
    operationId: 'exportBookings',
    description: 'a user without bookings.view is refused',
    states: [STAFF_WITHOUT_ROLES, BOOKING_1_IN_TOKEN],
    caller: 'staff',
    request: {
      path: '/api/bookings/export',
      query: { sortBy: 'BookingDate', sortOrder: 'desc', bookingStatus: 'Cancelled' },
    },
    response: { status: 403, body: errorBody('forbidden', FORBIDDEN) },
    send: (client) =>
      client.GET('/bookings/export', {
        params: { query: CANCELLED_BOOKINGS },
        parseAs: 'text',
      }),
    // An error body is read as JSON whatever parseAs says.
    check: ({ error }) => expect(error).toEqual({ code: 'forbidden', message: FORBIDDEN }),
  },
  {
    operationId: 'exportChannelPartners',
    description: 'an export that matches no channel partner is the header row alone',
    states: [CHANNEL_PARTNER_2, CHANNEL_PARTNER_3],
    request: {
      path: '/api/channelpartners/export',
      query: { sortBy: 'Name', sortOrder: 'asc', natureId: '5' },
    },
    response: {
      status: 200,
      mediaType: 'text/csv',
      body: headerOnly(CHANNEL_PARTNERS_CSV_HEADER),
    },
    send: (client) =>
      client.GET('/channelpartners/export', {
        params: { query: OTHER_IDENTITIES },
        parseAs: 'text',
      }),
    check: ({ data }) =>
      expect(String(data).split('\r\n')).toEqual([CHANNEL_PARTNERS_CSV_HEADER, '']),
  },
];
