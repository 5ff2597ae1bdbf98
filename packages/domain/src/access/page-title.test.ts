import { describe, expect, it } from 'vitest';
import { NOT_FOUND_TITLE, pageLabel, pageTitle } from './page-title';
import type { AppPath } from './route-access';
import type { GuardSession } from './route-guard';

const loading: GuardSession = { isLoading: true, isAuthenticated: false, user: null };
const signedOut: GuardSession = { isLoading: false, isAuthenticated: false, user: null };
const bookingsClerk: GuardSession = {
  isLoading: false,
  isAuthenticated: true,
  user: { permissions: ['bookings.view'], roles: ['Sales'] },
};
const mustChoosePassword: GuardSession = {
  isLoading: false,
  isAuthenticated: true,
  user: { permissions: ['bookings.view'], roles: [], passwordChangeRequired: true },
};
const admin: GuardSession = {
  isLoading: false,
  isAuthenticated: true,
  user: {
    permissions: [
      'enquiries.view',
      'projects.view',
      'plots.view',
      'bookings.view',
      'channelpartners.view',
      'users.view',
      'roles.view',
      'permissions.view',
      'audit.view',
      'payments.view',
    ],
    roles: ['Admin'],
  },
};

describe('pageTitle', () => {
  it('names the page, then the product', () => {
    expect(pageTitle('Bookings')).toBe('Bookings · Real Estate CRM');
    expect(pageTitle(NOT_FOUND_TITLE)).toBe('Page Not Found · Real Estate CRM');
  });
});

describe('pageLabel', () => {
  // A record of every route, so a route added without a name fails to compile here.
  const documented: Record<AppPath, string> = {
    '/login': 'Sign In',
    '/register': 'Register',
    '/': 'Dashboard',
    '/change-password': 'Change password',
    '/enquiries': 'Enquiries',
    '/projects': 'Projects',
    '/plots': 'Plots',
    '/bookings': 'Bookings',
    '/follow-ups': 'Follow-ups',
    '/collections': 'Collections',
    '/channel-partners': 'Channel Partners',
    '/amenities': 'Amenities',
    '/users': 'Users',
    '/roles': 'Roles',
    '/permissions': 'Permissions',
    '/audit-log': 'Audit Log',
  };

  it.each(Object.entries(documented))('calls %s, to a user who may open it, %s', (path, label) => {
    expect(pageLabel(path, admin)).toBe(label);
  });

  it.each<[string, string, GuardSession, string]>([
    ['a page the user may not open', '/plots', bookingsClerk, 'Access Denied'],
    ['a page the user may open', '/follow-ups', bookingsClerk, 'Follow-ups'],
    ['collections without payments.view', '/collections', bookingsClerk, 'Access Denied'],
    ['an address that is no route', '/nowhere', admin, 'Page Not Found'],
    ['an address that is no route, signed out', '/amenities/7', signedOut, 'Page Not Found'],
    ['a page while the session is checked', '/plots', loading, 'Plots'],
    ['a page on the way to sign in', '/plots', signedOut, 'Plots'],
    ['the sign-in page, signed in', '/login', bookingsClerk, 'Sign In'],
    [
      'a page while a password must be chosen',
      '/bookings',
      mustChoosePassword,
      'Choose your password',
    ],
    ['a page it may not open then', '/users', mustChoosePassword, 'Choose your password'],
    ['the sign-in page then', '/login', mustChoosePassword, 'Sign In'],
  ])('calls %s by what it shows', (_, path, session, label) => {
    expect(pageLabel(path, session)).toBe(label);
  });
});
