import { describe, it, expect } from 'vitest';
import { lastLoginLabel, roleNamesLabel, USER_STATUSES, userStatusLabel } from './user-labels';

describe('userStatusLabel', () => {
  it.each([
    [true, false, 'Active'],
    [false, false, 'Blocked'],
    [true, true, 'Pending approval'],
    [false, true, 'Pending approval'],
  ])('active %s, awaiting approval %s, reads %s', (isActive, awaitingApproval, label) => {
    expect(userStatusLabel({ isActive, awaitingApproval })).toBe(label);
  });

  it('names every status a user may have', () => {
    expect(USER_STATUSES).toEqual(['Active', 'Blocked', 'Pending approval']);
  });
});

describe('lastLoginLabel', () => {
  it.each([
    ['2026-11-21T20:00:00Z', 'Asia/Kolkata', '22/11/2026'],
    ['2026-11-21T20:00:00Z', 'UTC', '21/11/2026'],
    [null, 'UTC', 'Never'],
    [undefined, 'UTC', 'Never'],
    ['', 'UTC', 'Never'],
    ['  ', 'UTC', 'Never'],
  ])('%j in %s reads %s', (value, timeZone, label) => {
    expect(lastLoginLabel(value, timeZone)).toBe(label);
  });
});

describe('roleNamesLabel', () => {
  it.each<[readonly string[] | null | undefined, string]>([
    [['Admin', 'Manager'], 'Admin, Manager'],
    [['Sales Executive'], 'Sales Executive'],
    [[' Admin ', '', 'Manager'], 'Admin, Manager'],
    [[], ''],
    [null, ''],
    [undefined, ''],
  ])('%j reads %j', (roles, label) => {
    expect(roleNamesLabel(roles)).toBe(label);
  });
});
