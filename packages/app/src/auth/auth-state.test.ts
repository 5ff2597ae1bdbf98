import { describe, expect, it } from 'vitest';
import { user } from '../../test/fake-api';
import { authReducer, initialAuthState, type AuthState, type Session } from './auth-state';

const session: Session = { user: user(['plots.view']), token: 'access', refreshToken: 'refresh' };
const signedIn: AuthState = {
  ...session,
  isAuthenticated: true,
  isLoading: false,
  error: null,
};
const signedOut: AuthState = { ...initialAuthState, isLoading: false };

describe('authReducer', () => {
  it('starts loading, signed out, without an error', () => {
    expect(initialAuthState).toEqual({
      user: null,
      token: null,
      refreshToken: null,
      isAuthenticated: false,
      isLoading: true,
      error: null,
    });
  });

  it('sets loading and clears the error when a login starts', () => {
    const failed = { ...signedOut, error: 'Login failed' };
    expect(authReducer(failed, { type: 'login-start' })).toEqual({
      ...signedOut,
      isLoading: true,
    });
  });

  it.each(['login-success', 'refresh-success', 'password-changed', 'session-restored'] as const)(
    '%s stores the user and tokens and marks the user authenticated',
    (type) => {
      expect(authReducer(initialAuthState, { type, session })).toEqual(signedIn);
    },
  );

  it('clears the user and tokens and records the message when a login fails', () => {
    expect(authReducer(signedIn, { type: 'login-failure', error: 'Server error (500)' })).toEqual({
      ...signedOut,
      error: 'Server error (500)',
    });
  });

  it('clears everything on logout', () => {
    expect(authReducer(signedIn, { type: 'logout' })).toEqual(signedOut);
  });

  it('ends loading when there is no stored session', () => {
    expect(authReducer(initialAuthState, { type: 'loading-end' })).toEqual(signedOut);
  });

  it('clears the error once it has been shown', () => {
    expect(authReducer({ ...signedOut, error: 'x' }, { type: 'clear-error' })).toEqual(signedOut);
  });

  it('takes the user as the server knows them now, keeping the tokens', () => {
    const regranted = user(['plots.view', 'bookings.view']);
    expect(authReducer(signedIn, { type: 'user-refreshed', user: regranted })).toEqual({
      ...signedIn,
      user: regranted,
    });
  });

  it('ignores a refreshed user who is no longer the one signed in', () => {
    const someoneElse = { ...user(['users.view']), id: 2 };
    expect(authReducer(signedOut, { type: 'user-refreshed', user: someoneElse })).toBe(signedOut);
    expect(authReducer(signedIn, { type: 'user-refreshed', user: someoneElse })).toBe(signedIn);
  });
});
