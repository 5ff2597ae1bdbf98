/** bookings: the bookings screen's list, modal, status workflow and deletes. */
import { MatchersV3 } from '@pact-foundation/pact';
import { BOOKING_CONFLICT_MESSAGE, outstandingAtRegistryMessage } from '@plotline/domain';
import { expect } from 'vitest';
import type { BookingUpdateRequest } from '../../../src';
import type { ContractCase } from '../contract-case';
import { errorBody } from '../examples/errors';
import {
  bookingOneForm,
  confirmedDirectSale,
  createdRegistryDoneDirectSale,
  createdTokenBooking,
  emptyPage,
  newTokenBookingForm,
  newTokenBookingWithTokenPayment,
  pageOf,
  registryDoneDirectSaleForm,
  rupees,
  tokenBooking,
} from '../examples/sales';
import { authTokens, timestamp } from '../examples/users';

const { like, integer } = MatchersV3;

/*
 * Provider states compose: each creates what it names, reusing a record an earlier state of the
 * same interaction already made (project 1 is one project however many states mention it).
 * Values not named here are free: the answers type-match them. Nulls named here are exact.
 */

// User admin (id 1, every permission) with password admin123, as in cases/auth.ts.
const ADMIN_EXISTS = 'the user admin exists with password admin123';
// admin's refresh token expired-refresh-token is live while its access token has expired, as in cases/auth.ts.
const ADMIN_HOLDS_REFRESH_TOKEN = 'admin holds the refresh token expired-refresh-token';
// User staff: active, holding no role and so no permission; the verifier signs in as staff.
export const STAFF_WITHOUT_ROLES = 'the user staff exists and holds no role';
// Project 1 Green Valley; plot 1 A-101 (Booked); channel partner 1 Ravi Kumar (active, nature 1); booking 1 BK-0001 of plot 1, version 1, status Token, route channel_partner via partner 1, booking and token date 2026-11-02, sale rate, token and booking amounts set, registry duration 30 days to 2026-12-02, owner Anil Mehta (Male) with full 10-digit mobile, email, profession, guardian, alternate number, both addresses, additional remarks and notes set, created by admin; null: salesPersonName, salesPersonEmail, salesPersonDesignation, registrationNumber, plotOwnerPhone, plotOwnerEmail, ownerMobileLastFiveDigits, metadata; no follow-up.
export const BOOKING_1_IN_TOKEN =
  'booking 1 (BK-0001) is a Token booking of plot 1 (A-101) of project 1 (Green Valley), sold through channel partner 1 (Ravi Kumar) to Anil Mehta';
// Booking 1 is at version 2: it was saved once more after the screen read version 1.
const BOOKING_1_SAVED_SINCE = 'booking 1 was saved again since it was read, so it is at version 2';
// Project 1 Green Valley; plot 2 A-102 (Booked); booking 2 BK-0002 of plot 2, version 2, status Booking, route direct_sale with sales person name, email and designation set, owner Kiran Joshi with the same fields set as booking 1, created by admin; null: channelPartnerId, channelPartnerName, registrationNumber, plotOwnerPhone, plotOwnerEmail, ownerMobileLastFiveDigits, metadata; history: created in Token by admin on 2026-10-01 (fromStatus and remark null), then Token to Booking by admin through changeBookingStatus with remark 'Booking amount received', both entries with cancellationReason, actualRegistryDate and registrationNumber null.
export const BOOKING_2_CONFIRMED =
  'booking 2 (BK-0002) is a direct sale of plot 2 (A-102) of project 1 (Green Valley), created in Token and confirmed to Booking by admin';
// Project 1 Green Valley; plot 4 A-104 (Available again); booking 3 BK-0003 of plot 4, status Cancelled, with a cancellation reason.
export const BOOKING_3_CANCELLED =
  'booking 3 (BK-0003) of plot 4 (A-104) of project 1 (Green Valley) is Cancelled';
