import { describe, expect, it } from 'vitest';
import {
  afterPasswordChangePath,
  OWN_PASSWORD_TEXTS,
  validateOwnPasswordChange,
  type OwnPasswordChangeValues,
} from './change-own-password';

describe('OWN_PASSWORD_TEXTS', () => {
  it('holds the exact texts', () => {
    expect(OWN_PASSWORD_TEXTS).toEqual({
      changePassword: 'Change password',
      currentPasswordRequired: 'Current password is required',
      signsOutElsewhere: 'Changing it signs you out everywhere else; you stay signed in here.',
    });
  });
});

describe('validateOwnPasswordChange', () => {
  const chosen = { newPassword: 'abcdef', confirmPassword: 'abcdef' };

  it.each<[string, OwnPasswordChangeValues, Record<string, string>]>([
    ['the current password and a confirmed new one', { currentPassword: 'old', ...chosen }, {}],
    ['a current password of spaces, as typed', { currentPassword: '  ', ...chosen }, {}],
    [
      'no current password',
      { currentPassword: '', ...chosen },
      { currentPassword: 'Current password is required' },
    ],
    [
      'an untouched form',
      {},
      {
        currentPassword: 'Current password is required',
        newPassword: 'Password must be at least 6 characters long',
      },
    ],
    [
      'a short, unconfirmed new password',
      { currentPassword: 'old', newPassword: 'abc', confirmPassword: 'abd' },
      {
        newPassword: 'Password must be at least 6 characters long',
        confirmPassword: 'Passwords do not match',
      },
    ],
  ])('%s', (_, values, expected) => {
    expect(validateOwnPasswordChange(values)).toEqual(expected);
  });

  it('names the current password first, as the form shows it', () => {
    expect(Object.keys(validateOwnPasswordChange({}))[0]).toBe('currentPassword');
  });
});

describe('afterPasswordChangePath', () => {
  it.each([
    ['/bookings?page=2', '/bookings?page=2'],
    [null, '/'],
    ['https://evil.example/', '/'],
    ['/login', '/'],
    ['/change-password', '/'],
    ['/change-password?next=/plots', '/'],
  ])('%j goes to %j', (remembered, expected) => {
    expect(afterPasswordChangePath(remembered)).toBe(expected);
  });
});
