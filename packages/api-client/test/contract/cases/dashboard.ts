/**
 * The dashboard (tagged extensions): the summary, the lists it pages through, the drill-downs
 * behind its count cells and the two charts. Any signed-in user may read them.
 */
import { expect } from 'vitest';
import type { ContractCase } from '../contract-case';
import {
  channelPartnersOverviewPage,
  directSalesConfirmedBookings,
  emptyDashboard,
  greenValleyAvailablePlots,
  greenValleyBookingsByMonth,
  greenValleyDashboard,
  greenValleyOverdueBookings,
  greenValleyRegistryPipeline,
  noDirectSales,
  overtimePage,
  projectsOverviewPage,
  raviKumarTokenBookings,
} from '../examples/dashboard';
import { errorBody } from '../examples/errors';
import { BOOKING_1_IN_TOKEN, BOOKING_2_CONFIRMED, NO_CHANNEL_PARTNER_999 } from './bookings';
import { GREEN_VALLEY_WITH_A_BOOKING, NO_PROJECT_999 } from './projects';

// Channel partner 1: Individual Person (natureId 1) 'Rakesh Verma', Male, mobile 9876501234, active, commissionRate 2, created by admin; no booking names it.
const RAKESH_VERMA = 'channel partner 1 Rakesh Verma exists and has no bookings';
// No project, plot, booking, follow-up or channel partner at all (users, roles and amenities may exist).
const EMPTY_BUSINESS = 'no project, plot, booking or channel partner exists';

/** Project 1 with plot 2 held by overdue booking 1 (a direct sale), and partner 1 with no sale. */
const GREEN_VALLEY_AND_RAKESH_VERMA = [...GREEN_VALLEY_WITH_A_BOOKING, RAKESH_VERMA];

/** The first page as the dashboard's lists ask for it. */
const FIRST_PAGE = { page: 1, pageSize: 10 } as const;
const FIRST_PAGE_QUERY = { page: '1', pageSize: '10' };

const summaryCases: ContractCase[] = [
  {
    operationId: 'getDashboardSummary',
    description: 'the figures of a business with an overdue booking',
    states: GREEN_VALLEY_AND_RAKESH_VERMA,
    request: { path: '/api/dashboard/summary' },
    response: { status: 200, body: greenValleyDashboard },
    send: (client) => client.GET('/dashboard/summary'),
    check: ({ data }) =>
      expect(data).toMatchObject({
        cards: { totalProjects: 1, extraTime: 1 },
        projectsOverview: { data: [{ projectName: 'Green Valley' }], totalCount: 1 },
        directSales: { channelPartnerId: null, partnerName: 'Direct Sales', extraTime: 1 },
        channelPartnersOverview: { data: [{ channelPartnerId: 1 }], totalCount: 1 },
        overtime: { data: [{ bookingId: 1, daysOverdue: 20, severity: 'orange' }], totalCount: 1 },
      }),
  },
  {
    operationId: 'getDashboardSummary',
    description: 'a user with no roles reads the figures of an empty business',
    states: [EMPTY_BUSINESS],
    caller: 'staff',
    request: { path: '/api/dashboard/summary' },
    response: { status: 200, body: emptyDashboard },
    send: (client) => client.GET('/dashboard/summary'),
    // The empty states show when the lists are empty; the Direct Sales row is still there.
    check: ({ data }) =>
      expect(data).toMatchObject({
        projectsOverview: { data: [], totalCount: 0 },
        directSales: { partnerName: 'Direct Sales', total: 0 },
        channelPartnersOverview: { data: [], totalCount: 0 },
        overtime: { data: [], totalCount: 0 },
      }),
  },
  {
    operationId: 'getDashboardSummary',
    description: 'nobody signed in is refused',
    states: [EMPTY_BUSINESS],
    caller: 'none',
    request: { path: '/api/dashboard/summary' },
    response: { status: 401, body: errorBody('not_authenticated', 'Authentication required') },
    send: (client) => client.GET('/dashboard/summary'),
    check: ({ error }) => expect(error).toMatchObject({ message: expect.any(String) }),
  },
  {
    operationId: 'listOvertimeBookings',
    description: 'the first page of the overtime modal',
    states: GREEN_VALLEY_WITH_A_BOOKING,
    request: { path: '/api/dashboard/overtime', query: FIRST_PAGE_QUERY },
    response: { status: 200, body: overtimePage },
    send: (client) => client.GET('/dashboard/overtime', { params: { query: FIRST_PAGE } }),
    check: ({ data }) =>
      expect(data).toMatchObject({ data: [{ bookingId: 1, daysOverdue: 20 }], totalCount: 1 }),
  },
  {
    operationId: 'listProjectsOverview',
    description: 'the first page of the Projects Overview',
    states: GREEN_VALLEY_WITH_A_BOOKING,
    request: { path: '/api/dashboard/projects-overview', query: FIRST_PAGE_QUERY },
    response: { status: 200, body: projectsOverviewPage },
    send: (client) => client.GET('/dashboard/projects-overview', { params: { query: FIRST_PAGE } }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        data: [{ projectId: 1, totalPlots: 2, availablePlots: 1, extraTime: 1 }],
      }),
  },
  {
    operationId: 'listChannelPartnersOverview',
    description: 'the first page of the Channel Partners Overview, without the Direct Sales row',
    states: GREEN_VALLEY_AND_RAKESH_VERMA,
    request: { path: '/api/dashboard/channel-partners-overview', query: FIRST_PAGE_QUERY },
    response: { status: 200, body: channelPartnersOverviewPage },
    send: (client) =>
      client.GET('/dashboard/channel-partners-overview', { params: { query: FIRST_PAGE } }),
    check: ({ data }) =>
      expect(data).toMatchObject({ data: [{ channelPartnerId: 1, total: 0 }], totalCount: 1 }),
  },
];

