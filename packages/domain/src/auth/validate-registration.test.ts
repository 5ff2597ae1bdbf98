import { describe, it, expect } from 'vitest';
import {
  REGISTRATION_ERRORS,
  validateRegistration,
  type RegistrationValues,
} from './validate-registration';

const valid = {
  username: 'priya',
  email: 'priya@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('REGISTRATION_ERRORS', () => {
  it('holds the texts of the registration form', () => {
    expect(REGISTRATION_ERRORS).toEqual({
      usernameRequired: 'Username is required',
      usernameTooShort: 'Username must be at least 2 characters',
      emailRequired: 'Email is required',
      emailInvalid: 'Please enter a valid email address',
      passwordRequired: 'Password is required',
      passwordTooShort: 'Password must be at least 6 characters long',
      confirmPasswordRequired: 'Please confirm your password',
      passwordsDoNotMatch: 'Passwords do not match',
    });
  });
});

describe('validateRegistration', () => {
  it.each<[string, RegistrationValues, Record<string, string>]>([
    ['a complete form', valid, {}],
    ['a padded email', { ...valid, email: '  priya@example.com ' }, {}],
    [
      'an empty form',
      {},
      {
        username: 'Username is required',
        email: 'Email is required',
        password: 'Password is required',
        confirmPassword: 'Please confirm your password',
      },
    ],
    [
      'fields that are not text',
      { username: 1, email: false, password: {}, confirmPassword: [] },
      {
        username: 'Username is required',
        email: 'Email is required',
        password: 'Password is required',
        confirmPassword: 'Please confirm your password',
      },
    ],
    [
      'a 1-character username',
      { ...valid, username: 'p' },
      { username: 'Username must be at least 2 characters' },
    ],
    [
      'a malformed email',
      { ...valid, email: 'priya@example' },
      { email: 'Please enter a valid email address' },
    ],
    [
      'a blank password',
      { ...valid, password: '   ', confirmPassword: '   ' },
      { password: 'Password is required' },
    ],
    [
      'a 5-character password',
      { ...valid, password: 'abcde', confirmPassword: 'abcde' },
      { password: 'Password must be at least 6 characters long' },
    ],
    [
      'different passwords',
      { ...valid, confirmPassword: 'secret2' },
      { confirmPassword: 'Passwords do not match' },
    ],
    [
      'a short password confirmed differently',
      { ...valid, password: 'abc', confirmPassword: 'abd' },
      {
        password: 'Password must be at least 6 characters long',
        confirmPassword: 'Passwords do not match',
      },
    ],
  ])('%s', (_, values, expected) => {
    expect(validateRegistration(values)).toEqual(expected);
  });
});
