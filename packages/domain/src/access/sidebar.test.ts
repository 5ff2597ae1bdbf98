import { describe, it, expect } from 'vitest';
import type { AccessUser } from './has-permission';
import { SIDEBAR_ENTRIES, sidebarEntries } from './sidebar';

const labels = (user: AccessUser) => sidebarEntries(user).map((entry) => entry.label);

describe('SIDEBAR_ENTRIES', () => {
  it('lists every screen in the documented order', () => {
    expect(SIDEBAR_ENTRIES.map((entry) => [entry.label, entry.path])).toEqual([
      ['Dashboard', '/'],
      ['Enquiries', '/enquiries'],
      ['Projects', '/projects'],
      ['Plots', '/plots'],
      ['Bookings', '/bookings'],
      ['Follow-ups', '/follow-ups'],
      ['Collections', '/collections'],
      ['Channel Partners', '/channel-partners'],
      ['Amenities', '/amenities'],
      ['Users', '/users'],
      ['Roles', '/roles'],
      ['Permissions', '/permissions'],
      ['Audit Log', '/audit-log'],
    ]);
  });
});

describe('sidebarEntries', () => {
  it.each<[string, AccessUser, string[]]>([
    ['no user', null, []],
    ['a user without permissions', { permissions: null }, ['Dashboard']],
    ['bookings.view', { permissions: ['bookings.view'] }, ['Dashboard', 'Bookings', 'Follow-ups']],
    ['projects.view', { permissions: ['projects.view'] }, ['Dashboard', 'Projects', 'Amenities']],
    [
      'payments.view with bookings.view',
      { permissions: ['payments.view', 'bookings.view'] },
      ['Dashboard', 'Bookings', 'Follow-ups', 'Collections'],
    ],
    [
      'payments.create, commissions.view and commissions.pay without payments.view',
      { permissions: ['payments.create', 'commissions.view', 'commissions.pay'] },
      ['Dashboard'],
    ],
    [
      'channelpartners.view but not channel-partners.view',
      { permissions: ['channel-partners.view', 'channelpartners.view'] },
      ['Dashboard', 'Channel Partners'],
    ],
    [
      'every view permission, given in another order',
      {
        permissions: [
          'audit.view',
          'enquiries.view',
          'payments.view',
          'permissions.view',
          'roles.view',
          'users.view',
          'channelpartners.view',
          'bookings.view',
          'plots.view',
          'projects.view',
        ],
      },
      SIDEBAR_ENTRIES.map((entry) => entry.label),
    ],
    [
      'admin permissions only',
      { permissions: ['users.view', 'roles.view', 'permissions.view'], roles: ['Admin'] },
      ['Dashboard', 'Users', 'Roles', 'Permissions'],
    ],
  ])('%s', (_, user, expected) => {
    expect(labels(user)).toEqual(expected);
  });
});
