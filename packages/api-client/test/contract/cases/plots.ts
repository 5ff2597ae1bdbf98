/** plots: the Plots screen's filtered list and form, and the plot pickers of the booking form. */
import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import type { ContractCase } from '../contract-case';
import {
  availablePlotA101,
  plotA101,
  plotA101Grown,
  plotA101GrownRequest,
  plotA101RenumberedRequest,
  plotA101Request,
  plotA102Request,
  plotPage,
} from '../examples/catalogue';
import { errorBody } from '../examples/errors';
import { SWIMMING_POOL } from './amenities';
import {
  GREEN_VALLEY,
  GREEN_VALLEY_WITH_A_BOOKING,
  GREEN_VALLEY_WITH_PLOTS,
  NO_PROJECT_999,
} from './projects';

const { eachLike } = MatchersV3;

// No plot with id 999 (nothing else is needed).
const NO_PLOT_999 = 'no plot has id 999';

/** The Plots screen's first load: page 1 of 10, by plot number (docs/product/constants.md). */
const FIRST_PAGE = { page: 1, pageSize: 10, sortBy: 'PlotNumber', sortOrder: 'asc' } as const;
/** Every filter of the panel set: search, status, project and plot number. */
const EVERY_FILTER = {
  ...FIRST_PAGE,
  searchTerm: 'corner',
  projectId: 1,
  plotNumber: 'A-1',
  status: 'Available',
} as const;

/** The size filter: 100 to 150 sq yd, what the Plots filters and the booking form's picker send. */
const SIZE_RANGE_IN_SQ_YD = {
  ...FIRST_PAGE,
  minSize: 100,
  maxSize: 150,
  sizeUnit: 'sq yd',
} as const;
const FIRST_PAGE_QUERY = { page: '1', pageSize: '10', sortBy: 'PlotNumber', sortOrder: 'asc' };

const FORBIDDEN = "You don't have permission to do this";

