import { describe, it, expect } from 'vitest';
import { ROUTE_ACCESS, allowsAccess, isAppPath, type RouteAccess } from './route-access';
import { SIDEBAR_ENTRIES } from './sidebar';

// /login, /register and / are checked through guardRoute, which tells public, guest-only and
// signed-in routes apart.
describe('ROUTE_ACCESS', () => {
  // With the hyphenated 'channel-partners.view' too: the route asks for 'channelpartners.view'
  // (docs/product/access.md).
  const viewPermissions = [
    'projects.view',
    'plots.view',
    'bookings.view',
    'channelpartners.view',
    'channel-partners.view',
    'users.view',
    'roles.view',
    'permissions.view',
    'payments.view',
  ];

  it.each([
    ['/projects', 'projects.view'],
    ['/plots', 'plots.view'],
    ['/bookings', 'bookings.view'],
    ['/follow-ups', 'bookings.view'],
    ['/collections', 'payments.view'],
    ['/channel-partners', 'channelpartners.view'],
    ['/amenities', 'projects.view'],
    ['/users', 'users.view'],
    ['/roles', 'roles.view'],
    ['/permissions', 'permissions.view'],
  ] as const)('opens %s with %s, and not with every other view permission', (path, permission) => {
    const access = ROUTE_ACCESS[path];
    const others = viewPermissions.filter((other) => other !== permission);
    expect(allowsAccess({ permissions: [permission] }, access)).toBe(true);
    expect(allowsAccess({ permissions: others }, access)).toBe(false);
  });

  it('guards the signed-out pages, the sidebar screens and /change-password, nothing else', () => {
    const screens = SIDEBAR_ENTRIES.map((entry) => entry.path);
    expect(Object.keys(ROUTE_ACCESS).sort()).toEqual(
      ['/login', '/register', '/change-password', ...screens].sort(),
    );
  });

  it('opens /change-password to every signed-in user', () => {
    expect(allowsAccess({}, ROUTE_ACCESS['/change-password'])).toBe(true);
    expect(allowsAccess(null, ROUTE_ACCESS['/change-password'])).toBe(false);
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