// Project 1 Green Valley; plot 3 A-103, Available, never booked; channel partner 1 Ravi Kumar (active, nature 1); no booking at all.
const PLOT_3_AVAILABLE =
  'plot 3 (A-103) of project 1 (Green Valley) is Available and channel partner 1 (Ravi Kumar) is active';
// Nothing to create: no booking has id 999.
export const NO_BOOKING_999 = 'no booking has id 999';
// Nothing to create: no plot has id 999.
const NO_PLOT_999 = 'no plot has id 999';
// Nothing to create: no channel partner has id 999.
export const NO_CHANNEL_PARTNER_999 = 'no channel partner has id 999';

/** Booking 2 registered from the status dialog; nothing has been paid on it. */
const REGISTRY_OF_BOOKING_2 = {
  newStatus: 'RegistryDone',
  remark: 'Sale deed registered',
  updatedBy: 1,
  actualRegistryDate: '2026-11-21',
  registrationNumber: 'RJ-JPR-2026-0412',
} as const;
const OUTSTANDING_AT_REGISTRY = outstandingAtRegistryMessage(1_600_000);

const FIRST_PAGE = { page: 1, pageSize: 10, sortBy: 'BookingDate', sortOrder: 'desc' } as const;
const FIRST_PAGE_QUERY = { page: '1', pageSize: '10', sortBy: 'BookingDate', sortOrder: 'desc' };

/** The bookings screen with every filter set, all of them matching booking 1. */
const EVERY_FILTER = {
  ...FIRST_PAGE,
  searchTerm: 'Anil',
  bookingStatus: 'Token',
  projectId: 1,
  plotId: 1,
  channelPartnerId: 1,
  startDate: '2026-11-01',
  endDate: '2026-11-30',
} as const;

/** Booking 1 as the edit modal sends it back, with the version it read. */
const bookingOneEdit = {
  ...bookingOneForm,
  bookingAmount: 550000,
  notes: 'Balance due by 30 November',
  version: 1,
} satisfies BookingUpdateRequest;

/** Booking 1 marked RegistryDone in the edit form: the financial fields go as null. */
const bookingOneEditedToRegistryDone = {
  ...bookingOneForm,
  plotSaleRate: null,
  tokenAmount: null,
  tokenDate: null,
  registryDuration: null,
  bookingStatus: 'RegistryDone',
  registrationNumber: 'RJ-JPR-2026-0398',
  version: 1,
} satisfies BookingUpdateRequest;

const notFound = errorBody('not_found', 'Booking not found');
const FORBIDDEN = "You don't have permission to do this";

