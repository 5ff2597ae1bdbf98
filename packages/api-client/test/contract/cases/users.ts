/** users: the User Management screen's table, modals, approval, blocking, passwords and roles. */
import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import type { ContractCase } from '../contract-case';
import {
  newcomerApproved,
  raviBlocked,
  raviUnblocked,
  raviUser,
  raviWithoutRoles,
  vikramCreated,
  vikramForm,
} from '../examples/admin';
import { errorBody } from '../examples/errors';

const { eachLike, like } = MatchersV3;

// Users 1 admin (role Admin, firstName Plotline, lastName Admin, phoneNumber 9876543210) and 2 ravi as in RAVI_EXISTS, no others; both have names, phone, a role and lastLoginAt set.
export const ONLY_ADMIN_AND_RAVI =
  'the only users are admin (id 1) and ravi (id 2), and both have signed in before';
// User id 2: username ravi, email ravi.kumar@plotline.local, firstName Ravi, lastName Kumar, phoneNumber 9812345670, isActive true, role Manager (id 2) granting at least projects.view, lastLoginAt set.
export const RAVI_EXISTS =
  'the user ravi with id 2 exists, active, with the role Manager, and has signed in before';
// As RAVI_EXISTS but isActive false (blocked); lastLoginAt still set.
const RAVI_BLOCKED = 'the user ravi with id 2 exists, with the role Manager, and is blocked';
// User id 3: username meena, email meena.iyer@plotline.local, isActive true; other fields free.
const MEENA_EXISTS = 'the user meena with id 3 exists with the email meena.iyer@plotline.local';
// Nothing to create: neither the username vikram nor the email vikram.singh@plotline.local is taken.
const NO_VIKRAM = 'no user is called vikram or has the email vikram.singh@plotline.local';
// Role id 2 Manager granting projects.view and role id 3 Accountant granting bookings.view, both active.
const MANAGER_AND_ACCOUNTANT =
  'the roles Manager (id 2) and Accountant (id 3) exist, each granting at least one permission';
// User id 5: username newcomer, email newcomer@example.in, firstName Nisha, lastName Rao, phoneNumber 9123400005, isActive true, awaitingApproval true, no role, never signed in (lastLoginAt null), registered (createdAt) at 2026-11-21T15:00:00Z.
export const NEWCOMER_WAITING =
  'the user newcomer with id 5 registered on 2026-11-21 and is waiting for approval';
// Nothing to create: no user row has id 999.
export const NO_USER_999 = 'no user has id 999';
// Nothing to create: no role row has id 999.
const NO_ROLE_999 = 'no role has id 999';

export const userNotFound = errorBody('not_found', 'User not found');

/** What the table reads for each row: User, Contact, Roles, Status and Last Login. */
export const aTableRow = {
  id: expect.any(Number),
  username: expect.any(String),
  email: expect.any(String),
  roles: expect.any(Array),
  isActive: expect.any(Boolean),
  lastLoginAt: expect.any(String),
};