const drillDownCases: ContractCase[] = [
  {
    operationId: 'getProjectPlotsDrillDown',
    description: "the Available Plots cell of project 1: 'Plots for Green Valley'",
    states: GREEN_VALLEY_WITH_A_BOOKING,
    request: {
      path: '/api/dashboard/projects/1/plots',
      query: { column: 'availablePlots', ...FIRST_PAGE_QUERY },
    },
    response: { status: 200, body: greenValleyAvailablePlots },
    send: (client) =>
      client.GET('/dashboard/projects/{id}/plots', {
        params: { path: { id: 1 }, query: { column: 'availablePlots', ...FIRST_PAGE } },
      }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        name: 'Green Valley',
        counts: { totalPlots: 2, available: 1, booked: 1 },
        plots: { data: [{ plotNumber: 'A-101', status: 'Available' }], totalCount: 1 },
      }),
  },
  {
    operationId: 'getProjectPlotsDrillDown',
    description: 'an unknown project',
    states: [NO_PROJECT_999],
    request: {
      path: '/api/dashboard/projects/999/plots',
      query: { column: 'totalPlots', ...FIRST_PAGE_QUERY },
    },
    response: { status: 404, body: errorBody('not_found', 'Project not found') },
    send: (client) =>
      client.GET('/dashboard/projects/{id}/plots', {
        params: { path: { id: 999 }, query: { column: 'totalPlots', ...FIRST_PAGE } },
      }),
    check: ({ error }) =>
      expect(error).toEqual({ code: 'not_found', message: 'Project not found' }),
  },
  {
    operationId: 'getProjectBookingsDrillDown',
    description: "the Extra Time cell of project 1: 'Bookings for Green Valley'",
    states: GREEN_VALLEY_WITH_A_BOOKING,
    request: {
      path: '/api/dashboard/projects/1/bookings',
      query: { column: 'extraTime', ...FIRST_PAGE_QUERY },
    },
    response: { status: 200, body: greenValleyOverdueBookings },
    send: (client) =>
      client.GET('/dashboard/projects/{id}/bookings', {
        params: { path: { id: 1 }, query: { column: 'extraTime', ...FIRST_PAGE } },
      }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        name: 'Green Valley',
        counts: { total: 1, extraTime: 1 },
        bookings: {
          data: [{ bookingId: 1, daysOverdue: 20, channelPartnerName: null }],
          totalCount: 1,
        },
      }),
  },
  {
    operationId: 'getProjectBookingsDrillDown',
    description: 'an unknown project',
    states: [NO_PROJECT_999],
    request: {
      path: '/api/dashboard/projects/999/bookings',
      query: { column: 'total', ...FIRST_PAGE_QUERY },
    },
    response: { status: 404, body: errorBody('not_found', 'Project not found') },
    send: (client) =>
      client.GET('/dashboard/projects/{id}/bookings', {
        params: { path: { id: 999 }, query: { column: 'total', ...FIRST_PAGE } },
      }),
    check: ({ error }) =>
      expect(error).toEqual({ code: 'not_found', message: 'Project not found' }),
  },
  {
    operationId: 'getChannelPartnerBookingsDrillDown',
    description: "the Token cell of partner 1: 'Bookings for Ravi Kumar'",
    states: [BOOKING_1_IN_TOKEN],
    request: {
      path: '/api/dashboard/channel-partners/1/bookings',
      query: { column: 'token', ...FIRST_PAGE_QUERY },
    },
    response: { status: 200, body: raviKumarTokenBookings },
    send: (client) =>
      client.GET('/dashboard/channel-partners/{id}/bookings', {
        params: { path: { id: 1 }, query: { column: 'token', ...FIRST_PAGE } },
      }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        name: 'Ravi Kumar',
        counts: { total: 1, token: 1, days0to30: 1 },
        bookings: {
          data: [{ bookingId: 1, daysOverdue: 0, channelPartnerName: 'Ravi Kumar' }],
        },
      }),
  },
  {
    operationId: 'getChannelPartnerBookingsDrillDown',
    description: 'an unknown channel partner',
    states: [NO_CHANNEL_PARTNER_999],
    request: {
      path: '/api/dashboard/channel-partners/999/bookings',
      query: { column: 'total', ...FIRST_PAGE_QUERY },
    },
    response: { status: 404, body: errorBody('not_found', 'Channel partner not found') },
    send: (client) =>
      client.GET('/dashboard/channel-partners/{id}/bookings', {
        params: { path: { id: 999 }, query: { column: 'total', ...FIRST_PAGE } },
      }),
    check: ({ error }) =>
      expect(error).toEqual({ code: 'not_found', message: 'Channel partner not found' }),
  },
  {
    operationId: 'getDirectSalesBookingsDrillDown',
    description: "the Booking cell of the Direct Sales row: 'Bookings for Direct Sales'",
    states: [BOOKING_2_CONFIRMED],
    request: {
      path: '/api/dashboard/direct-sales/bookings',
      query: { column: 'booking', ...FIRST_PAGE_QUERY },
    },
    response: { status: 200, body: directSalesConfirmedBookings },
    send: (client) =>
      client.GET('/dashboard/direct-sales/bookings', {
        params: { query: { column: 'booking', ...FIRST_PAGE } },
      }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        name: 'Direct Sales',
        counts: { total: 1, booking: 1, extraTime: 1 },
        bookings: { data: [{ bookingId: 2, daysOverdue: 22, channelPartnerName: null }] },
      }),
  },
  {
    operationId: 'getDirectSalesBookingsDrillDown',
    description: 'a business with no direct sale yet',
    states: [EMPTY_BUSINESS],
    request: {
      path: '/api/dashboard/direct-sales/bookings',
      query: { column: 'total', ...FIRST_PAGE_QUERY },
    },
    response: { status: 200, body: noDirectSales },
    send: (client) =>
      client.GET('/dashboard/direct-sales/bookings', {
        params: { query: { column: 'total', ...FIRST_PAGE } },
      }),
    check: ({ data }) =>
      expect(data).toMatchObject({ counts: { total: 0 }, bookings: { data: [], totalCount: 0 } }),
  },
];

