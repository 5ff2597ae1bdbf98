/** auth: sign in, registration, refresh and the signed-in user's own account. */
import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import type { ContractCase } from '../contract-case';
import { errorBody } from '../examples/errors';
import { adminUser, authTokens, newUser } from '../examples/users';

const { equal, like } = MatchersV3;

const ADMIN_EXISTS = 'the user admin exists with password admin123';
// Nothing to create: the server's REGISTRATION setting is open (its default), so a newcomer who
// registers is signed in at once.
const REGISTRATION_OPEN = 'registration is open';

const ADMIN_SIGN_IN = { username: 'admin', password: 'admin123' };
const WRONG_PASSWORD = { username: 'admin', password: 'not-the-password' };
const BLOCKED_SIGN_IN = { username: 'blocked.user', password: 'secret123' };
const PRIYA_REGISTERS = {
  username: 'priya',
  email: 'priya@example.in',
  password: 'secret123',
  confirmPassword: 'secret123',
  firstName: 'Priya',
  lastName: 'Sharma',
  phoneNumber: '9123456780',
};
const ADMIN_REGISTERS_AGAIN = {
  username: 'admin',
  email: 'someone.else@example.in',
  password: 'secret123',
  confirmPassword: 'secret123',
};
const NEW_PASSWORD = {
  currentPassword: 'admin123',
  newPassword: 'n3w-secret',
  confirmPassword: 'n3w-secret',
};
const WRONG_CURRENT_PASSWORD = { ...NEW_PASSWORD, currentPassword: 'wrong-one' };

