import { describe, expect, it } from 'vitest';
import {
  NO_ROLES_LABEL,
  NO_ROLES_TO_OFFER,
  roleChoiceDescription,
  roleIdsOfNames,
  selectedRolesLabel,
  type RoleChoice,
} from './user-roles';

const ROLES: RoleChoice[] = [
  { id: 1, name: 'Admin', description: 'Every permission', isActive: true },
  { id: 2, name: 'Manager', description: null, isActive: true },
  { id: 7, name: 'Sales', description: '  ', isActive: false },
];

describe('roleIdsOfNames', () => {
  it.each<[string[], number[]]>([
    [[], []],
    [['Manager'], [2]],
    [
      ['Sales', 'Admin'],
      [1, 7],
    ],
    [['admin', 'Manager '], []],
    [['Admin', 'Gone'], [1]],
  ])('ticks %o as ids %o, matching names exactly', (names, ids) => {
    expect(roleIdsOfNames(names, ROLES)).toEqual(ids);
  });
});

describe('roleChoiceDescription', () => {
  it.each([
    [ROLES[0], 'Every permission'],
    [ROLES[1], 'No description'],
    [ROLES[2], 'No description'],
  ])('describes %o as %s', (role, expected) => {
    expect(roleChoiceDescription(role!)).toBe(expected);
  });
});

describe('selectedRolesLabel', () => {
  it.each([
    [0, 'No roles selected'],
    [1, '1 role selected'],
    [2, '2 roles selected'],
    [12, '12 roles selected'],
  ])('counts %i as %s', (count, expected) => {
    expect(selectedRolesLabel(count)).toBe(expected);
  });

  it('names a user without roles', () => {
    expect(NO_ROLES_LABEL).toBe('No roles');
    expect(NO_ROLES_TO_OFFER).toBe('No roles found');
  });
});
