import { describe, expect, it } from 'vitest';
import { permissionModuleFilterOf, permissionsMatching, rolesMatching } from './admin-lists';

const ROLES = [
  { id: 1, name: 'Manager', description: 'Runs projects, plots and bookings' },
  { id: 2, name: 'admin', description: null },
  { id: 3, name: 'Accounts', description: 'Reads the REPORTS' },
  { id: 4, name: 'Admin', description: 'Every permission' },
];

const PERMISSIONS = [
  { id: 1, name: 'users.view', description: 'View users', module: 'users' },
  { id: 2, name: 'channelpartners.view', description: null, module: 'channel-partners' },
  { id: 3, name: 'dashboard.view', description: 'See the dashboard', module: null },
  { id: 4, name: 'users.create', description: 'Create users', module: ' users ' },
  { id: 5, name: 'plots.view', description: 'View plots of a project', module: 'plots' },
];

const ids = (items: readonly { id: number }[]) => items.map(({ id }) => id);

describe('rolesMatching', () => {
  it.each([
    ['', [3, 2, 4, 1]],
    ['  ', [3, 2, 4, 1]],
    ['ADMIN', [2, 4]],
    ['reports', [3]],
    [' plots ', [1]],
    ['nothing', []],
  ])('for %j lists %j, by name then id', (searchTerm, expected) => {
    expect(ids(rolesMatching(ROLES, searchTerm))).toEqual(expected);
  });
});

describe('permissionsMatching', () => {
  it.each([
    [{ searchTerm: '', module: null }, [2, 3, 5, 4, 1]],
    [{ searchTerm: 'USERS', module: null }, [4, 1]],
    [{ searchTerm: 'dashboard', module: null }, [3]],
    [{ searchTerm: 'channel-partners', module: null }, [2]],
    [{ searchTerm: 'project', module: null }, [5]],
    [{ searchTerm: '', module: 'users' }, [4, 1]],
    [{ searchTerm: 'create', module: 'users' }, [4]],
    [{ searchTerm: 'view', module: 'channel-partners' }, [2]],
    [{ searchTerm: 'view', module: 'reports' }, []],
  ] as const)('for %j lists %j', (filters, expected) => {
    expect(ids(permissionsMatching(PERMISSIONS, filters))).toEqual(expected);
  });
});

describe('permissionModuleFilterOf', () => {
  it.each([
    ['users', 'users'],
    ['channel-partners', 'channel-partners'],
    ['Users', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('reads %j as %j', (value, expected) => {
    expect(permissionModuleFilterOf(value)).toBe(expected);
  });
});