export const usersCases: ContractCase[] = [
  {
    operationId: 'listUsers',
    description: 'the User Management table',
    states: [ONLY_ADMIN_AND_RAVI],
    request: { path: '/api/users' },
    response: { status: 200, body: eachLike(raviUser) },
    send: (client) => client.GET('/users'),
    check: ({ data }) => {
      expect(data).toBeInstanceOf(Array);
      expect((data as unknown[]).length).toBeGreaterThan(0);
      expect((data as unknown[])[0]).toMatchObject(aTableRow);
    },
  },
  {
    operationId: 'listUsers',
    // The screen shows 'Failed to fetch users: 403', so it relies on the status alone.
    description: 'a user without users.view is refused',
    states: [RAVI_EXISTS],
    caller: 'staff',
    request: { path: '/api/users' },
    response: { status: 403, body: errorBody('forbidden', "You don't have permission to do this") },
    send: (client) => client.GET('/users'),
    check: ({ response, data }) => {
      expect(response.status).toBe(403);
      expect(data).toBeUndefined();
    },
  },
  {
    operationId: 'createUser',
    description: 'the Add User form creates vikram',
    states: [NO_VIKRAM],
    request: { path: '/api/users', body: vikramForm },
    response: { status: 201, body: vikramCreated },
    send: (client) => client.POST('/users', { body: vikramForm }),
    check: ({ data }) =>
      expect(data).toMatchObject({ id: expect.any(Number), username: 'vikram', roles: [] }),
  },
  {
    operationId: 'createUser',
    description: 'a taken username is refused',
    states: [RAVI_EXISTS],
    request: { path: '/api/users', body: { ...vikramForm, username: 'ravi' } },
    response: {
      status: 409,
      body: errorBody('duplicate', 'Username is already taken', {
        username: 'Username is already taken',
      }),
    },
    send: (client) => client.POST('/users', { body: { ...vikramForm, username: 'ravi' } }),
    // The modal shows the server's message, so there must be one.
    check: ({ error }) => expect(error).toMatchObject({ message: expect.any(String) }),
  },
  {
    operationId: 'createUser',
    description: 'a taken email is refused',
    states: [RAVI_EXISTS],
    request: { path: '/api/users', body: { ...vikramForm, email: 'ravi.kumar@plotline.local' } },
    response: {
      status: 409,
      body: errorBody('duplicate', 'Email is already in use', { email: 'Email is already in use' }),
    },
    send: (client) =>
      client.POST('/users', { body: { ...vikramForm, email: 'ravi.kumar@plotline.local' } }),
    check: ({ error }) => expect(error).toMatchObject({ message: expect.any(String) }),
  },
  {
    operationId: 'createUser',
    // A one-letter top-level domain fits the contract's email format but not the rule of
    // docs/product/validation.md, so only the server can catch it; the modal then shows the
    // server's message.
    description: 'an email without a proper domain is refused',
    states: [NO_VIKRAM],
    request: { path: '/api/users', body: { ...vikramForm, email: 'vikram@plotline.c' } },
    response: {
      status: 400,
      body: errorBody('validation_failed', 'Please fix the errors below', {
        email: 'Please enter a valid email address',
      }),
    },
    send: (client) =>
      client.POST('/users', { body: { ...vikramForm, email: 'vikram@plotline.c' } }),
    check: ({ error }) =>
      expect(error).toMatchObject({ errors: { email: 'Please enter a valid email address' } }),
  },
  {
    operationId: 'getUser',
    description: 'ravi, with his role names',
    states: [RAVI_EXISTS],
    request: { path: '/api/users/2' },
    response: { status: 200, body: raviUser },
    send: (client) => client.GET('/users/{id}', { params: { path: { id: 2 } } }),
    check: ({ data }) => expect(data).toMatchObject({ id: 2, roles: ['Manager'] }),
  },
  {
    operationId: 'getUser',
    description: 'an unknown user is not found',
    states: [NO_USER_999],
    request: { path: '/api/users/999' },
    response: { status: 404, body: userNotFound },
    send: (client) => client.GET('/users/{id}', { params: { path: { id: 999 } } }),
    check: ({ error }) => expect(error).toMatchObject({ message: expect.any(String) }),
  },
  {
    operationId: 'updateUser',
    // The edit form has no password field: passwords change through changeUserPassword.
    description: 'the Edit User form saves a new phone number for ravi',
    states: [RAVI_EXISTS],
    request: {
      path: '/api/users/2',
      body: {
        username: 'ravi',
        email: 'ravi.kumar@plotline.local',
        firstName: 'Ravi',
        lastName: 'Kumar',
        phoneNumber: '9812300000',
        isActive: true,
      },
    },
    response: { status: 200, body: { ...raviUser, phoneNumber: like('9812300000') } },
    send: (client) =>
      client.PUT('/users/{id}', {
        params: { path: { id: 2 } },
        body: {
          username: 'ravi',
          email: 'ravi.kumar@plotline.local',
          firstName: 'Ravi',
          lastName: 'Kumar',
          phoneNumber: '9812300000',
          isActive: true,
        },
      }),
    check: ({ data }) => expect(data).toMatchObject({ id: 2, phoneNumber: '9812300000' }),
  },
  {
    operationId: 'updateUser',
    description: "another user's email is refused",
    states: [RAVI_EXISTS, MEENA_EXISTS],
    request: {
      path: '/api/users/2',
      body: { username: 'ravi', email: 'meena.iyer@plotline.local', isActive: true },
    },
    response: {
      status: 409,
      body: errorBody('duplicate', 'Email is already in use', { email: 'Email is already in use' }),
    },
    send: (client) =>
      client.PUT('/users/{id}', {
        params: { path: { id: 2 } },
        body: { username: 'ravi', email: 'meena.iyer@plotline.local', isActive: true },
      }),
    check: ({ error }) => expect(error).toMatchObject({ message: expect.any(String) }),
  },
  {
    operationId: 'updateUser',
    description: 'an unknown user cannot be edited',
    states: [NO_USER_999],
    request: {
      path: '/api/users/999',
      body: { username: 'ghost', email: 'ghost@plotline.local', isActive: true },
    },
    response: { status: 404, body: userNotFound },
    send: (client) =>
      client.PUT('/users/{id}', {
        params: { path: { id: 999 } },
        body: { username: 'ghost', email: 'ghost@plotline.local', isActive: true },
      }),
    check: ({ error }) => expect(error).toMatchObject({ message: expect.any(String) }),
  },
  {
    operationId: 'deleteUser',
    description: 'ravi is deleted',
    states: [RAVI_EXISTS],
    request: { path: '/api/users/2' },
    response: { status: 204 },
    send: (client) => client.DELETE('/users/{id}', { params: { path: { id: 2 } } }),
    check: ({ response, error }) => {
      expect(response.status).toBe(204);
      expect(error).toBeUndefined();
    },
  },
  {
    operationId: 'deleteUser',
    // The screen shows 'Failed to delete user'.
    description: 'an unknown user cannot be deleted',
    states: [NO_USER_999],
    request: { path: '/api/users/999' },
    response: { status: 404, body: userNotFound },
    send: (client) => client.DELETE('/users/{id}', { params: { path: { id: 999 } } }),
    check: ({ error }) => expect(error).toMatchObject({ message: expect.any(String) }),
  },
  {
    operationId: 'getUserCurrentPassword',
    // Passwords are stored hashed, so even the admin is refused; the Change Password modal
    // then shows 'Failed to fetch current password' and the field 'Unable to retrieve'.
    description: "the admin is told ravi's password cannot be read back",
    states: [RAVI_EXISTS],
    request: { path: '/api/users/2/current-password' },
    response: {
      status: 403,
      body: errorBody('forbidden', 'Passwords are stored hashed and cannot be read back'),
    },
    send: (client) => client.GET('/users/{id}/current-password', { params: { path: { id: 2 } } }),
    check: ({ data, error }) => {
      expect(data).toBeUndefined();
      expect(error).toMatchObject({ message: expect.any(String) });
    },
  },
  {
    operationId: 'changeUserPassword',
    // docs/product/api-calls.md: the modal sends {newPassword} once its own checks pass.
    description: 'the admin sets a new password for ravi',
    states: [RAVI_EXISTS],
    request: { path: '/api/users/2/change-password', body: { newPassword: 'n3w-secret' } },
    response: { status: 204 },
    send: (client) =>
      client.POST('/users/{id}/change-password', {
        params: { path: { id: 2 } },
        body: { newPassword: 'n3w-secret' },
      }),
    check: ({ response, error }) => {
      expect(response.status).toBe(204);
      expect(error).toBeUndefined();
    },
  },
  {
    operationId: 'changeUserPassword',
    // The contract accepts a confirmation and checks it; the modal shows the server's message.
    description: 'a confirmation that differs is refused',
    states: [RAVI_EXISTS],
    request: {
      path: '/api/users/2/change-password',
      body: { newPassword: 'n3w-secret', confirmPassword: 'n3w-secrit' },
    },
    response: {
      status: 400,
      body: errorBody('validation_failed', 'Please fix the errors below', {
        confirmPassword: 'Passwords do not match',
      }),
    },
    send: (client) =>
      client.POST('/users/{id}/change-password', {
        params: { path: { id: 2 } },
        body: { newPassword: 'n3w-secret', confirmPassword: 'n3w-secrit' },
      }),
    check: ({ error }) =>
      expect(error).toMatchObject({ errors: { confirmPassword: 'Passwords do not match' } }),
  },
  {
    operationId: 'changeUserPassword',
    description: "an unknown user's password cannot be set",
    states: [NO_USER_999],
    request: { path: '/api/users/999/change-password', body: { newPassword: 'n3w-secret' } },
    response: { status: 404, body: userNotFound },
    send: (client) =>
      client.POST('/users/{id}/change-password', {
        params: { path: { id: 999 } },
        body: { newPassword: 'n3w-secret' },
      }),
    check: ({ error }) => expect(error).toMatchObject({ message: expect.any(String) }),
  },
  {
    operationId: 'blockUser',
    description: 'ravi is blocked',
    states: [RAVI_EXISTS],
    request: { path: '/api/users/2/block' },
    response: { status: 200, body: raviBlocked },
    send: (client) => client.POST('/users/{id}/block', { params: { path: { id: 2 } } }),
    check: ({ data }) => expect(data).toMatchObject({ id: 2, isActive: false }),
  },
  {
    operationId: 'blockUser',
    // The screen shows 'Failed to block user' with the server's message.
    description: 'an unknown user cannot be blocked',
    states: [NO_USER_999],
    request: { path: '/api/users/999/block' },
    response: { status: 404, body: userNotFound },
    send: (client) => client.POST('/users/{id}/block', { params: { path: { id: 999 } } }),
    check: ({ error }) => expect(error).toMatchObject({ message: expect.any(String) }),
  },
  {
    operationId: 'unblockUser',
    description: 'blocked ravi is unblocked',
    states: [RAVI_BLOCKED],
    request: { path: '/api/users/2/unblock' },
    response: { status: 200, body: raviUnblocked },
    send: (client) => client.POST('/users/{id}/unblock', { params: { path: { id: 2 } } }),
    check: ({ data }) => expect(data).toMatchObject({ id: 2, isActive: true }),
  },
  {
    operationId: 'unblockUser',
    // The screen shows 'Failed to unblock user'.
    description: 'an unknown user cannot be unblocked',
    states: [NO_USER_999],
    request: { path: '/api/users/999/unblock' },
    response: { status: 404, body: userNotFound },
    send: (client) => client.POST('/users/{id}/unblock', { params: { path: { id: 999 } } }),
    check: ({ error }) => expect(error).toMatchObject({ message: expect.any(String) }),
  },
  {
    operationId: 'approveUser',
    description: 'newcomer, waiting for approval, is let in',
    states: [NEWCOMER_WAITING],
    request: { path: '/api/users/5/approve' },
    response: { status: 200, body: newcomerApproved },
    send: (client) => client.POST('/users/{id}/approve', { params: { path: { id: 5 } } }),
    check: ({ data }) =>
      expect(data).toMatchObject({ id: 5, awaitingApproval: false, isActive: true, roles: [] }),
  },
  {
    operationId: 'approveUser',
    description: 'an unknown user cannot be approved',
    states: [NO_USER_999],
    request: { path: '/api/users/999/approve' },
    response: { status: 404, body: userNotFound },
    send: (client) => client.POST('/users/{id}/approve', { params: { path: { id: 999 } } }),
    check: ({ error }) => expect(error).toMatchObject({ message: expect.any(String) }),
  },
  {
    operationId: 'assignUserRoles',
    description: 'the Manage Roles modal gives ravi Manager and Accountant',
    states: [RAVI_EXISTS, MANAGER_AND_ACCOUNTANT],
    request: { path: '/api/rolepermissions/users/2/roles', body: { roleIds: [2, 3] } },
    response: {
      status: 200,
      // Exactly the two roles sent: assignment replaces the set rather than adding to it.
      body: { ...raviUser, roles: [like('Manager'), like('Accountant')] },
    },
    send: (client) =>
      client.PUT('/rolepermissions/users/{id}/roles', {
        params: { path: { id: 2 } },
        body: { roleIds: [2, 3] },
      }),
    check: ({ data }) => {
      expect(data).toMatchObject({ id: 2, roles: expect.any(Array) });
      expect((data as { roles: string[] }).roles).toHaveLength(2);
    },
  },
  {
    operationId: 'assignUserRoles',
    // Assignment replaces the full set, so an empty list takes every role away.
    description: 'unticking every role leaves ravi with none',
    states: [RAVI_EXISTS],
    request: { path: '/api/rolepermissions/users/2/roles', body: { roleIds: [] } },
    response: { status: 200, body: raviWithoutRoles },
    send: (client) =>
      client.PUT('/rolepermissions/users/{id}/roles', {
        params: { path: { id: 2 } },
        body: { roleIds: [] },
      }),
    check: ({ data }) => expect(data).toMatchObject({ id: 2, roles: [], permissions: [] }),
  },
  {
    operationId: 'assignUserRoles',
    // A role deleted while the modal was open; the screen shows 'Failed to update user roles'.
    description: 'an unknown role is refused',
    states: [RAVI_EXISTS, NO_ROLE_999],
    request: { path: '/api/rolepermissions/users/2/roles', body: { roleIds: [999] } },
    response: { status: 400, body: errorBody('validation_failed', 'Role 999 does not exist') },
    send: (client) =>
      client.PUT('/rolepermissions/users/{id}/roles', {
        params: { path: { id: 2 } },
        body: { roleIds: [999] },
      }),
    check: ({ error }) => expect(error).toMatchObject({ message: expect.any(String) }),
  },
  {
    operationId: 'assignUserRoles',
    description: 'an unknown user cannot be given roles',
    states: [NO_USER_999, MANAGER_AND_ACCOUNTANT],
    request: { path: '/api/rolepermissions/users/999/roles', body: { roleIds: [2] } },
    response: { status: 404, body: userNotFound },
    send: (client) =>
      client.PUT('/rolepermissions/users/{id}/roles', {
        params: { path: { id: 999 } },
        body: { roleIds: [2] },
      }),
    check: ({ error }) => expect(error).toMatchObject({ message: expect.any(String) }),
  },
  {
    operationId: 'assignUserRoles',
    // The Manage Roles modal shows the server's message; another administrator may do it.
    description: 'the admin cannot take away their own administration',
    states: [MANAGER_AND_ACCOUNTANT],
    request: { path: '/api/rolepermissions/users/1/roles', body: { roleIds: [2] } },
    response: {
      status: 409,
      body: errorBody(
        'administration_lockout',
        'You cannot take away your own access to manage users, roles and permissions',
      ),
    },
    send: (client) =>
      client.PUT('/rolepermissions/users/{id}/roles', {
        params: { path: { id: 1 } },
        body: { roleIds: [2] },
      }),
    check: ({ response, error }) => {
      expect(response.status).toBe(409);
      expect(error).toMatchObject({ message: expect.any(String) });
    },
  },
];
