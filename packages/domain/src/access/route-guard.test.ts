import { describe, it, expect } from 'vitest';
import { ACCESS_DENIED } from './access-denied';
import { guardRoute, type GuardOutcome, type GuardSession } from './route-guard';
import { ROUTE_ACCESS, type RouteAccess } from './route-access';

const loading: GuardSession = { isLoading: true, isAuthenticated: false, user: null };
const signedOut: GuardSession = { isLoading: false, isAuthenticated: false, user: null };
const manager: GuardSession = {
  isLoading: false,
  isAuthenticated: true,
  user: { permissions: ['bookings.view'], roles: ['Manager'] },
};
const noLists: GuardSession = { isLoading: false, isAuthenticated: true, user: {} };
const mustChoosePassword: GuardSession = {
  ...manager,
  user: { permissions: ['bookings.view'], roles: ['Manager'], passwordChangeRequired: true },
};

describe('ACCESS_DENIED', () => {
  it('holds the exact documented texts', () => {
    expect(ACCESS_DENIED).toEqual({
      title: 'Access Denied',
      noPermission: "You don't have permission to access this page.",
      noRole: "You don't have the required role to access this page.",
    });
  });
});

describe('guardRoute', () => {
  it.each<[string, GuardSession, RouteAccess, GuardOutcome]>([
    ['/login while loading', loading, ROUTE_ACCESS['/login'], 'allowed'],
    ['/login when signed in', manager, ROUTE_ACCESS['/login'], 'allowed'],
    ['/register while loading', loading, ROUTE_ACCESS['/register'], 'loading'],
    ['/register when signed out', signedOut, ROUTE_ACCESS['/register'], 'allowed'],
    ['/register when signed in', manager, ROUTE_ACCESS['/register'], 'go-home'],
    ['/ while loading', loading, ROUTE_ACCESS['/'], 'loading'],
    ['/ when signed out', signedOut, ROUTE_ACCESS['/'], 'sign-in'],
    ['/ when signed in without permissions', noLists, ROUTE_ACCESS['/'], 'allowed'],
    ['/bookings while loading', loading, ROUTE_ACCESS['/bookings'], 'loading'],
    ['/bookings when signed out', signedOut, ROUTE_ACCESS['/bookings'], 'sign-in'],
    ['/follow-ups with bookings.view', manager, ROUTE_ACCESS['/follow-ups'], 'allowed'],
    ['/users without users.view', manager, ROUTE_ACCESS['/users'], 'no-permission'],
    ['/users with no permission list', noLists, ROUTE_ACCESS['/users'], 'no-permission'],
    ['a role route with the role', manager, { kind: 'role', role: 'Manager' }, 'allowed'],
    ['a role route without the role', manager, { kind: 'role', role: 'Admin' }, 'no-role'],
    ['/change-password when signed in', noLists, ROUTE_ACCESS['/change-password'], 'allowed'],
    ['/ while a password must be chosen', mustChoosePassword, ROUTE_ACCESS['/'], 'choose-password'],
    [
      '/bookings while a password must be chosen',
      mustChoosePassword,
      ROUTE_ACCESS['/bookings'],
      'choose-password',
    ],
    [
      '/users while a password must be chosen',
      mustChoosePassword,
      ROUTE_ACCESS['/users'],
      'choose-password',
    ],
    [
      '/change-password while a password must be chosen',
      mustChoosePassword,
      ROUTE_ACCESS['/change-password'],
      'choose-password',
    ],
    [
      '/login while a password must be chosen',
      mustChoosePassword,
      ROUTE_ACCESS['/login'],
      'allowed',
    ],
    [
      '/register while a password must be chosen',
      mustChoosePassword,
      ROUTE_ACCESS['/register'],
      'go-home',
    ],
  ])('%s', (_, session, access, outcome) => {
    expect(guardRoute(session, access)).toBe(outcome);
  });
});
