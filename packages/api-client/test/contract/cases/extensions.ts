/**
 * extensions: what the product needs beyond docs/product/api-calls.md (history, exports); the
 * dashboard's are in cases/dashboard.ts.
 */
import { expect } from 'vitest';
import type { ContractCase } from '../contract-case';
import { PLOTS_CSV_HEADER, plotA101Csv } from '../examples/catalogue';
import { errorBody } from '../examples/errors';
import { GREEN_VALLEY_WITH_A_BOOKING, GREEN_VALLEY_WITH_PLOTS } from './projects';

// ================================================================== plots export

/** The Plots screen's filters for project 1's available plots, as the export sends them. */
const AVAILABLE_IN_GREEN_VALLEY = {
  sortBy: 'PlotNumber',
  sortOrder: 'asc',
  projectId: 1,
  status: 'Available',
} as const;

const plotsExportCases: ContractCase[] = [
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
    response: { status: 403, body: errorBody('forbidden', "You don't have permission to do this") },
    send: (client) =>
      client.GET('/plots/export', {
        params: { query: AVAILABLE_IN_GREEN_VALLEY },
        parseAs: 'text',
      }),
    // Errors are read as JSON whatever the success body is parsed as.
    check: ({ error }) => expect(error).toMatchObject({ message: expect.any(String) }),
  },
];

// ==================================================================

export const extensionsCases: ContractCase[] = [...plotsExportCases];
