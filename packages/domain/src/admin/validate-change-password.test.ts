import { describe, it, expect } from 'vitest';
import {
  CHANGE_PASSWORD_ERRORS,
  canSubmitChangePassword,
  validateChangePassword,
  type ChangePasswordValues,
} from './validate-change-password';

describe('CHANGE_PASSWORD_ERRORS', () => {
  it('holds the exact documented texts', () => {
    expect(CHANGE_PASSWORD_ERRORS).toEqual({
      passwordTooShort: 'Password must be at least 6 characters long',
      passwordsDoNotMatch: 'Passwords do not match',
    });
  });
});

describe('validateChangePassword', () => {
  it.each<[string, ChangePasswordValues, Record<string, string>]>([
    ['matching 6-character passwords', { newPassword: 'abcdef', confirmPassword: 'abcdef' }, {}],
    ['an untouched form', {}, { newPassword: 'Password must be at least 6 characters long' }],
    [
      'a 5-character password',
      { newPassword: 'abcde', confirmPassword: 'abcde' },
      { newPassword: 'Password must be at least 6 characters long' },
    ],
    [
      'a password of spaces',
      { newPassword: '      ', confirmPassword: '      ' },
      { newPassword: 'Password must be at least 6 characters long' },
    ],
    [
      'a missing confirmation',
      { newPassword: 'abcdef' },
      { confirmPassword: 'Passwords do not match' },
    ],
    [
      'different passwords',
      { newPassword: 'abcdef', confirmPassword: 'abcdeg' },
      { confirmPassword: 'Passwords do not match' },
    ],
    [
      'short and different',
      { newPassword: 'abc', confirmPassword: 'abd' },
      {
        newPassword: 'Password must be at least 6 characters long',
        confirmPassword: 'Passwords do not match',
      },
    ],
  ])('%s', (_, values, expected) => {
    expect(validateChangePassword(values)).toEqual(expected);
  });
});

describe('canSubmitChangePassword', () => {
  it.each<[ChangePasswordValues, boolean]>([
    [{ newPassword: 'abcdef', confirmPassword: 'abcdef' }, true],
    [{ newPassword: 'abcde', confirmPassword: 'abcde' }, false],
    [{ newPassword: 'abcdef', confirmPassword: 'abcdeg' }, false],
    [{}, false],
  ])('%j: %s', (values, expected) => {
    expect(canSubmitChangePassword(values)).toBe(expected);
  });
});
