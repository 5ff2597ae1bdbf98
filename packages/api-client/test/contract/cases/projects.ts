/** projects: the Projects screen's list, form and details modal, over project 1 Green Valley. */
import { expect } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import type { ContractCase } from '../contract-case';
import {
  greenValley,
  greenValleyPhaseOne,
  greenValleyPhaseOneRequest,
  greenValleyWithPlots,
  sunriseMeadows,
  sunriseMeadowsRequest,
  zeroAreaProjectRequest,
} from '../examples/catalogue';
import { errorBody } from '../examples/errors';
import { emptyPage, pageOf } from '../examples/sales';
import { SWIMMING_POOL } from './amenities';

const { eachLike } = MatchersV3;

// Needs SWIMMING_POOL first. Project 1: name 'Green Valley', totalProjectArea 435600, roadsArea 87120, totalSaleableArea 37720, amenities '[{"id":1,"name":"Swimming Pool","area":9000}]', projectAmenities [{ amenityId 1, name 'Swimming Pool', area 9000, description 'Olympic-size pool with a kids section' }], metadata null, created by admin; no plots.
export const GREEN_VALLEY =
  'project 1 Green Valley exists with amenity 1 Swimming Pool on 9000 sq ft';
// Needs GREEN_VALLEY first. Plot 1: project 1, plotNumber 'A-101', plotSize 1200, sizeUnit 'sq ft', Available, remark 'Corner plot, east facing'; plot 2: project 1, 'A-102', 1500, 'sq ft', Available, remark 'Park facing'; both created by admin.
export const GREEN_VALLEY_PLOTS = 'project 1 has plot 1 A-101 and plot 2 A-102, both available';
// Needs GREEN_VALLEY_PLOTS first. Booking 1 on plot 2, which becomes Booked: direct sale by Anil Mehta (anil.mehta@plotline.local, Sales Executive); owner Ravi Kumar, Male, Engineer, mobile 9812345678; status Token; rate 2500 per sq yd; token 50000 dated the booking date; booking date 50 days before today; registry duration 30 days, so registry date 20 days before today (overdue).
export const PLOT_2_BOOKED = 'plot 2 of project 1 is booked by booking 1';
// No project at all (the projects table is empty); amenities may exist.
const NO_PROJECTS = 'no project exists';
// No project with id 999 (nothing else is needed).
export const NO_PROJECT_999 = 'no project has id 999';

/** Project 1 with both plots, neither booked. */
export const GREEN_VALLEY_WITH_PLOTS = [SWIMMING_POOL, GREEN_VALLEY, GREEN_VALLEY_PLOTS];
/** Project 1 with both plots, plot 2 held by booking 1: totalPlots 2, availablePlots 1. */
export const GREEN_VALLEY_WITH_A_BOOKING = [...GREEN_VALLEY_WITH_PLOTS, PLOT_2_BOOKED];

const FORBIDDEN = "You don't have permission to do this";

const FIRST_PAGE = { page: 1, pageSize: 10, sortBy: 'Name', sortOrder: 'asc' } as const;
const FIRST_PAGE_QUERY = { page: '1', pageSize: '10', sortBy: 'Name', sortOrder: 'asc' };
/** What a project picker asks as the user types: the first 25 names containing the text. */
const PICKER_SEARCH = { ...FIRST_PAGE, pageSize: 25, searchTerm: 'green' } as const;

