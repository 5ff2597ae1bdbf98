import { describe, it, expect } from 'vitest';
import {
  AUTH_MESSAGES,
  awaitingApprovalMessage,
  loginErrorMessage,
  loginFailureToast,
  passwordChangeFailedMessage,
  pleaseWaitMessage,
  registrationFailedMessage,
  serverErrorMessage,
  type LoginFailure,
} from './login-messages';

describe('AUTH_MESSAGES', () => {
  it('holds the exact documented texts', () => {
    expect(AUTH_MESSAGES).toEqual({
      loginFailed: 'Login failed',
      unexpectedError: 'An unexpected error occurred',
      noResponse: 'Network error. Please check your connection and try again.',
      otherFailure: 'Network error. Please try again.',
      invalidCredentials: 'Invalid credentials. Please check your username and password.',
      contactAdministrator: 'If the problem continues, please contact the administrator.',
      accountBlocked: 'Your account has been blocked. Please contact the administrator.',
      tooManyAttempts: 'Too many failed attempts. Please wait 30 seconds before trying again.',
      welcomeBack: 'Welcome back!',
      fixErrors: 'Please fix the errors below',
      loggedOut: 'Logged out successfully',
      logoutFailed: 'Logout failed',
      registrationSuccessful: 'Registration successful!',
      registrationFailed: 'Registration failed',
      passwordChangeFailed: 'Password change failed',
      noRefreshToken: 'No refresh token available',
      tokenRefreshFailed: 'Token refresh failed',
      sessionExpired: 'Your session has expired. Please sign in again.',
    });
  });
});

describe('serverErrorMessage and pleaseWaitMessage', () => {
  it.each([
    [500, 'Server error (500)'],
    [401, 'Server error (401)'],
  ])('status %i reads %j', (status, text) => {
    expect(serverErrorMessage(status)).toBe(text);
  });

  it.each([
    [30, 'Please wait 30 seconds before trying again.'],
    [1, 'Please wait 1 seconds before trying again.'],
  ])('%i seconds reads %j', (seconds, text) => {
    expect(pleaseWaitMessage(seconds)).toBe(text);
  });
});

describe('loginErrorMessage', () => {
  it.each<[string, LoginFailure | null | undefined, string]>([
    [
      'the server message',
      { kind: 'response', status: 401, message: 'Invalid username or password' },
      'Invalid username or password',
    ],
    ['the status without a message', { kind: 'response', status: 500 }, 'Server error (500)'],
    [
      'the status with a null message',
      { kind: 'response', status: 502, message: null },
      'Server error (502)',
    ],
    [
      'the status with a blank message',
      { kind: 'response', status: 503, message: '  ' },
      'Server error (503)',
    ],
    [
      'the network text without a response',
      { kind: 'no-response' },
      'Network error. Please check your connection and try again.',
    ],
    ['the error message otherwise', { kind: 'other', message: 'Boom' }, 'Boom'],
    ['the unexpected text without one', { kind: 'other' }, 'An unexpected error occurred'],
    [
      'the unexpected text with an empty one',
      { kind: 'other', message: '' },
      'An unexpected error occurred',
    ],
    ['the default with no description', undefined, 'Login failed'],
    ['the default with null', null, 'Login failed'],
  ])('gives %s', (_, failure, text) => {
    expect(loginErrorMessage(failure)).toBe(text);
  });
});

describe('loginFailureToast', () => {
  const invalid = 'Invalid username or password';

  it.each<[string, string | null | undefined, number, string]>([
    [
      'invalid credentials at 1 failure',
      invalid,
      1,
      'Invalid credentials. Please check your username and password.',
    ],
    [
      'invalid credentials with advice at 2 failures',
      `Error: ${invalid}.`,
      2,
      'Invalid credentials. Please check your username and password. If the problem continues, please contact the administrator.',
    ],
    [
      'invalid credentials with advice at 3 failures',
      'invalid USERNAME or password',
      3,
      'Invalid credentials. Please check your username and password. If the problem continues, please contact the administrator.',
    ],
    [
      'a blocked account',
      'User account is blocked',
      1,
      'Your account has been blocked. Please contact the administrator.',
    ],
    [
      'a blocked account in capitals',
      'Account Blocked',
      2,
      'Your account has been blocked. Please contact the administrator.',
    ],
    [
      'a network message',
      'Network Error',
      1,
      'Network error. Please check your connection and try again.',
    ],
    [
      'a fetch message',
      'Failed to fetch',
      1,
      'Network error. Please check your connection and try again.',
    ],
    ['other text as it is', 'Server error (500)', 1, 'Server error (500)'],
    ['no text', undefined, 1, 'Network error. Please try again.'],
    ['null text', null, 2, 'Network error. Please try again.'],
    ['blank text', ' ', 3, 'Network error. Please try again.'],
    [
      'the lockout text at 4 failures',
      invalid,
      4,
      'Too many failed attempts. Please wait 30 seconds before trying again.',
    ],
    [
      'the lockout text after 4 failures',
      undefined,
      5,
      'Too many failed attempts. Please wait 30 seconds before trying again.',
    ],
  ])('shows %s', (_, error, failures, text) => {
    expect(loginFailureToast(error, failures).message).toBe(text);
  });

  it('checks invalid credentials before blocked and blocked before network', () => {
    expect(loginFailureToast('Invalid username or password (blocked network)', 1).message).toBe(
      'Invalid credentials. Please check your username and password.',
    );
    expect(loginFailureToast('blocked by network policy', 1).message).toBe(
      'Your account has been blocked. Please contact the administrator.',
    );
  });

  it.each([
    [1, 4000],
    [2, 8000],
    [3, 8000],
    [4, 8000],
  ])('lasts for %i failures %i ms', (failures, durationMs) => {
    expect(loginFailureToast('Boom', failures).durationMs).toBe(durationMs);
  });
});

describe('registration and password change failures', () => {
  it.each([
    ['Username already exists', 'Username already exists'],
    [undefined, 'Registration failed'],
    [null, 'Registration failed'],
    ['', 'Registration failed'],
  ])('registration with %j reads %j', (server, text) => {
    expect(registrationFailedMessage(server)).toBe(text);
  });

  it.each([
    ['Approval pending', 'Approval pending'],
    [
      undefined,
      "Your account has been created and is waiting for an administrator's approval. You can sign in once it is approved.",
    ],
    [
      ' ',
      "Your account has been created and is waiting for an administrator's approval. You can sign in once it is approved.",
    ],
  ])('registration awaiting approval with %j reads %j', (server, text) => {
    expect(awaitingApprovalMessage(server)).toBe(text);
  });

  it.each([
    ['Current password is wrong', 'Current password is wrong'],
    [undefined, 'Password change failed'],
    ['  ', 'Password change failed'],
  ])('password change with %j reads %j', (server, text) => {
    expect(passwordChangeFailedMessage(server)).toBe(text);
  });
});