export const authCases: ContractCase[] = [
  {
    operationId: 'login',
    description: 'admin signs in',
    states: [ADMIN_EXISTS],
    request: { path: '/api/auth/login', body: ADMIN_SIGN_IN },
    response: { status: 200, body: { ...authTokens, user: adminUser } },
    send: (client) => client.POST('/auth/login', { body: ADMIN_SIGN_IN }),
    check: ({ data }) => expect(data).toMatchObject({ user: { username: 'admin' } }),
  },
  {
    operationId: 'login',
    description: 'a wrong password is refused',
    states: [ADMIN_EXISTS],
    request: { path: '/api/auth/login', body: WRONG_PASSWORD },
    response: {
      status: 401,
      body: errorBody('invalid_credentials', 'Invalid username or password'),
    },
    send: (client) => client.POST('/auth/login', { body: WRONG_PASSWORD }),
    check: ({ error }) =>
      expect(error).toEqual({
        code: 'invalid_credentials',
        message: 'Invalid username or password',
      }),
  },
  {
    operationId: 'login',
    description: 'a blocked user is refused',
    states: ['the user blocked.user exists with password secret123 and is blocked'],
    request: { path: '/api/auth/login', body: BLOCKED_SIGN_IN },
    response: { status: 403, body: errorBody('account_blocked', 'Your account has been blocked') },
    send: (client) => client.POST('/auth/login', { body: BLOCKED_SIGN_IN }),
    check: ({ error }) =>
      expect(String((error as { message: string }).message)).toContain('blocked'),
  },
  {
    operationId: 'login',
    description: 'too many failures are throttled',
    states: [ADMIN_EXISTS, 'admin has failed to sign in 5 times in the last 15 minutes'],
    request: { path: '/api/auth/login', body: ADMIN_SIGN_IN },
    response: {
      status: 429,
      body: errorBody(
        'too_many_requests',
        'Too many failed attempts. Please wait 30 seconds before trying again.',
      ),
    },
    send: (client) => client.POST('/auth/login', { body: ADMIN_SIGN_IN }),
  },
  {
    operationId: 'getRegistration',
    description: 'the sign-in page asks how accounts are made',
    states: [REGISTRATION_OPEN],
    request: { path: '/api/auth/registration' },
    response: { status: 200, body: { registration: equal('open') } },
    send: (client) => client.GET('/auth/registration'),
    check: ({ data }) => expect(data).toEqual({ registration: 'open' }),
  },
  {
    operationId: 'register',
    description: 'a newcomer registers',
    states: [REGISTRATION_OPEN, 'no user is called priya'],
    request: {
      path: '/api/auth/register',
      body: PRIYA_REGISTERS,
    },
    response: { status: 201, body: { ...authTokens, user: newUser } },
    send: (client) =>
      client.POST('/auth/register', {
        body: PRIYA_REGISTERS,
      }),
    check: ({ data }) => expect(data).toMatchObject({ user: { roles: [] } }),
  },
  {
    operationId: 'register',
    description: 'a taken username is refused',
    states: [REGISTRATION_OPEN, ADMIN_EXISTS],
    request: {
      path: '/api/auth/register',
      body: ADMIN_REGISTERS_AGAIN,
    },
    response: {
      status: 409,
      body: errorBody('duplicate', 'Username is already taken', {
        username: 'Username is already taken',
      }),
    },
    send: (client) =>
      client.POST('/auth/register', {
        body: ADMIN_REGISTERS_AGAIN,
      }),
  },
  {
    operationId: 'register',
    description: 'too many registrations from one address are throttled',
    states: [REGISTRATION_OPEN, "the caller's address has used up its registration attempts"],
    request: { path: '/api/auth/register', body: PRIYA_REGISTERS },
    response: {
      status: 429,
      body: errorBody(
        'too_many_requests',
        'Too many attempts from this address. Please wait 60 seconds before trying again.',
      ),
    },
    send: (client) => client.POST('/auth/register', { body: PRIYA_REGISTERS }),
    // The registration form shows the server's words as they are.
    check: ({ error }) =>
      expect(error).toMatchObject({ message: expect.stringContaining('Please wait') }),
  },
  {
    operationId: 'logout',
    description: 'admin signs out',
    states: [ADMIN_EXISTS, 'admin holds the refresh token admin-refresh-token'],
    request: { path: '/api/auth/logout', body: { refreshToken: 'admin-refresh-token' } },
    response: { status: 204 },
    send: (client) =>
      client.POST('/auth/logout', { body: { refreshToken: 'admin-refresh-token' } }),
  },
  {
    operationId: 'refreshToken',
    description: 'a live refresh token is exchanged for new tokens',
    states: [ADMIN_EXISTS, 'admin holds the refresh token admin-refresh-token'],
    request: { path: '/api/auth/refresh', body: { refreshToken: 'admin-refresh-token' } },
    response: { status: 200, body: { ...authTokens, user: adminUser } },
    send: (client) =>
      client.POST('/auth/refresh', { body: { refreshToken: 'admin-refresh-token' } }),
  },
  {
    operationId: 'refreshToken',
    description: 'an unknown refresh token is refused',
    states: [ADMIN_EXISTS],
    request: { path: '/api/auth/refresh', body: { refreshToken: 'no-such-refresh-token' } },
    response: { status: 401, body: errorBody('not_authenticated', 'Invalid refresh token') },
    send: (client) =>
      client.POST('/auth/refresh', { body: { refreshToken: 'no-such-refresh-token' } }),
  },
  {
    operationId: 'getCurrentUser',
    description: 'the signed-in admin',
    states: [ADMIN_EXISTS],
    request: { path: '/api/auth/me' },
    response: { status: 200, body: adminUser },
    send: (client) => client.GET('/auth/me'),
    check: ({ data }) => expect(data).toMatchObject({ username: 'admin', roles: ['Admin'] }),
  },
  {
    operationId: 'getCurrentUser',
    description: 'an expired access token is refused',
    states: [ADMIN_EXISTS, 'admin holds the refresh token expired-refresh-token'],
    caller: 'expired',
    request: { path: '/api/auth/me' },
    response: { status: 401, body: errorBody('not_authenticated', 'Not signed in') },
    send: (client) => client.GET('/auth/me'),
    // The client renews the session and asks again, without the caller noticing.
    alsoSends: [
      {
        operationId: 'refreshToken',
        description: 'the session of an expired access token is renewed',
        states: [ADMIN_EXISTS, 'admin holds the refresh token expired-refresh-token'],
        caller: 'none',
        request: { path: '/api/auth/refresh', body: { refreshToken: 'expired-refresh-token' } },
        response: {
          status: 200,
          body: { accessToken: like('admin-access-token'), refreshToken: authTokens.refreshToken },
        },
      },
      {
        operationId: 'getCurrentUser',
        description: 'the admin again, with the renewed token',
        states: [ADMIN_EXISTS],
        request: { path: '/api/auth/me' },
        response: { status: 200, body: adminUser },
      },
    ],
    check: ({ data }) => expect(data).toMatchObject({ username: 'admin' }),
  },
  {
    operationId: 'changeOwnPassword',
    description: 'admin changes their password',
    states: [ADMIN_EXISTS],
    request: {
      path: '/api/auth/change-password',
      body: NEW_PASSWORD,
    },
    // Every session of admin ends, this one included; the answer starts the browser's new one.
    response: { status: 200, body: { ...authTokens, user: adminUser } },
    send: (client) =>
      client.POST('/auth/change-password', {
        body: NEW_PASSWORD,
      }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        accessToken: expect.any(String),
        refreshToken: expect.any(String),
        user: { username: 'admin', passwordChangeRequired: false },
      }),
  },
  {
    operationId: 'changeOwnPassword',
    description: 'a wrong current password is refused',
    states: [ADMIN_EXISTS],
    request: {
      path: '/api/auth/change-password',
      body: WRONG_CURRENT_PASSWORD,
    },
    response: {
      status: 400,
      body: errorBody('validation_failed', 'Current password is incorrect', {
        currentPassword: 'Current password is incorrect',
      }),
    },
    send: (client) =>
      client.POST('/auth/change-password', {
        body: WRONG_CURRENT_PASSWORD,
      }),
  },
  {
    operationId: 'revokeAllSessions',
    description: 'admin signs out everywhere',
    states: [ADMIN_EXISTS],
    request: { path: '/api/auth/revoke-all' },
    response: { status: 204 },
    send: (client) => client.POST('/auth/revoke-all'),
  },
];
