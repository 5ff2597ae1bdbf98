/**
 * extensions: what the product needs beyond docs/product/api-calls.md (dashboard, history,
 * exports).
 */
import { expect } from 'vitest';
import type { ContractCase } from '../contract-case';
import { PLOTS_CSV_HEADER, plotA101Csv } from '../examples/catalogue';
import { emptyDashboard, greenValleyDashboard } from '../examples/dashboard';
import { errorBody } from '../examples/errors';
import { GREEN_VALLEY_WITH_A_BOOKING, GREEN_VALLEY_WITH_PLOTS } from './projects';

// ================================================================== plots export and dashboard

// Channel partner 1: Individual Person (natureId 1) 'Rakesh Verma', Male, mobile 9876501234, active, commissionRate 2, created by admin; no booking names it.
const RAKESH_VERMA = 'channel partner 1 Rakesh Verma exists and has no bookings';
// No project, plot, booking, follow-up or channel partner at all (users, roles and amenities may exist).
const EMPTY_BUSINESS = 'no project, plot, booking or channel partner exists';

/** The Plots screen's filters for project 1's available plots, as the export sends them. */
const AVAILABLE_IN_GREEN_VALLEY = {
  sortBy: 'PlotNumber',
  sortOrder: 'asc',
  projectId: 1,
  status: 'Available',
} as const;

const plotsAndDashboardCases: ContractCase[] = [
  {
    operationId: 'exportPlots',
    description: 'the available plots of project 1 as CSV',
    states: GREEN_VALLEY_WITH_A_BOOKING,
    request: {
      path: '/api/plots/export',
      query: { sortBy: 'PlotNumber', sortOrder: 'asc', projectId: '1', status: 'Available' },
    },
    // The header row is held exactly; the rows are whatever the provider's plots are.
    response: { status: 200, mediaType: 'text/csv', body: plotA101Csv },
    send: (client) =>
      client.GET('/plots/export', {
        params: { query: AVAILABLE_IN_GREEN_VALLEY },
        parseAs: 'text',
      }),
    check: ({ data }) => {
      const [header, ...rows] = String(data).split('\r\n');
      expect(header).toBe(PLOTS_CSV_HEADER);
      expect(rows).toEqual([expect.stringMatching(/^A-101,Green Valley,/), '']);
    },
  },
  {
    operationId: 'exportPlots',
    description: 'a user without plots.view is refused',
    states: GREEN_VALLEY_WITH_PLOTS,
    caller: 'staff',
    request: {
      path: '/api/plots/export',
      query: { sortBy: 'PlotNumber', sortOrder: 'asc', projectId: '1', status: 'Available' },
    },
    response: { status: 403, body: errorBody("You don't have permission to do this") },
    send: (client) =>
      client.GET('/plots/export', {
        params: { query: AVAILABLE_IN_GREEN_VALLEY },
        parseAs: 'text',
      }),
    // Errors are read as JSON whatever the success body is parsed as.
    check: ({ error }) => expect(error).toMatchObject({ message: expect.any(String) }),
  },
  {
    operationId: 'getDashboardSummary',
    description: 'the figures of a business with an overdue booking',
    states: [...GREEN_VALLEY_WITH_A_BOOKING, RAKESH_VERMA],
    request: { path: '/api/dashboard/summary' },
    response: { status: 200, body: greenValleyDashboard },
    send: (client) => client.GET('/dashboard/summary'),
    check: ({ data }) =>
      expect(data).toMatchObject({
        cards: { totalProjects: 1, extraTime: 1 },
        projectsOverview: [{ projectName: 'Green Valley' }],
        channelPartnersOverview: [
          { channelPartnerId: null, partnerName: 'Direct Sales' },
          { channelPartnerId: 1 },
        ],
        overtime: [{ bookingId: 1, daysOverdue: 20, severity: 'orange' }],
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
    // The empty states show when the lists are empty, the Direct Sales row still comes first.
    check: ({ data }) =>
      expect(data).toMatchObject({
        projectsOverview: [],
        channelPartnersOverview: [{ partnerName: 'Direct Sales', total: 0 }],
        overtime: [],
      }),
  },
  {
    operationId: 'getDashboardSummary',
    description: 'nobody signed in is refused',
    states: [EMPTY_BUSINESS],
    caller: 'none',
    request: { path: '/api/dashboard/summary' },
    response: { status: 401, body: errorBody('Authentication required') },
    send: (client) => client.GET('/dashboard/summary'),
    check: ({ error }) => expect(error).toMatchObject({ message: expect.any(String) }),
  },
];

// ==================================================================

export const extensionsCases: ContractCase[] = [...plotsAndDashboardCases];