const chartCases: ContractCase[] = [
  {
    operationId: 'getBookingsByMonth',
    description: 'the 12 months to today, a Token booking in October',
    states: GREEN_VALLEY_WITH_A_BOOKING,
    request: { path: '/api/dashboard/bookings-by-month' },
    response: { status: 200, body: greenValleyBookingsByMonth },
    send: (client) => client.GET('/dashboard/bookings-by-month'),
    check: ({ data }) => {
      const { months } = data as { months: { month: string; token: number }[] };
      expect(months).toHaveLength(12);
      expect(months.at(-1)?.month).toBe('2026-11');
      expect(months.find((m) => m.month === '2026-10')?.token).toBe(1);
    },
  },
  {
    operationId: 'getRegistryPipeline',
    description: 'the pipeline of the one project',
    states: GREEN_VALLEY_WITH_A_BOOKING,
    request: { path: '/api/dashboard/registry-pipeline' },
    response: { status: 200, body: greenValleyRegistryPipeline },
    send: (client) => client.GET('/dashboard/registry-pipeline'),
    check: ({ data }) =>
      expect(data).toMatchObject({
        projects: [{ projectId: 1, token: 1, extraTime: 1 }],
        totalProjects: 1,
      }),
  },
];

export const dashboardCases: ContractCase[] = [...summaryCases, ...drillDownCases, ...chartCases];
