import { describe, it, expect } from 'vitest';
import { USER_ERRORS, validateUser, type UserValues } from './validate-user';

const valid = { username: 'ravi', email: 'ravi@example.com', password: 'secret1' };

describe('USER_ERRORS', () => {
  it('holds the texts of the user form', () => {
    expect(USER_ERRORS).toEqual({
      usernameRequired: 'Username is required',
      usernameTooShort: 'Username must be at least 2 characters',
      emailRequired: 'Email is required',
      emailInvalid: 'Please enter a valid email address',
      passwordRequired: 'Password is required',
      passwordTooShort: 'Password must be at least 6 characters long',
    });
  });
});

describe('validateUser', () => {
  it.each<[string, UserValues, boolean, Record<string, string>]>([
    ['a complete new user', valid, true, {}],
    ['an edited user without password', { username: 'ravi', email: 'ravi@example.com' }, false, {}],
    [
      'an empty new user',
      {},
      true,
      {
        username: 'Username is required',
        email: 'Email is required',
        password: 'Password is required',
      },
    ],
    [
      'an empty edited user',
      { username: '  ', email: null },
      false,
      { username: 'Username is required', email: 'Email is required' },
    ],
    [
      'a 1-character username',
      { ...valid, username: ' r ' },
      true,
      { username: 'Username must be at least 2 characters' },
    ],
    [
      'a malformed email',
      { ...valid, email: 'ravi at example.com' },
      false,
      { email: 'Please enter a valid email address' },
    ],
    [
      'a blank password on create',
      { ...valid, password: '      ' },
      true,
      { password: 'Password is required' },
    ],
    [
      'a 5-character password on create',
      { ...valid, password: 'abcde' },
      true,
      { password: 'Password must be at least 6 characters long' },
    ],
    ['a short password ignored on edit', { ...valid, password: 'abc' }, false, {}],
  ])('%s', (_, values, isCreate, expected) => {
    expect(validateUser(values, { isCreate })).toEqual(expected);
  });
});
