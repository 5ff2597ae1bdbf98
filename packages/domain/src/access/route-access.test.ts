import { describe, it, expect } from 'vitest';
import { ROUTE_ACCESS, allowsAccess, isAppPath, type RouteAccess } from './route-access';

describe('ROUTE_ACCESS', () => {
  it('is the routes table of SPEC.md', () => {
    expect(ROUTE_ACCESS).toEqual({
      '/login': { kind: 'public' },
      '/register': { kind: 'guest' },
      '/': { kind: 'signed-in' },
      '/projects': { kind: 'permission', permission: 'projects.view' },
      '/plots': { kind: 'permission', permission: 'plots.view' },
      '/bookings': { kind: 'permission', permission: 'bookings.view' },
      '/follow-ups': { kind: 'permission', permission: 'bookings.view' },
      '/channel-partners': { kind: 'permission', permission: 'channelpartners.view' },
      '/amenities': { kind: 'permission', permission: 'projects.view' },
      '/users': { kind: 'permission', permission: 'users.view' },
      '/roles': { kind: 'permission', permission: 'roles.view' },
      '/permissions': { kind: 'permission', permission: 'permissions.view' },
    });
  });
});

describe('isAppPath', () => {
  it.each([
    ['/', true],
    ['/follow-ups', true],
    ['/settings', false],
    ['/projects/', false],
    ['toString', false],
  ])('%j: %s', (path, expected) => {
    expect(isAppPath(path)).toBe(expected);
  });
});

describe('allowsAccess', () => {
  const viewer = { permissions: ['bookings.view'], roles: ['Manager'] };

  it.each<[string, RouteAccess, boolean, boolean]>([
    ['public', { kind: 'public' }, true, true],
    ['guest', { kind: 'guest' }, true, true],
    ['signed-in', { kind: 'signed-in' }, true, false],
    ['a held permission', { kind: 'permission', permission: 'bookings.view' }, true, false],
    ['a missing permission', { kind: 'permission', permission: 'users.view' }, false, false],
    ['a held role', { kind: 'role', role: 'Manager' }, true, false],
    ['a missing role', { kind: 'role', role: 'Admin' }, false, false],
  ])('%s: signed in %s, signed out %s', (_, access, signedIn, signedOut) => {
    expect(allowsAccess(viewer, access)).toBe(signedIn);
    expect(allowsAccess(null, access)).toBe(signedOut);
    expect(allowsAccess(undefined, access)).toBe(signedOut);
  });
});