export const plotsCases: ContractCase[] = [
  {
    operationId: 'listPlots',
    description: 'every plot',
    states: GREEN_VALLEY_WITH_A_BOOKING,
    request: { path: '/api/plots' },
    response: { status: 200, body: eachLike(plotA101) },
    send: (client) => client.GET('/plots'),
    check: ({ data }) =>
      expect(data).toEqual([
        expect.objectContaining({ id: 1, projectName: 'Green Valley', plotNumber: 'A-101' }),
      ]),
  },
  {
    operationId: 'createPlot',
    description: 'the form adds plot A-101 to project 1',
    states: [SWIMMING_POOL, GREEN_VALLEY],
    request: { path: '/api/plots', body: plotA101Request },
    response: { status: 201, body: plotA101 },
    send: (client) => client.POST('/plots', { body: plotA101Request }),
    // Adding several plots counts the ones that came back with an id.
    check: ({ data }) =>
      expect(data).toMatchObject({ id: expect.any(Number), projectId: 1, plotNumber: 'A-101' }),
  },
  {
    operationId: 'createPlot',
    description: 'a plot number the project already has is refused',
    states: GREEN_VALLEY_WITH_PLOTS,
    request: { path: '/api/plots', body: plotA101Request },
    response: {
      status: 409,
      body: errorBody('duplicate', 'Plot number A-101 already exists in this project', {
        plotNumber: 'Plot number A-101 already exists in this project',
      }),
    },
    send: (client) => client.POST('/plots', { body: plotA101Request }),
    check: ({ error }) =>
      expect(error).toMatchObject({ errors: { plotNumber: expect.any(String) } }),
  },
  {
    operationId: 'createPlot',
    description: 'a plot size of 0 is refused with the field message',
    states: [SWIMMING_POOL, GREEN_VALLEY],
    request: { path: '/api/plots', body: { ...plotA101Request, plotSize: 0 } },
    response: {
      status: 400,
      body: errorBody('validation_failed', 'Please fix the errors below', {
        plotSize: 'Plot size must be greater than 0',
      }),
    },
    send: (client) => client.POST('/plots', { body: { ...plotA101Request, plotSize: 0 } }),
    check: ({ error }) =>
      expect(error).toMatchObject({ errors: { plotSize: 'Plot size must be greater than 0' } }),
  },
  {
    operationId: 'listAvailablePlots',
    description: 'only the available plots',
    states: GREEN_VALLEY_WITH_A_BOOKING,
    request: { path: '/api/plots/available' },
    response: { status: 200, body: eachLike(availablePlotA101) },
    send: (client) => client.GET('/plots/available'),
    check: ({ data }) =>
      expect(data).toEqual([expect.objectContaining({ id: 1, status: 'Available' })]),
  },
  {
    operationId: 'listPlotsByProject',
    description: 'the plots of project 1',
    states: GREEN_VALLEY_WITH_A_BOOKING,
    request: { path: '/api/plots/by-project/1' },
    response: { status: 200, body: eachLike(plotA101) },
    send: (client) => client.GET('/plots/by-project/{id}', { params: { path: { id: 1 } } }),
    check: ({ data }) => expect(data).toEqual([expect.objectContaining({ projectId: 1 })]),
  },
  {
    operationId: 'listPlotsByProject',
    description: 'an unknown project is not found',
    states: [NO_PROJECT_999],
    request: { path: '/api/plots/by-project/999' },
    response: { status: 404, body: errorBody('not_found', 'Project not found') },
    // The booking form then offers no plot rather than another project's.
    send: (client) => client.GET('/plots/by-project/{id}', { params: { path: { id: 999 } } }),
    check: ({ data, error }) => {
      expect(data).toBeUndefined();
      expect(error).toMatchObject({ message: 'Project not found' });
    },
  },
  {
    operationId: 'listPlotsFiltered',
    description: 'the first page of plots by plot number',
    states: GREEN_VALLEY_WITH_A_BOOKING,
    request: {
      path: '/api/plots/filtered',
      query: { page: '1', pageSize: '10', sortBy: 'PlotNumber', sortOrder: 'asc' },
    },
    response: { status: 200, body: plotPage(plotA101, 2) },
    send: (client) => client.GET('/plots/filtered', { params: { query: FIRST_PAGE } }),
    // The table and its pagination read all five fields.
    check: ({ data }) =>
      expect(data).toEqual({
        data: [expect.objectContaining({ plotNumber: 'A-101', projectName: 'Green Valley' })],
        totalCount: 2,
        totalCountEstimated: false,
        totalPages: 1,
        hasNextPage: false,
        hasPreviousPage: false,
      }),
  },
  {
    operationId: 'listPlotsFiltered',
    description: 'plots narrowed by every filter of the panel',
    states: GREEN_VALLEY_WITH_A_BOOKING,
    request: {
      path: '/api/plots/filtered',
      query: {
        page: '1',
        pageSize: '10',
        sortBy: 'PlotNumber',
        sortOrder: 'asc',
        searchTerm: 'corner',
        projectId: '1',
        plotNumber: 'A-1',
        status: 'Available',
      },
    },
    response: { status: 200, body: plotPage(availablePlotA101, 1) },
    send: (client) => client.GET('/plots/filtered', { params: { query: EVERY_FILTER } }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        data: [{ id: 1, status: 'Available', remark: 'Corner plot, east facing' }],
        totalCount: 1,
      }),
  },
  {
    operationId: 'listPlotsFiltered',
    description: 'plots of a size range in sq yd, whatever unit they were entered in',
    states: GREEN_VALLEY_WITH_A_BOOKING,
    request: {
      path: '/api/plots/filtered',
      query: { ...FIRST_PAGE_QUERY, minSize: '100', maxSize: '150', sizeUnit: 'sq yd' },
    },
    // A-101's 1,200 sq ft is 133⅓ sq yd; A-102's 1,500 sq ft (166⅔) is past the range.
    response: { status: 200, body: plotPage(availablePlotA101, 1) },
    send: (client) => client.GET('/plots/filtered', { params: { query: SIZE_RANGE_IN_SQ_YD } }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        data: [{ id: 1, plotSize: 1200, sizeUnit: 'sq ft' }],
        totalCount: 1,
      }),
  },
  {
    operationId: 'listPlotsFiltered',
    description: 'a user without plots.view is refused',
    states: GREEN_VALLEY_WITH_PLOTS,
    caller: 'staff',
    request: {
      path: '/api/plots/filtered',
      query: { page: '1', pageSize: '10', sortBy: 'PlotNumber', sortOrder: 'asc' },
    },
    response: { status: 403, body: errorBody('forbidden', FORBIDDEN) },
    send: (client) => client.GET('/plots/filtered', { params: { query: FIRST_PAGE } }),
    check: ({ data, error }) => {
      expect(data).toBeUndefined();
      expect(error).toMatchObject({ message: expect.any(String) });
    },
  },
  {
    operationId: 'getPlot',
    description: 'plot 1',
    states: GREEN_VALLEY_WITH_PLOTS,
    request: { path: '/api/plots/1' },
    response: { status: 200, body: plotA101 },
    send: (client) => client.GET('/plots/{id}', { params: { path: { id: 1 } } }),
    check: ({ data }) =>
      expect(data).toMatchObject({ id: 1, plotNumber: 'A-101', plotSize: 1200, sizeUnit: 'sq ft' }),
  },
  {
    operationId: 'getPlot',
    description: 'an unknown plot is not found',
    states: [NO_PLOT_999],
    request: { path: '/api/plots/999' },
    response: { status: 404, body: errorBody('not_found', 'Plot not found') },
    send: (client) => client.GET('/plots/{id}', { params: { path: { id: 999 } } }),
    check: ({ error }) => expect(error).toMatchObject({ message: 'Plot not found' }),
  },
  {
    operationId: 'updatePlot',
    description: 'the form grows plot 1',
    states: GREEN_VALLEY_WITH_PLOTS,
    request: { path: '/api/plots/1', body: plotA101GrownRequest },
    response: { status: 200, body: plotA101Grown },
    send: (client) =>
      client.PUT('/plots/{id}', { params: { path: { id: 1 } }, body: plotA101GrownRequest }),
    check: ({ data }) => expect(data).toMatchObject({ id: 1, plotSize: 1250 }),
  },
  {
    operationId: 'updatePlot',
    description: 'a plot number another plot of the project has is refused',
    states: GREEN_VALLEY_WITH_PLOTS,
    request: { path: '/api/plots/1', body: plotA101RenumberedRequest },
    response: {
      status: 409,
      body: errorBody('duplicate', 'Plot number A-102 already exists in this project', {
        plotNumber: 'Plot number A-102 already exists in this project',
      }),
    },
    send: (client) =>
      client.PUT('/plots/{id}', { params: { path: { id: 1 } }, body: plotA101RenumberedRequest }),
    check: ({ error }) =>
      expect(error).toMatchObject({ errors: { plotNumber: expect.any(String) } }),
  },
  {
    operationId: 'updatePlot',
    description: 'a booked plot cannot be made available',
    states: GREEN_VALLEY_WITH_A_BOOKING,
    request: { path: '/api/plots/2', body: plotA102Request },
    response: {
      status: 409,
      body: errorBody(
        'plot_held_by_booking',
        'Plot A-102 is held by booking 1 and cannot be made available',
      ),
    },
    send: (client) =>
      client.PUT('/plots/{id}', { params: { path: { id: 2 } }, body: plotA102Request }),
    check: ({ error }) => expect(error).toMatchObject({ message: expect.any(String) }),
  },
  {
    operationId: 'updatePlot',
    description: 'an unknown plot is not found',
    // Project 1 exists, so the body is valid and only the plot in the path is missing.
    states: [SWIMMING_POOL, GREEN_VALLEY, NO_PLOT_999],
    request: { path: '/api/plots/999', body: plotA101GrownRequest },
    response: { status: 404, body: errorBody('not_found', 'Plot not found') },
    send: (client) =>
      client.PUT('/plots/{id}', { params: { path: { id: 999 } }, body: plotA101GrownRequest }),
    check: ({ error }) => expect(error).toMatchObject({ message: 'Plot not found' }),
  },
  {
    operationId: 'deletePlot',
    description: 'an unbooked plot is deleted',
    states: GREEN_VALLEY_WITH_PLOTS,
    request: { path: '/api/plots/1' },
    response: { status: 204 },
    send: (client) => client.DELETE('/plots/{id}', { params: { path: { id: 1 } } }),
    check: ({ error }) => expect(error).toBeUndefined(),
  },
  {
    operationId: 'deletePlot',
    description: 'a plot a booking refers to is kept',
    states: GREEN_VALLEY_WITH_A_BOOKING,
    request: { path: '/api/plots/2' },
    response: {
      status: 409,
      body: errorBody('in_use', 'Plot A-102 cannot be deleted because bookings refer to it'),
    },
    send: (client) => client.DELETE('/plots/{id}', { params: { path: { id: 2 } } }),
    check: ({ error }) => expect(error).toMatchObject({ message: expect.any(String) }),
  },
  {
    operationId: 'deletePlot',
    description: 'an unknown plot is not found',
    states: [NO_PLOT_999],
    request: { path: '/api/plots/999' },
    response: { status: 404, body: errorBody('not_found', 'Plot not found') },
    send: (client) => client.DELETE('/plots/{id}', { params: { path: { id: 999 } } }),
    check: ({ error }) => expect(error).toMatchObject({ message: 'Plot not found' }),
  },
];
