/**
 * extensions of the administration screens: the users list a page at a time and signing a user
 * out everywhere. The states are those of cases/users.ts; this file adds none.
 */
import { expect } from 'vitest';
import type { ContractCase } from '../contract-case';
import { raviUser } from '../examples/admin';
import { errorBody } from '../examples/errors';
import { emptyPage, pageOf } from '../examples/sales';
import { aTableRow, NO_USER_999, ONLY_ADMIN_AND_RAVI, RAVI_EXISTS, userNotFound } from './users';

const FORBIDDEN = "You don't have permission to do this";

const FIRST_PAGE = { page: 1, pageSize: 10, sortBy: 'Username', sortOrder: 'asc' } as const;
const FIRST_PAGE_QUERY = { page: '1', pageSize: '10', sortBy: 'Username', sortOrder: 'asc' };

export const adminExtensionsCases: ContractCase[] = [
  {
    operationId: 'listUsersFiltered',
    description: 'the first page of the User Management table, by username',
    states: [ONLY_ADMIN_AND_RAVI],
    request: { path: '/api/users/filtered', query: FIRST_PAGE_QUERY },
    response: { status: 200, body: pageOf(raviUser, 2) },
    send: (client) => client.GET('/users/filtered', { params: { query: FIRST_PAGE } }),
    check: ({ data }) => {
      expect(data).toMatchObject({ totalCount: 2, hasNextPage: false, data: { length: 2 } });
      expect((data as { data: unknown[] }).data[0]).toMatchObject(aTableRow);
    },
  },
  {
    operationId: 'listUsersFiltered',
    description: 'searched by full name and sorted by name',
    states: [ONLY_ADMIN_AND_RAVI],
    request: {
      path: '/api/users/filtered',
      query: { ...FIRST_PAGE_QUERY, sortBy: 'Name', searchTerm: 'ravi kumar' },
    },
    response: { status: 200, body: pageOf(raviUser) },
    send: (client) =>
      client.GET('/users/filtered', {
        params: { query: { ...FIRST_PAGE, sortBy: 'Name', searchTerm: 'ravi kumar' } },
      }),
    check: ({ data }) =>
      expect(data).toMatchObject({ totalCount: 1, data: [{ id: 2, roles: ['Manager'] }] }),
  },
  {
    operationId: 'listUsersFiltered',
    description: 'no user matches the search',
    states: [ONLY_ADMIN_AND_RAVI],
    request: {
      path: '/api/users/filtered',
      query: { ...FIRST_PAGE_QUERY, searchTerm: 'nobody-is-called-this' },
    },
    response: { status: 200, body: emptyPage },
    send: (client) =>
      client.GET('/users/filtered', {
        params: { query: { ...FIRST_PAGE, searchTerm: 'nobody-is-called-this' } },
      }),
    check: ({ data }) => expect(data).toMatchObject({ data: [], totalCount: 0 }),
  },
  {
    operationId: 'listUsersFiltered',
    // The screen shows 'Failed to fetch users: 403'.
    description: 'a user without users.view is refused the page',
    states: [RAVI_EXISTS],
    caller: 'staff',
    request: { path: '/api/users/filtered', query: FIRST_PAGE_QUERY },
    response: { status: 403, body: errorBody('forbidden', FORBIDDEN) },
    send: (client) => client.GET('/users/filtered', { params: { query: FIRST_PAGE } }),
    check: ({ response, data }) => {
      expect(response.status).toBe(403);
      expect(data).toBeUndefined();
    },
  },
  {
    operationId: 'revokeUserSessions',
    description: 'ravi is signed out everywhere',
    states: [RAVI_EXISTS],
    request: { path: '/api/users/2/revoke-sessions' },
    response: { status: 204 },
    send: (client) => client.POST('/users/{id}/revoke-sessions', { params: { path: { id: 2 } } }),
    check: ({ response, error }) => {
      expect(response.status).toBe(204);
      expect(error).toBeUndefined();
    },
  },
  {
    operationId: 'revokeUserSessions',
    description: 'an unknown user cannot be signed out',
    states: [NO_USER_999],
    request: { path: '/api/users/999/revoke-sessions' },
    response: { status: 404, body: userNotFound },
    send: (client) => client.POST('/users/{id}/revoke-sessions', { params: { path: { id: 999 } } }),
    check: ({ error }) => expect(error).toMatchObject({ message: expect.any(String) }),
  },
];