export const bookingsCases: ContractCase[] = [
  {
    operationId: 'listBookings',
    description: 'every booking',
    states: [BOOKING_1_IN_TOKEN],
    request: { path: '/api/bookings' },
    response: { status: 200, body: MatchersV3.eachLike(tokenBooking) },
    send: (client) => client.GET('/bookings'),
    check: ({ data }) => expect(data).toMatchObject([{ id: 1, bookingNumber: 'BK-0001' }]),
  },
  {
    operationId: 'createBooking',
    description: 'a Token booking of an Available plot through a channel partner',
    states: [PLOT_3_AVAILABLE],
    request: { path: '/api/bookings', body: newTokenBookingForm },
    response: { status: 201, body: createdTokenBooking },
    send: (client) => client.POST('/bookings', { body: newTokenBookingForm }),
    check: ({ data }) =>
      expect(data).toMatchObject({ id: 3, bookingNumber: 'BK-0003', version: 1, plotId: 3 }),
  },
  {
    operationId: 'createBooking',
    description: 'a Token booking with its token recorded as received by bank transfer',
    states: [PLOT_3_AVAILABLE],
    request: { path: '/api/bookings', body: newTokenBookingWithTokenPayment },
    response: { status: 201, body: createdTokenBooking },
    send: (client) => client.POST('/bookings', { body: newTokenBookingWithTokenPayment }),
    check: ({ data }) =>
      expect(data).toMatchObject({ id: 3, bookingNumber: 'BK-0003', tokenAmount: 51000 }),
  },
  {
    operationId: 'createBooking',
    description: 'a direct sale recorded with its registry done',
    states: [PLOT_3_AVAILABLE],
    request: { path: '/api/bookings', body: registryDoneDirectSaleForm },
    response: { status: 201, body: createdRegistryDoneDirectSale },
    send: (client) => client.POST('/bookings', { body: registryDoneDirectSaleForm }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        id: 3,
        channelPartnerId: null,
        plotSaleRate: null,
        registrationNumber: 'RJ-JPR-2026-0412',
      }),
  },
  {
    operationId: 'createBooking',
    description: 'a plot that is already booked is refused',
    states: [BOOKING_1_IN_TOKEN],
    request: { path: '/api/bookings', body: { ...newTokenBookingForm, plotId: 1 } },
    response: { status: 409, body: errorBody('plot_not_available', 'Plot is not available') },
    send: (client) => client.POST('/bookings', { body: { ...newTokenBookingForm, plotId: 1 } }),
    check: ({ error }) =>
      expect(error).toEqual({ code: 'plot_not_available', message: 'Plot is not available' }),
  },
  {
    operationId: 'listBookingsFiltered',
    description: 'the first page, latest booking date first',
    states: [BOOKING_1_IN_TOKEN],
    request: { path: '/api/bookings/filtered', query: FIRST_PAGE_QUERY },
    response: { status: 200, body: pageOf(tokenBooking) },
    send: (client) => client.GET('/bookings/filtered', { params: { query: FIRST_PAGE } }),
    check: ({ data }) =>
      expect(data).toMatchObject({ totalCount: 1, data: [{ bookingNumber: 'BK-0001' }] }),
  },
  {
    operationId: 'listBookingsFiltered',
    description: 'filtered by search, status, project, plot, channel partner and dates',
    states: [BOOKING_1_IN_TOKEN],
    request: {
      path: '/api/bookings/filtered',
      query: {
        ...FIRST_PAGE_QUERY,
        searchTerm: 'Anil',
        bookingStatus: 'Token',
        projectId: '1',
        plotId: '1',
        channelPartnerId: '1',
        startDate: '2026-11-01',
        endDate: '2026-11-30',
      },
    },
    response: { status: 200, body: pageOf(tokenBooking) },
    send: (client) => client.GET('/bookings/filtered', { params: { query: EVERY_FILTER } }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        data: [{ plotOwnerName: 'Anil Mehta', bookingStatus: 'Token' }],
      }),
  },
  {
    operationId: 'listBookingsFiltered',
    description: 'no booking matches the filters',
    states: [BOOKING_1_IN_TOKEN],
    request: {
      path: '/api/bookings/filtered',
      query: { ...FIRST_PAGE_QUERY, bookingStatus: 'Cancelled' },
    },
    response: { status: 200, body: emptyPage },
    send: (client) =>
      client.GET('/bookings/filtered', {
        params: { query: { ...FIRST_PAGE, bookingStatus: 'Cancelled' } },
      }),
    // The screen shows 'No bookings found'.
    check: ({ data }) => expect(data).toMatchObject({ data: [], totalCount: 0 }),
  },
  {
    operationId: 'listBookingsFiltered',
    description: 'a user without bookings.view is refused',
    states: [STAFF_WITHOUT_ROLES],
    caller: 'staff',
    request: { path: '/api/bookings/filtered', query: FIRST_PAGE_QUERY },
    response: { status: 403, body: errorBody('forbidden', FORBIDDEN) },
    send: (client) => client.GET('/bookings/filtered', { params: { query: FIRST_PAGE } }),
    check: ({ error }) => expect(error).toEqual({ code: 'forbidden', message: FORBIDDEN }),
  },
  {
    operationId: 'listBookingsFiltered',
    description: 'nobody signed in is refused',
    states: [BOOKING_1_IN_TOKEN],
    caller: 'none',
    request: { path: '/api/bookings/filtered', query: FIRST_PAGE_QUERY },
    response: { status: 401, body: errorBody('not_authenticated', 'Authentication required') },
    send: (client) => client.GET('/bookings/filtered', { params: { query: FIRST_PAGE } }),
    check: ({ error }) =>
      expect(error).toEqual({ code: 'not_authenticated', message: 'Authentication required' }),
  },
  {
    operationId: 'listBookingsFiltered',
    description: 'an expired access token is refused while the bookings page loads',
    states: [ADMIN_EXISTS, ADMIN_HOLDS_REFRESH_TOKEN, BOOKING_1_IN_TOKEN],
    caller: 'expired',
    request: { path: '/api/bookings/filtered', query: FIRST_PAGE_QUERY },
    response: { status: 401, body: errorBody('not_authenticated', 'Authentication required') },
    send: (client) => client.GET('/bookings/filtered', { params: { query: FIRST_PAGE } }),
    // The client renews the session and asks again; the screen never sees the 401.
    alsoSends: [
      {
        operationId: 'refreshToken',
        description: 'the session is renewed while the bookings page loads',
        states: [ADMIN_EXISTS, ADMIN_HOLDS_REFRESH_TOKEN],
        caller: 'none',
        request: { path: '/api/auth/refresh', body: { refreshToken: 'expired-refresh-token' } },
        response: {
          status: 200,
          body: { accessToken: like('admin-access-token'), refreshToken: authTokens.refreshToken },
        },
      },
      {
        operationId: 'listBookingsFiltered',
        description: 'the bookings page again, with the renewed token',
        states: [ADMIN_EXISTS, BOOKING_1_IN_TOKEN],
        request: { path: '/api/bookings/filtered', query: FIRST_PAGE_QUERY },
        response: { status: 200, body: pageOf(tokenBooking) },
      },
    ],
    check: ({ data }) => expect(data).toMatchObject({ data: [{ bookingNumber: 'BK-0001' }] }),
  },
  {
    operationId: 'listBookingsByPlot',
    description: 'the bookings of a plot',
    states: [BOOKING_1_IN_TOKEN],
    request: { path: '/api/bookings/by-plot/1' },
    response: { status: 200, body: MatchersV3.eachLike(tokenBooking) },
    send: (client) => client.GET('/bookings/by-plot/{id}', { params: { path: { id: 1 } } }),
    check: ({ data }) => expect(data).toMatchObject([{ plotId: 1, plotNumber: 'A-101' }]),
  },
  {
    operationId: 'listBookingsByPlot',
    description: 'an unknown plot',
    states: [NO_PLOT_999],
    request: { path: '/api/bookings/by-plot/999' },
    response: { status: 404, body: errorBody('not_found', 'Plot not found') },
    send: (client) => client.GET('/bookings/by-plot/{id}', { params: { path: { id: 999 } } }),
    check: ({ error }) => expect(error).toEqual({ code: 'not_found', message: 'Plot not found' }),
  },
  {
    operationId: 'listBookingsByChannelPartner',
    description: 'the bookings sold through a channel partner',
    states: [BOOKING_1_IN_TOKEN],
    request: { path: '/api/bookings/by-channel-partner/1' },
    response: { status: 200, body: MatchersV3.eachLike(tokenBooking) },
    send: (client) =>
      client.GET('/bookings/by-channel-partner/{id}', { params: { path: { id: 1 } } }),
    check: ({ data }) =>
      expect(data).toMatchObject([{ channelPartnerId: 1, channelPartnerName: 'Ravi Kumar' }]),
  },
  {
    operationId: 'listBookingsByChannelPartner',
    description: 'an unknown channel partner',
    states: [NO_CHANNEL_PARTNER_999],
    request: { path: '/api/bookings/by-channel-partner/999' },
    response: { status: 404, body: errorBody('not_found', 'Channel partner not found') },
    send: (client) =>
      client.GET('/bookings/by-channel-partner/{id}', { params: { path: { id: 999 } } }),
    check: ({ error }) =>
      expect(error).toEqual({ code: 'not_found', message: 'Channel partner not found' }),
  },
  {
    operationId: 'getBooking',
    description: 'a booking opened for editing',
    states: [BOOKING_1_IN_TOKEN],
    request: { path: '/api/bookings/1' },
    response: { status: 200, body: tokenBooking },
    send: (client) => client.GET('/bookings/{id}', { params: { path: { id: 1 } } }),
    // The edit form reads the version back with the fields, and follows the mobile present.
    check: ({ data }) =>
      expect(data).toMatchObject({
        id: 1,
        version: 1,
        ownerMobileNumber: '9811122233',
        ownerMobileLastFiveDigits: null,
      }),
  },
  {
    operationId: 'getBooking',
    description: 'an unknown booking',
    states: [NO_BOOKING_999],
    request: { path: '/api/bookings/999' },
    response: { status: 404, body: notFound },
    send: (client) => client.GET('/bookings/{id}', { params: { path: { id: 999 } } }),
    check: ({ error }) =>
      expect(error).toEqual({ code: 'not_found', message: 'Booking not found' }),
  },
  {
    operationId: 'updateBooking',
    description: 'the edit modal saves a booking at the version it read',
    states: [BOOKING_1_IN_TOKEN],
    request: { path: '/api/bookings/1', body: bookingOneEdit },
    response: {
      status: 200,
      body: {
        ...tokenBooking,
        bookingAmount: rupees(550000),
        notes: like('Balance due by 30 November'),
        version: integer(2),
        updatedAt: timestamp('2026-11-22T11:00:00.000Z'),
      },
    },
    send: (client) =>
      client.PUT('/bookings/{id}', { params: { path: { id: 1 } }, body: bookingOneEdit }),
    // The next save must send the new version.
    check: ({ data }) => expect(data).toMatchObject({ id: 1, version: 2, bookingAmount: 550000 }),
  },
  {
    operationId: 'updateBooking',
    description: 'a save over a newer version is refused',
    states: [BOOKING_1_IN_TOKEN, BOOKING_1_SAVED_SINCE],
    request: { path: '/api/bookings/1', body: bookingOneEdit },
    response: { status: 409, body: errorBody('stale_edit', BOOKING_CONFLICT_MESSAGE) },
    send: (client) =>
      client.PUT('/bookings/{id}', { params: { path: { id: 1 } }, body: bookingOneEdit }),
    // The screen shows the message and reloads the booking.
    check: ({ error }) =>
      expect(error).toEqual({ code: 'stale_edit', message: BOOKING_CONFLICT_MESSAGE }),
  },
  {
    operationId: 'updateBooking',
    description: 'moving a booking to a plot that is booked is refused',
    states: [BOOKING_1_IN_TOKEN, BOOKING_2_CONFIRMED],
    request: { path: '/api/bookings/1', body: { ...bookingOneEdit, plotId: 2 } },
    response: { status: 409, body: errorBody('plot_not_available', 'Plot is not available') },
    send: (client) =>
      client.PUT('/bookings/{id}', {
        params: { path: { id: 1 } },
        body: { ...bookingOneEdit, plotId: 2 },
      }),
    check: ({ error }) =>
      expect(error).toEqual({ code: 'plot_not_available', message: 'Plot is not available' }),
  },
  {
    operationId: 'updateBooking',
    description: 'an edit that skips a status (Token to RegistryDone) is refused',
    states: [BOOKING_1_IN_TOKEN],
    request: { path: '/api/bookings/1', body: bookingOneEditedToRegistryDone },
    response: {
      status: 409,
      body: errorBody(
        'invalid_status_change',
        'A booking in Token can only move to Booking or Cancelled',
      ),
    },
    send: (client) =>
      client.PUT('/bookings/{id}', {
        params: { path: { id: 1 } },
        body: bookingOneEditedToRegistryDone,
      }),
    check: ({ error }) =>
      expect(error).toEqual({
        code: 'invalid_status_change',
        message: 'A booking in Token can only move to Booking or Cancelled',
      }),
  },
  {
    operationId: 'updateBooking',
    description: 'an unknown booking',
    states: [PLOT_3_AVAILABLE, NO_BOOKING_999],
    request: { path: '/api/bookings/999', body: { ...newTokenBookingForm, version: 1 } },
    response: { status: 404, body: notFound },
    send: (client) =>
      client.PUT('/bookings/{id}', {
        params: { path: { id: 999 } },
        body: { ...newTokenBookingForm, version: 1 },
      }),
    check: ({ error }) =>
      expect(error).toEqual({ code: 'not_found', message: 'Booking not found' }),
  },
  {
    operationId: 'deleteBooking',
    description: 'a booking is deleted',
    states: [BOOKING_1_IN_TOKEN],
    request: { path: '/api/bookings/1' },
    response: { status: 204 },
    send: (client) => client.DELETE('/bookings/{id}', { params: { path: { id: 1 } } }),
    check: ({ response }) => expect(response.ok).toBe(true),
  },
  {
    operationId: 'deleteBooking',
    description: 'an unknown booking',
    states: [NO_BOOKING_999],
    request: { path: '/api/bookings/999' },
    response: { status: 404, body: notFound },
    send: (client) => client.DELETE('/bookings/{id}', { params: { path: { id: 999 } } }),
    check: ({ error }) =>
      expect(error).toEqual({ code: 'not_found', message: 'Booking not found' }),
  },
  {
    operationId: 'changeBookingStatus',
    description: 'a Token booking is confirmed from the version the screen read',
    states: [BOOKING_1_IN_TOKEN],
    request: {
      path: '/api/bookings/1/status',
      body: { newStatus: 'Booking', remark: 'Booking amount received', updatedBy: 1, version: 1 },
    },
    response: {
      status: 200,
      // Exact: the toast names the new status ('Booking status changed to Booking successfully').
      body: { ...tokenBooking, bookingStatus: 'Booking', version: integer(2) },
    },
    send: (client) =>
      client.PATCH('/bookings/{id}/status', {
        params: { path: { id: 1 } },
        body: { newStatus: 'Booking', remark: 'Booking amount received', updatedBy: 1, version: 1 },
      }),
    check: ({ data }) =>
      expect(data).toMatchObject({ id: 1, bookingStatus: 'Booking', version: 2 }),
  },
  {
    operationId: 'changeBookingStatus',
    description: 'a change made from a version older than the stored one is refused',
    states: [BOOKING_1_IN_TOKEN, BOOKING_1_SAVED_SINCE],
    request: {
      path: '/api/bookings/1/status',
      body: { newStatus: 'Booking', remark: 'Booking amount received', updatedBy: 1, version: 1 },
    },
    response: { status: 409, body: errorBody('stale_edit', BOOKING_CONFLICT_MESSAGE) },
    send: (client) =>
      client.PATCH('/bookings/{id}/status', {
        params: { path: { id: 1 } },
        body: { newStatus: 'Booking', remark: 'Booking amount received', updatedBy: 1, version: 1 },
      }),
    // The screen shows the message and reloads the list.
    check: ({ error }) =>
      expect(error).toEqual({ code: 'stale_edit', message: BOOKING_CONFLICT_MESSAGE }),
  },
  {
    operationId: 'changeBookingStatus',
    description: 'registry with part of the sale value unpaid waits to be confirmed',
    states: [BOOKING_2_CONFIRMED],
    request: { path: '/api/bookings/2/status', body: REGISTRY_OF_BOOKING_2 },
    response: {
      status: 400,
      body: errorBody('validation_failed', OUTSTANDING_AT_REGISTRY, {
        acceptOutstanding: OUTSTANDING_AT_REGISTRY,
      }),
    },
    send: (client) =>
      client.PATCH('/bookings/{id}/status', {
        params: { path: { id: 2 } },
        body: REGISTRY_OF_BOOKING_2,
      }),
    // The dialog shows the message at its confirmation box, which it shows then.
    check: ({ error }) =>
      expect(error).toMatchObject({ errors: { acceptOutstanding: expect.any(String) } }),
  },
  {
    operationId: 'changeBookingStatus',
    description: 'a confirmed booking has its registry done, its balance outstanding confirmed',
    states: [BOOKING_2_CONFIRMED],
    request: {
      path: '/api/bookings/2/status',
      body: { ...REGISTRY_OF_BOOKING_2, acceptOutstanding: true },
    },
    response: {
      status: 200,
      body: {
        ...confirmedDirectSale,
        bookingStatus: 'RegistryDone',
        registrationNumber: like('RJ-JPR-2026-0412'),
        version: integer(3),
      },
    },
    send: (client) =>
      client.PATCH('/bookings/{id}/status', {
        params: { path: { id: 2 } },
        body: { ...REGISTRY_OF_BOOKING_2, acceptOutstanding: true },
      }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        bookingStatus: 'RegistryDone',
        registrationNumber: 'RJ-JPR-2026-0412',
      }),
  },
  {
    operationId: 'changeBookingStatus',
    description: 'a Token booking is cancelled with a reason',
    states: [BOOKING_1_IN_TOKEN],
    request: {
      path: '/api/bookings/1/status',
      body: {
        newStatus: 'Cancelled',
        remark: 'Owner withdrew',
        updatedBy: 1,
        cancellationReason: 'Buyer could not arrange the loan',
      },
    },
    response: {
      status: 200,
      body: { ...tokenBooking, bookingStatus: 'Cancelled', version: integer(2) },
    },
    send: (client) =>
      client.PATCH('/bookings/{id}/status', {
        params: { path: { id: 1 } },
        body: {
          newStatus: 'Cancelled',
          remark: 'Owner withdrew',
          updatedBy: 1,
          cancellationReason: 'Buyer could not arrange the loan',
        },
      }),
    check: ({ data }) => expect(data).toMatchObject({ bookingStatus: 'Cancelled' }),
  },
  {
    operationId: 'changeBookingStatus',
    description: 'a Cancelled booking cannot go back to Booking',
    states: [BOOKING_3_CANCELLED],
    request: {
      path: '/api/bookings/3/status',
      body: { newStatus: 'Booking', remark: 'Owner came back', updatedBy: 1 },
    },
    response: {
      status: 409,
      body: errorBody('invalid_status_change', 'A Cancelled booking cannot change status'),
    },
    send: (client) =>
      client.PATCH('/bookings/{id}/status', {
        params: { path: { id: 3 } },
        body: { newStatus: 'Booking', remark: 'Owner came back', updatedBy: 1 },
      }),
    check: ({ error }) =>
      expect(error).toEqual({
        code: 'invalid_status_change',
        message: 'A Cancelled booking cannot change status',
      }),
  },
  {
    operationId: 'changeBookingStatus',
    description: 'a change without a remark is refused',
    states: [BOOKING_1_IN_TOKEN],
    request: {
      path: '/api/bookings/1/status',
      body: { newStatus: 'Booking', remark: '', updatedBy: 1 },
    },
    response: {
      status: 400,
      body: errorBody('validation_failed', 'Please fix the errors below', {
        remark: 'Remark is required',
      }),
    },
    send: (client) =>
      client.PATCH('/bookings/{id}/status', {
        params: { path: { id: 1 } },
        body: { newStatus: 'Booking', remark: '', updatedBy: 1 },
      }),
    // The dialog shows the message under the remark box.
    check: ({ error }) => expect(error).toMatchObject({ errors: { remark: 'Remark is required' } }),
  },
  {
    operationId: 'changeBookingStatus',
    description: 'an unknown booking',
    states: [NO_BOOKING_999],
    request: {
      path: '/api/bookings/999/status',
      body: { newStatus: 'Booking', remark: 'Booking amount received', updatedBy: 1 },
    },
    response: { status: 404, body: notFound },
    send: (client) =>
      client.PATCH('/bookings/{id}/status', {
        params: { path: { id: 999 } },
        body: { newStatus: 'Booking', remark: 'Booking amount received', updatedBy: 1 },
      }),
    check: ({ error }) =>
      expect(error).toEqual({ code: 'not_found', message: 'Booking not found' }),
  },
];