export const projectsCases: ContractCase[] = [
  {
    operationId: 'listProjects',
    description: 'every project with its plot counts',
    states: GREEN_VALLEY_WITH_A_BOOKING,
    request: { path: '/api/projects' },
    response: { status: 200, body: eachLike(greenValley) },
    send: (client) => client.GET('/projects'),
    // The table shows the areas and the available share of the plots.
    check: ({ data }) =>
      expect(data).toEqual([
        expect.objectContaining({
          id: 1,
          name: 'Green Valley',
          totalProjectArea: 435600,
          totalPlots: 2,
          availablePlots: 1,
        }),
      ]),
  },
  {
    operationId: 'listProjects',
    description: 'a user without projects.view is refused',
    states: GREEN_VALLEY_WITH_PLOTS,
    caller: 'staff',
    request: { path: '/api/projects' },
    response: { status: 403, body: errorBody('forbidden', FORBIDDEN) },
    send: (client) => client.GET('/projects'),
    check: ({ data, error }) => {
      expect(data).toBeUndefined();
      expect(error).toMatchObject({ message: expect.any(String) });
    },
  },
  {
    operationId: 'listProjects',
    description: 'nobody signed in is refused',
    states: [SWIMMING_POOL, GREEN_VALLEY],
    caller: 'none',
    request: { path: '/api/projects' },
    response: { status: 401, body: errorBody('not_authenticated', 'Authentication required') },
    // With no refresh token to renew the session, the client hands the 401 back at once.
    send: (client) => client.GET('/projects'),
    check: ({ error }) => expect(error).toMatchObject({ message: expect.any(String) }),
  },
  {
    operationId: 'listProjectsFiltered',
    description: 'the first page of the Projects table, by name',
    states: GREEN_VALLEY_WITH_A_BOOKING,
    request: { path: '/api/projects/filtered', query: FIRST_PAGE_QUERY },
    response: { status: 200, body: pageOf(greenValley) },
    send: (client) => client.GET('/projects/filtered', { params: { query: FIRST_PAGE } }),
    // The table shows the areas and the available share of the plots.
    check: ({ data }) =>
      expect(data).toMatchObject({
        totalCount: 1,
        totalCountEstimated: false,
        data: [{ id: 1, name: 'Green Valley', totalPlots: 2, availablePlots: 1 }],
      }),
  },
  {
    operationId: 'listProjectsFiltered',
    description: 'a project picker searches the names as the user types',
    states: GREEN_VALLEY_WITH_A_BOOKING,
    request: {
      path: '/api/projects/filtered',
      query: { ...FIRST_PAGE_QUERY, pageSize: '25', searchTerm: 'green' },
    },
    response: { status: 200, body: pageOf(greenValley) },
    send: (client) => client.GET('/projects/filtered', { params: { query: PICKER_SEARCH } }),
    // A picker offers each found project by its id and name.
    check: ({ data }) => expect(data).toMatchObject({ data: [{ id: 1, name: 'Green Valley' }] }),
  },
  {
    operationId: 'listProjectsFiltered',
    description: 'sorted by available plots, no project matches the search',
    states: GREEN_VALLEY_WITH_A_BOOKING,
    request: {
      path: '/api/projects/filtered',
      query: {
        ...FIRST_PAGE_QUERY,
        sortBy: 'AvailablePlots',
        sortOrder: 'desc',
        searchTerm: 'meadows',
      },
    },
    response: { status: 200, body: emptyPage },
    send: (client) =>
      client.GET('/projects/filtered', {
        params: {
          query: {
            ...FIRST_PAGE,
            sortBy: 'AvailablePlots',
            sortOrder: 'desc',
            searchTerm: 'meadows',
          },
        },
      }),
    // The screen shows 'No projects found'.
    check: ({ data }) => expect(data).toMatchObject({ data: [], totalCount: 0 }),
  },
  {
    operationId: 'listProjectsFiltered',
    description: 'a user without projects.view is refused',
    states: GREEN_VALLEY_WITH_PLOTS,
    caller: 'staff',
    request: { path: '/api/projects/filtered', query: FIRST_PAGE_QUERY },
    response: { status: 403, body: errorBody('forbidden', FORBIDDEN) },
    send: (client) => client.GET('/projects/filtered', { params: { query: FIRST_PAGE } }),
    check: ({ error }) => expect(error).toEqual({ code: 'forbidden', message: FORBIDDEN }),
  },
  {
    operationId: 'listProjectsFiltered',
    description: 'nobody signed in is refused',
    states: [SWIMMING_POOL, GREEN_VALLEY],
    caller: 'none',
    request: { path: '/api/projects/filtered', query: FIRST_PAGE_QUERY },
    response: { status: 401, body: errorBody('not_authenticated', 'Authentication required') },
    send: (client) => client.GET('/projects/filtered', { params: { query: FIRST_PAGE } }),
    check: ({ error }) =>
      expect(error).toEqual({ code: 'not_authenticated', message: 'Authentication required' }),
  },
  {
    operationId: 'createProject',
    description: 'the form creates Sunrise Meadows with the pool',
    states: [SWIMMING_POOL, NO_PROJECTS],
    request: { path: '/api/projects', body: sunriseMeadowsRequest },
    response: { status: 201, body: sunriseMeadows },
    send: (client) => client.POST('/projects', { body: sunriseMeadowsRequest }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        id: expect.any(Number),
        name: 'Sunrise Meadows',
        projectAmenities: [{ amenityId: 1, area: 4500 }],
        totalPlots: 0,
      }),
  },
  {
    operationId: 'createProject',
    description: 'a total area of 0 is refused with the field message',
    states: [NO_PROJECTS],
    request: { path: '/api/projects', body: zeroAreaProjectRequest },
    response: {
      status: 400,
      body: errorBody('validation_failed', 'Please fix the errors below', {
        totalProjectArea: 'Total project area must be greater than 0',
      }),
    },
    send: (client) => client.POST('/projects', { body: zeroAreaProjectRequest }),
    check: ({ error }) =>
      expect(error).toMatchObject({
        errors: { totalProjectArea: 'Total project area must be greater than 0' },
      }),
  },
  {
    operationId: 'listProjectsWithPlots',
    description: 'every project with its plots',
    states: GREEN_VALLEY_WITH_A_BOOKING,
    request: { path: '/api/projects/with-plots' },
    response: { status: 200, body: eachLike(greenValleyWithPlots) },
    send: (client) => client.GET('/projects/with-plots'),
    check: ({ data }) =>
      expect(data).toEqual([
        expect.objectContaining({
          id: 1,
          plots: [expect.objectContaining({ plotNumber: 'A-101' })],
        }),
      ]),
  },
  {
    operationId: 'getProject',
    description: 'project 1',
    states: GREEN_VALLEY_WITH_A_BOOKING,
    request: { path: '/api/projects/1' },
    response: { status: 200, body: greenValley },
    send: (client) => client.GET('/projects/{id}', { params: { path: { id: 1 } } }),
    // The edit form is filled from the areas and the picked amenities.
    check: ({ data }) =>
      expect(data).toMatchObject({
        id: 1,
        roadsArea: 87120,
        projectAmenities: [{ amenityId: 1, name: 'Swimming Pool', area: 9000 }],
      }),
  },
  {
    operationId: 'getProject',
    description: 'an unknown project is not found',
    states: [NO_PROJECT_999],
    request: { path: '/api/projects/999' },
    response: { status: 404, body: errorBody('not_found', 'Project not found') },
    send: (client) => client.GET('/projects/{id}', { params: { path: { id: 999 } } }),
    check: ({ error }) => expect(error).toMatchObject({ message: 'Project not found' }),
  },
  {
    operationId: 'updateProject',
    description: 'the form renames project 1 and widens its roads',
    states: [SWIMMING_POOL, GREEN_VALLEY],
    request: { path: '/api/projects/1', body: greenValleyPhaseOneRequest },
    response: { status: 200, body: greenValleyPhaseOne },
    send: (client) =>
      client.PUT('/projects/{id}', {
        params: { path: { id: 1 } },
        body: greenValleyPhaseOneRequest,
      }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        id: 1,
        name: 'Green Valley Phase 1',
        roadsArea: 95832,
        totalSaleableArea: 36752,
      }),
  },
  {
    operationId: 'updateProject',
    description: 'an unknown project is not found',
    states: [SWIMMING_POOL, NO_PROJECT_999],
    request: { path: '/api/projects/999', body: greenValleyPhaseOneRequest },
    response: { status: 404, body: errorBody('not_found', 'Project not found') },
    send: (client) =>
      client.PUT('/projects/{id}', {
        params: { path: { id: 999 } },
        body: greenValleyPhaseOneRequest,
      }),
    check: ({ error }) => expect(error).toMatchObject({ message: 'Project not found' }),
  },
  {
    operationId: 'deleteProject',
    description: 'project 1 is deleted with its unbooked plots',
    states: GREEN_VALLEY_WITH_PLOTS,
    request: { path: '/api/projects/1' },
    response: { status: 204 },
    send: (client) => client.DELETE('/projects/{id}', { params: { path: { id: 1 } } }),
    check: ({ error }) => expect(error).toBeUndefined(),
  },
  {
    operationId: 'deleteProject',
    description: 'a project with a booked plot is kept',
    states: GREEN_VALLEY_WITH_A_BOOKING,
    request: { path: '/api/projects/1' },
    response: {
      status: 409,
      body: errorBody('in_use', 'Project cannot be deleted because bookings refer to its plots'),
    },
    send: (client) => client.DELETE('/projects/{id}', { params: { path: { id: 1 } } }),
    check: ({ error }) => expect(error).toMatchObject({ message: expect.any(String) }),
  },
  {
    operationId: 'deleteProject',
    description: 'an unknown project is not found',
    states: [NO_PROJECT_999],
    request: { path: '/api/projects/999' },
    response: { status: 404, body: errorBody('not_found', 'Project not found') },
    send: (client) => client.DELETE('/projects/{id}', { params: { path: { id: 999 } } }),
    check: ({ error }) => expect(error).toMatchObject({ message: 'Project not found' }),
  },
  {
    operationId: 'getProjectDetails',
    description: 'project 1 with its plots',
    states: GREEN_VALLEY_WITH_A_BOOKING,
    request: { path: '/api/projects/1/details' },
    response: { status: 200, body: greenValleyWithPlots },
    send: (client) => client.GET('/projects/{id}/details', { params: { path: { id: 1 } } }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        id: 1,
        name: 'Green Valley',
        plots: [{ id: 1, plotNumber: 'A-101', status: 'Available' }],
      }),
  },
  {
    operationId: 'getProjectDetails',
    description: 'an unknown project is not found',
    states: [NO_PROJECT_999],
    request: { path: '/api/projects/999/details' },
    response: { status: 404, body: errorBody('not_found', 'Project not found') },
    send: (client) => client.GET('/projects/{id}/details', { params: { path: { id: 999 } } }),
    // The details modal falls back to 'Project not found'.
    check: ({ error }) => expect(error).toMatchObject({ message: 'Project not found' }),
  },
];
