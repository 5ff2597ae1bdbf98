/** follow-ups: the follow-ups screen, and the previous follow-ups the follow-up modal shows. */
import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import type { ContractCase } from '../contract-case';
import { errorBody } from '../examples/errors';
import {
  editedFirstFollowUpForm,
  emptyPage,
  firstFollowUp,
  latestFollowUp,
  loggedSiteVisit,
  pageOf,
  siteVisitForm,
} from '../examples/sales';
import { BOOKING_1_IN_TOKEN, NO_BOOKING_999, STAFF_WITHOUT_ROLES } from './bookings';

const { like, eachLike } = MatchersV3;

// States compose as in cases/bookings.ts: BOOKING_1_IN_TOKEN makes booking 1 and what it sits on.

// Booking 1 (BOOKING_1_IN_TOKEN) has follow-up 1 (date 2026-11-10, next 2026-11-17) and follow-up 2 (date 2026-11-17, next 2026-11-24), both purpose, update and taken-by (Neha Verma) set, created by admin; no other follow-up exists.
const FOLLOW_UPS_OF_BOOKING_1 =
  'booking 1 has follow-up 1 of 2026-11-10 and follow-up 2 of 2026-11-17, both taken by Neha Verma';
// The same two follow-ups dated from the provider's today, for the interactions whose answer
// depends on it (which period a next date falls in): follow-up 1 taken 12 days ago and due again
// 5 days ago, when follow-up 2 was taken, itself due again in 2 days (on the examples' today,
// 2026-11-22: the dates above).
const FOLLOW_UPS_DATED_FROM_TODAY = {
  name: 'booking 1 has follow-ups 1 and 2 dated from today',
  params: { firstTakenDaysAgo: 12, secondTakenDaysAgo: 5, nextInDays: 2 },
};
// Booking 1 (BOOKING_1_IN_TOKEN) has no follow-up, and no follow-up exists at all.
const NO_FOLLOW_UP_OF_BOOKING_1 = 'booking 1 has no follow-up';
// Nothing to create: no follow-up has id 999.
const NO_FOLLOW_UP_999 = 'no follow-up has id 999';

const FORBIDDEN = "You don't have permission to do this";

/** The follow-ups screen's first page, as it asks for it with no filter. */
const FIRST_PAGE = { page: 1, pageSize: 10, sortBy: 'FollowUpDate', sortOrder: 'desc' } as const;
const FIRST_PAGE_QUERY = { page: '1', pageSize: '10', sortBy: 'FollowUpDate', sortOrder: 'desc' };
/**
 * Booking 1's upcoming follow-ups taken by Neha: the provider's today is 2026-11-22 (Sunday), so
 * follow-up 2 (next 2026-11-24) is upcoming. Follow-up 1's next date (2026-11-17) has passed,
 * but follow-up 2 settled it, so it is not overdue.
 */
const UPCOMING_OF_BOOKING_1 = {
  ...FIRST_PAGE,
  searchTerm: 'neha',
  period: 'upcoming',
  bookingId: 1,
} as const;
const notFound = errorBody('not_found', 'Follow-up not found');
const bookingNotFound = errorBody('not_found', 'Booking not found');

