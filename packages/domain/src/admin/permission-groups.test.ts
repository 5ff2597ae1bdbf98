import { describe, expect, it } from 'vitest';
import {
  groupPermissionsByModule,
  groupSelection,
  permissionsSelectedLabel,
  selectedPermissionCount,
  withPermissionSelected,
  withPermissionsSelected,
  type GroupedPermission,
} from './permission-groups';

const permission = (id: number, name: string, module: string | null): GroupedPermission => ({
  id,
  name,
  module,
});

const PERMISSIONS = [
  permission(1, 'reports.view', 'reports'),
  permission(2, 'users.view', 'users'),
  permission(3, 'dashboard.view', null),
  permission(4, 'users.create', 'users'),
  permission(5, 'audit.view', 'audit'),
  permission(6, 'channelpartners.view', 'channel-partners'),
  permission(7, 'exports.run', 'Exports'),
  permission(8, 'help.view', '  '),
  permission(9, 'billing.view', 'billing'),
  permission(10, 'roles.view', 'roles'),
];

describe('groupPermissionsByModule', () => {
  it("puts the offered modules first in the catalogue's order, then others by name, then General", () => {
    const groups = groupPermissionsByModule(PERMISSIONS);
    expect(groups.map(({ module, label }) => [module, label])).toEqual([
      ['users', 'Users'],
      ['roles', 'Roles'],
      ['channel-partners', 'Channel Partners'],
      ['reports', 'Reports'],
      ['audit', 'Audit'],
      ['billing', 'billing'],
      ['Exports', 'Exports'],
      ['', 'General'],
    ]);
  });

  it('lists each group by name, a blank module under General', () => {
    const groups = groupPermissionsByModule(PERMISSIONS);
    expect(groups[0]?.permissions.map(({ name }) => name)).toEqual(['users.create', 'users.view']);
    expect(groups.at(-1)?.permissions.map(({ id }) => id)).toEqual([3, 8]);
  });

  it('orders modules differing in case alone, and permissions of one name by id', () => {
    const groups = groupPermissionsByModule([
      permission(3, 'x.view', 'x'),
      permission(2, 'x.view', 'X'),
      permission(1, 'x.view', 'X'),
    ]);
    expect(groups.map(({ module }) => module)).toEqual(['X', 'x']);
    expect(groups[0]?.permissions.map(({ id }) => id)).toEqual([1, 2]);
  });

  it('has no group without permissions', () => {
    expect(groupPermissionsByModule([])).toEqual([]);
  });

  it('keeps what else the permissions carry', () => {
    const [group] = groupPermissionsByModule([
      { ...permission(1, 'plots.view', 'plots'), isActive: false },
    ]);
    expect(group?.permissions).toEqual([
      { id: 1, name: 'plots.view', module: 'plots', isActive: false },
    ]);
  });
});

describe('groupSelection', () => {
  const group = [{ id: 1 }, { id: 2 }, { id: 3 }];

  it.each<[number[], string]>([
    [[1, 2, 3], 'all'],
    [[3, 9, 1, 2], 'all'],
    [[2], 'some'],
    [[9], 'none'],
    [[], 'none'],
  ])('with %j selected is %s', (selected, expected) => {
    expect(groupSelection(group, selected)).toBe(expected);
  });

  it('is none for an empty group', () => {
    expect(groupSelection([], [1])).toBe('none');
  });
});

describe('withPermissionSelected and withPermissionsSelected', () => {
  it('ticks one permission once, at the end, and clears it', () => {
    expect(withPermissionSelected([4, 2], 7, true)).toEqual([4, 2, 7]);
    expect(withPermissionSelected([4, 2], 2, true)).toEqual([4, 2]);
    expect(withPermissionSelected([4, 2, 7], 2, false)).toEqual([4, 7]);
    expect(withPermissionSelected([4], 9, false)).toEqual([4]);
  });

  it('selects a whole group from none or some, keeping the other groups', () => {
    expect(withPermissionsSelected([9], [1, 2, 3], true)).toEqual([9, 1, 2, 3]);
    expect(withPermissionsSelected([2, 9], [1, 2, 3], true)).toEqual([2, 9, 1, 3]);
  });

  it('clears a whole group, keeping the other groups', () => {
    expect(withPermissionsSelected([1, 9, 3], [1, 2, 3], false)).toEqual([9]);
  });

  it('never holds an id twice', () => {
    expect(withPermissionsSelected([1, 1, 9], [2, 2], true)).toEqual([1, 9, 2]);
  });
});

describe('the counter', () => {
  it('counts the listed permissions selected, not ids it does not list', () => {
    expect(selectedPermissionCount(PERMISSIONS, [1, 2, 99])).toBe(2);
    expect(selectedPermissionCount([], [1])).toBe(0);
  });

  it("reads 'N of M permissions selected'", () => {
    expect(permissionsSelectedLabel(3, 36)).toBe('3 of 36 permissions selected');
    expect(permissionsSelectedLabel(0, 0)).toBe('0 of 0 permissions selected');
  });
});
