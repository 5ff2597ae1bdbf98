import { describe, it, expect } from 'vitest';
import { LOGIN_ERRORS, validateLogin, type LoginValues } from './validate-login';

describe('LOGIN_ERRORS', () => {
  it('holds the exact documented texts', () => {
    expect(LOGIN_ERRORS).toEqual({
      usernameRequired: 'Username is required',
      usernameTooShort: 'Username must be at least 2 characters',
      passwordRequired: 'Password is required',
      passwordTooShort: 'Password must be at least 6 characters',
    });
  });
});

describe('validateLogin', () => {
  it.each<[string, LoginValues, Record<string, string>]>([
    ['valid credentials', { username: 'ab', password: 'secret' }, {}],
    ['an email as username', { username: 'priya@example.com', password: 'secret1' }, {}],
    [
      'empty fields',
      { username: '', password: '' },
      { username: 'Username is required', password: 'Password is required' },
    ],
    ['missing fields', {}, { username: 'Username is required', password: 'Password is required' }],
    [
      'fields that are not text',
      { username: 12, password: null },
      { username: 'Username is required', password: 'Password is required' },
    ],
    [
      'blank fields',
      { username: '   ', password: '      ' },
      { username: 'Username is required', password: 'Password is required' },
    ],
    [
      'a 1-character username',
      { username: 'a', password: 'secret' },
      { username: 'Username must be at least 2 characters' },
    ],
    [
      'a username short once trimmed',
      { username: ' a ', password: 'secret' },
      { username: 'Username must be at least 2 characters' },
    ],
    [
      'a 5-character password',
      { username: 'admin', password: 'admin' },
      { password: 'Password must be at least 6 characters' },
    ],
    ['a password with spaces counted as typed', { username: 'admin', password: ' abcd ' }, {}],
  ])('%s', (_, values, expected) => {
    expect(validateLogin(values)).toEqual(expected);
  });
});