export const followUpsCases: ContractCase[] = [
  {
    operationId: 'listFollowUps',
    description: 'every follow-up, newest first',
    states: [BOOKING_1_IN_TOKEN, FOLLOW_UPS_OF_BOOKING_1],
    request: { path: '/api/bookingfollowups' },
    response: { status: 200, body: eachLike(latestFollowUp) },
    send: (client) => client.GET('/bookingfollowups'),
    // The table shows the booking's details beside each follow-up.
    check: ({ data }) =>
      expect(data).toMatchObject([
        { bookingNumber: 'BK-0001', plotOwnerName: 'Anil Mehta', nextFollowUpDate: '2026-11-24' },
      ]),
  },
  {
    operationId: 'listFollowUps',
    description: 'a user without bookings.view is refused',
    states: [STAFF_WITHOUT_ROLES],
    caller: 'staff',
    request: { path: '/api/bookingfollowups' },
    response: { status: 403, body: errorBody('forbidden', FORBIDDEN) },
    send: (client) => client.GET('/bookingfollowups'),
    check: ({ error }) => expect(error).toEqual({ code: 'forbidden', message: FORBIDDEN }),
  },
  {
    operationId: 'listFollowUps',
    description: 'nobody signed in is refused',
    states: [BOOKING_1_IN_TOKEN, FOLLOW_UPS_OF_BOOKING_1],
    caller: 'none',
    request: { path: '/api/bookingfollowups' },
    response: { status: 401, body: errorBody('not_authenticated', 'Authentication required') },
    send: (client) => client.GET('/bookingfollowups'),
    check: ({ error }) =>
      expect(error).toEqual({ code: 'not_authenticated', message: 'Authentication required' }),
  },
  {
    operationId: 'listFollowUpsFiltered',
    description: 'the first page, newest follow-up first',
    states: [BOOKING_1_IN_TOKEN, FOLLOW_UPS_OF_BOOKING_1],
    request: { path: '/api/bookingfollowups/filtered', query: FIRST_PAGE_QUERY },
    response: { status: 200, body: pageOf(latestFollowUp, 2) },
    send: (client) => client.GET('/bookingfollowups/filtered', { params: { query: FIRST_PAGE } }),
    // The table shows each follow-up beside its booking's details.
    check: ({ data }) => {
      expect(data).toMatchObject({ totalCount: 2, hasNextPage: false, data: { length: 2 } });
      expect((data as { data: unknown[] }).data[0]).toMatchObject({
        id: 2,
        bookingNumber: 'BK-0001',
      });
    },
  },
  {
    operationId: 'listFollowUpsFiltered',
    description: 'filtered by search, the upcoming period and one booking',
    states: [BOOKING_1_IN_TOKEN, FOLLOW_UPS_DATED_FROM_TODAY],
    request: {
      path: '/api/bookingfollowups/filtered',
      query: { ...FIRST_PAGE_QUERY, searchTerm: 'neha', period: 'upcoming', bookingId: '1' },
    },
    response: { status: 200, body: pageOf(latestFollowUp) },
    send: (client) =>
      client.GET('/bookingfollowups/filtered', { params: { query: UPCOMING_OF_BOOKING_1 } }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        totalCount: 1,
        data: [{ id: 2, nextFollowUpDate: '2026-11-24', settled: false }],
      }),
  },
  {
    operationId: 'listFollowUpsFiltered',
    description: 'a next follow-up a newer one settled is not overdue',
    states: [BOOKING_1_IN_TOKEN, FOLLOW_UPS_DATED_FROM_TODAY],
    request: {
      path: '/api/bookingfollowups/filtered',
      query: { ...FIRST_PAGE_QUERY, period: 'overdue', bookingId: '1' },
    },
    response: { status: 200, body: emptyPage },
    send: (client) =>
      client.GET('/bookingfollowups/filtered', {
        params: { query: { ...FIRST_PAGE, period: 'overdue', bookingId: 1 } },
      }),
    // Follow-up 1's next date has passed, but follow-up 2 settled it: the Overdue filter is empty.
    check: ({ data }) => expect(data).toMatchObject({ data: [], totalCount: 0 }),
  },
  {
    operationId: 'listFollowUpsFiltered',
    description: 'no follow-up is due today',
    states: [BOOKING_1_IN_TOKEN, FOLLOW_UPS_OF_BOOKING_1],
    request: {
      path: '/api/bookingfollowups/filtered',
      query: { ...FIRST_PAGE_QUERY, period: 'today' },
    },
    response: { status: 200, body: emptyPage },
    send: (client) =>
      client.GET('/bookingfollowups/filtered', {
        params: { query: { ...FIRST_PAGE, period: 'today' } },
      }),
    // The screen shows 'No follow-ups found'.
    check: ({ data }) => expect(data).toMatchObject({ data: [], totalCount: 0 }),
  },
  {
    operationId: 'listFollowUpsFiltered',
    description: 'a user without bookings.view is refused',
    states: [STAFF_WITHOUT_ROLES],
    caller: 'staff',
    request: { path: '/api/bookingfollowups/filtered', query: FIRST_PAGE_QUERY },
    response: { status: 403, body: errorBody('forbidden', FORBIDDEN) },
    send: (client) => client.GET('/bookingfollowups/filtered', { params: { query: FIRST_PAGE } }),
    check: ({ error }) => expect(error).toEqual({ code: 'forbidden', message: FORBIDDEN }),
  },
  {
    operationId: 'listFollowUpsFiltered',
    description: 'nobody signed in is refused',
    states: [BOOKING_1_IN_TOKEN, FOLLOW_UPS_OF_BOOKING_1],
    caller: 'none',
    request: { path: '/api/bookingfollowups/filtered', query: FIRST_PAGE_QUERY },
    response: { status: 401, body: errorBody('not_authenticated', 'Authentication required') },
    send: (client) => client.GET('/bookingfollowups/filtered', { params: { query: FIRST_PAGE } }),
    check: ({ error }) =>
      expect(error).toEqual({ code: 'not_authenticated', message: 'Authentication required' }),
  },
  {
    operationId: 'createFollowUp',
    description: 'a site visit is logged against a booking',
    states: [BOOKING_1_IN_TOKEN, NO_FOLLOW_UP_OF_BOOKING_1],
    request: { path: '/api/bookingfollowups', body: siteVisitForm },
    response: { status: 201, body: loggedSiteVisit },
    send: (client) => client.POST('/bookingfollowups', { body: siteVisitForm }),
    check: ({ data }) =>
      expect(data).toMatchObject({ id: 3, bookingId: 1, nextFollowUpDate: '2026-11-29' }),
  },
  {
    operationId: 'createFollowUp',
    description: 'a follow-up of a booking that no longer exists is refused',
    states: [NO_BOOKING_999],
    request: { path: '/api/bookingfollowups', body: { ...siteVisitForm, bookingId: 999 } },
    response: {
      status: 400,
      body: errorBody('validation_failed', 'Please fix the errors below', {
        bookingId: 'Booking not found',
      }),
    },
    send: (client) =>
      client.POST('/bookingfollowups', { body: { ...siteVisitForm, bookingId: 999 } }),
    // The modal shows 'Failed to add follow-up'.
    check: ({ error }) =>
      expect(error).toMatchObject({ errors: { bookingId: 'Booking not found' } }),
  },
  {
    operationId: 'listUpcomingFollowUps',
    description: 'the follow-ups due from a date on',
    states: [BOOKING_1_IN_TOKEN, FOLLOW_UPS_OF_BOOKING_1],
    request: { path: '/api/bookingfollowups/upcoming', query: { date: '2026-11-20' } },
    // Only follow-up 2 is due on or after 2026-11-20.
    response: { status: 200, body: eachLike(latestFollowUp) },
    send: (client) =>
      client.GET('/bookingfollowups/upcoming', { params: { query: { date: '2026-11-20' } } }),
    check: ({ data }) => expect(data).toMatchObject([{ id: 2, nextFollowUpDate: '2026-11-24' }]),
  },
  {
    operationId: 'listFollowUpsByBooking',
    description: "a booking's follow-ups, newest first",
    states: [BOOKING_1_IN_TOKEN, FOLLOW_UPS_OF_BOOKING_1],
    request: { path: '/api/bookingfollowups/booking/1' },
    // Exactly the two follow-ups of the state, newest first.
    response: { status: 200, body: [latestFollowUp, firstFollowUp] },
    send: (client) => client.GET('/bookingfollowups/booking/{id}', { params: { path: { id: 1 } } }),
    // The modal lists the earlier follow-ups under the latest one, which settled them.
    check: ({ data }) =>
      expect(data).toMatchObject([
        { id: 2, settled: false },
        { id: 1, settled: true },
      ]),
  },
  {
    operationId: 'listFollowUpsByBooking',
    description: 'an unknown booking',
    states: [NO_BOOKING_999],
    request: { path: '/api/bookingfollowups/booking/999' },
    response: { status: 404, body: bookingNotFound },
    send: (client) =>
      client.GET('/bookingfollowups/booking/{id}', { params: { path: { id: 999 } } }),
    check: ({ error }) =>
      expect(error).toEqual({ code: 'not_found', message: 'Booking not found' }),
  },
  {
    operationId: 'getLatestFollowUp',
    description: "a booking's latest follow-up",
    states: [BOOKING_1_IN_TOKEN, FOLLOW_UPS_OF_BOOKING_1],
    request: { path: '/api/bookingfollowups/booking/1/latest' },
    response: { status: 200, body: latestFollowUp },
    send: (client) =>
      client.GET('/bookingfollowups/booking/{id}/latest', { params: { path: { id: 1 } } }),
    check: ({ data }) => expect(data).toMatchObject({ id: 2, followUpDate: '2026-11-17' }),
  },
  {
    operationId: 'getLatestFollowUp',
    description: 'a booking with no follow-up yet',
    states: [BOOKING_1_IN_TOKEN, NO_FOLLOW_UP_OF_BOOKING_1],
    request: { path: '/api/bookingfollowups/booking/1/latest' },
    response: { status: 204 },
    send: (client) =>
      client.GET('/bookingfollowups/booking/{id}/latest', { params: { path: { id: 1 } } }),
    // The modal then says 'No previous follow-ups for this booking.'
    check: ({ data }) => expect(data).toBeUndefined(),
  },
  {
    operationId: 'getLatestFollowUp',
    description: 'an unknown booking',
    states: [NO_BOOKING_999],
    request: { path: '/api/bookingfollowups/booking/999/latest' },
    response: { status: 404, body: bookingNotFound },
    send: (client) =>
      client.GET('/bookingfollowups/booking/{id}/latest', { params: { path: { id: 999 } } }),
    check: ({ error }) =>
      expect(error).toEqual({ code: 'not_found', message: 'Booking not found' }),
  },
  {
    operationId: 'getFollowUp',
    description: 'a follow-up opened for editing',
    states: [BOOKING_1_IN_TOKEN, FOLLOW_UPS_OF_BOOKING_1],
    request: { path: '/api/bookingfollowups/1' },
    response: { status: 200, body: firstFollowUp },
    send: (client) => client.GET('/bookingfollowups/{id}', { params: { path: { id: 1 } } }),
    check: ({ data }) =>
      expect(data).toMatchObject({ id: 1, bookingId: 1, followUpDate: '2026-11-10' }),
  },
  {
    operationId: 'getFollowUp',
    description: 'an unknown follow-up',
    states: [NO_FOLLOW_UP_999],
    request: { path: '/api/bookingfollowups/999' },
    response: { status: 404, body: notFound },
    send: (client) => client.GET('/bookingfollowups/{id}', { params: { path: { id: 999 } } }),
    check: ({ error }) =>
      expect(error).toEqual({ code: 'not_found', message: 'Follow-up not found' }),
  },
  {
    operationId: 'updateFollowUp',
    description: "a follow-up's update text is rewritten",
    states: [BOOKING_1_IN_TOKEN, FOLLOW_UPS_OF_BOOKING_1],
    request: { path: '/api/bookingfollowups/1', body: editedFirstFollowUpForm },
    response: {
      status: 200,
      body: { ...firstFollowUp, followUpUpdate: like(editedFirstFollowUpForm.followUpUpdate) },
    },
    send: (client) =>
      client.PUT('/bookingfollowups/{id}', {
        params: { path: { id: 1 } },
        body: editedFirstFollowUpForm,
      }),
    check: ({ data }) =>
      expect(data).toMatchObject({ id: 1, followUpUpdate: editedFirstFollowUpForm.followUpUpdate }),
  },
  {
    operationId: 'updateFollowUp',
    description: 'an unknown follow-up',
    states: [BOOKING_1_IN_TOKEN, NO_FOLLOW_UP_999],
    request: { path: '/api/bookingfollowups/999', body: editedFirstFollowUpForm },
    response: { status: 404, body: notFound },
    send: (client) =>
      client.PUT('/bookingfollowups/{id}', {
        params: { path: { id: 999 } },
        body: editedFirstFollowUpForm,
      }),
    // The modal shows 'Failed to save follow-up'.
    check: ({ error }) =>
      expect(error).toEqual({ code: 'not_found', message: 'Follow-up not found' }),
  },
  {
    operationId: 'deleteFollowUp',
    description: 'a follow-up is deleted',
    states: [BOOKING_1_IN_TOKEN, FOLLOW_UPS_OF_BOOKING_1],
    request: { path: '/api/bookingfollowups/1' },
    response: { status: 204 },
    send: (client) => client.DELETE('/bookingfollowups/{id}', { params: { path: { id: 1 } } }),
    check: ({ response }) => expect(response.ok).toBe(true),
  },
  {
    operationId: 'deleteFollowUp',
    description: 'an unknown follow-up',
    states: [NO_FOLLOW_UP_999],
    request: { path: '/api/bookingfollowups/999' },
    response: { status: 404, body: notFound },
    send: (client) => client.DELETE('/bookingfollowups/{id}', { params: { path: { id: 999 } } }),
    // The screen shows 'Failed to delete follow-up'.
    check: ({ error }) =>
      expect(error).toEqual({ code: 'not_found', message: 'Follow-up not found' }),
  },
];
