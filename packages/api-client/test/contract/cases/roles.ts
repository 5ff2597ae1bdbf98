/** roles: the Role Management table, the Role modal and the Permissions modal. */
import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import type { ContractCase } from '../contract-case';
import {
  accountantCreated,
  managerRole,
  managerWithoutPermissions,
  permissionName,
} from '../examples/admin';
import { errorBody } from '../examples/errors';

const { eachLike, like, integer } = MatchersV3;

// Role id 1 Admin (description 'Full access', every permission) and role id 2 Manager as in MANAGER_EXISTS, both active, and no other role.
const ONLY_ADMIN_AND_MANAGER =
  'the only roles are Admin (id 1) and Manager (id 2), each with a description and at least one permission';
// Role id 2: name Manager, description 'Runs day-to-day sales', isActive true, granting projects.view (permission id 1).
const MANAGER_EXISTS =
  'the role Manager with id 2 exists, active, described as Runs day-to-day sales, granting projects.view';
// Nothing to create: no role is named Accountant.
const NO_ACCOUNTANT = 'no role is called Accountant';
// Role id 3: name Accountant, description 'Keeps the books', isActive true, no permissions, held by no user.
const ACCOUNTANT_EXISTS = 'the role Accountant with id 3 exists and no user holds it';
// Permission id 1 projects.view (module projects) and id 2 bookings.view (module bookings), both active.
const PROJECTS_AND_BOOKINGS_VIEW =
  'the permissions projects.view (id 1) and bookings.view (id 2) exist';
// Nothing to create: no role row has id 999.
const NO_ROLE_999 = 'no role has id 999';
// Nothing to create: no permission row has id 999.
const NO_PERMISSION_999 = 'no permission has id 999';

const roleNotFound = errorBody('not_found', 'Role not found');
const managerForm = { name: 'Manager', description: 'Runs sales and follow-ups', isActive: true };
const accountantForm = { name: 'Accountant', description: 'Keeps the books', isActive: true };

export const rolesCases: ContractCase[] = [
  {
    operationId: 'listRoles',
    description: 'the Role Management table',
    states: [ONLY_ADMIN_AND_MANAGER],
    request: { path: '/api/roles' },
    response: { status: 200, body: eachLike(managerRole) },
    send: (client) => client.GET('/roles'),
    check: ({ data }) => {
      expect(data).toBeInstanceOf(Array);
      expect((data as unknown[])[0]).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
        isActive: expect.any(Boolean),
        createdAt: expect.any(String),
        permissions: expect.any(Array),
      });
    },
  },
  {
    operationId: 'listRoles',
    // The screen shows 'Failed to fetch roles'.
    description: 'a user without roles.view is refused',
    states: [ONLY_ADMIN_AND_MANAGER],
    caller: 'staff',
    request: { path: '/api/roles' },
    response: { status: 403, body: errorBody('forbidden', "You don't have permission to do this") },
    send: (client) => client.GET('/roles'),
    check: ({ response, data }) => {
      expect(response.status).toBe(403);
      expect(data).toBeUndefined();
    },
  },
  {
    operationId: 'createRole',
    description: 'the Role modal creates Accountant',
    states: [NO_ACCOUNTANT],
    request: { path: '/api/roles', body: accountantForm },
    response: { status: 201, body: accountantCreated },
    send: (client) => client.POST('/roles', { body: accountantForm }),
    check: ({ data }) =>
      expect(data).toMatchObject({ id: expect.any(Number), name: 'Accountant', permissions: [] }),
  },
  {
    operationId: 'createRole',
    description: 'a taken role name is refused',
    states: [MANAGER_EXISTS],
    request: { path: '/api/roles', body: managerForm },
    response: {
      status: 409,
      body: errorBody('duplicate', 'Role name is already taken', {
        name: 'Role name is already taken',
      }),
    },
    send: (client) => client.POST('/roles', { body: managerForm }),
    // The modal shows the server's message.
    check: ({ error }) => expect(error).toMatchObject({ message: expect.any(String) }),
  },
  {
    operationId: 'createRole',
    // Blank after trimming: the contract's schema lets it through, the business rule does not.
    description: 'a blank role name is refused',
    states: [],
    request: { path: '/api/roles', body: { name: '   ', isActive: true } },
    response: {
      status: 400,
      body: errorBody('validation_failed', 'Please fix the errors below', {
        name: 'Role name is required',
      }),
    },
    send: (client) => client.POST('/roles', { body: { name: '   ', isActive: true } }),
    check: ({ error }) =>
      expect(error).toMatchObject({ errors: { name: 'Role name is required' } }),
  },
  {
    operationId: 'getRole',
    description: 'Manager, with its permissions',
    states: [MANAGER_EXISTS],
    request: { path: '/api/roles/2' },
    response: { status: 200, body: managerRole },
    send: (client) => client.GET('/roles/{id}', { params: { path: { id: 2 } } }),
    check: ({ data }) =>
      expect(data).toMatchObject({
        id: 2,
        permissions: [{ id: expect.any(Number), name: expect.any(String) }],
      }),
  },
  {
    operationId: 'getRole',
    description: 'an unknown role is not found',
    states: [NO_ROLE_999],
    request: { path: '/api/roles/999' },
    response: { status: 404, body: roleNotFound },
    send: (client) => client.GET('/roles/{id}', { params: { path: { id: 999 } } }),
    check: ({ error }) => expect(error).toMatchObject({ message: expect.any(String) }),
  },
  {
    operationId: 'updateRole',
    description: "the Role modal saves Manager's new description",
    states: [MANAGER_EXISTS],
    request: { path: '/api/roles/2', body: managerForm },
    response: {
      status: 200,
      body: { ...managerRole, description: like('Runs sales and follow-ups') },
    },
    send: (client) => client.PUT('/roles/{id}', { params: { path: { id: 2 } }, body: managerForm }),
    check: ({ data }) =>
      expect(data).toMatchObject({ id: 2, description: 'Runs sales and follow-ups' }),
  },
  {
    operationId: 'updateRole',
    description: "another role's name is refused",
    states: [ONLY_ADMIN_AND_MANAGER],
    request: { path: '/api/roles/2', body: { ...managerForm, name: 'Admin' } },
    response: {
      status: 409,
      body: errorBody('duplicate', 'Role name is already taken', {
        name: 'Role name is already taken',
      }),
    },
    send: (client) =>
      client.PUT('/roles/{id}', {
        params: { path: { id: 2 } },
        body: { ...managerForm, name: 'Admin' },
      }),
    check: ({ error }) => expect(error).toMatchObject({ message: expect.any(String) }),
  },
  {
    operationId: 'updateRole',
    description: 'an unknown role cannot be edited',
    states: [NO_ROLE_999],
    request: { path: '/api/roles/999', body: accountantForm },
    response: { status: 404, body: roleNotFound },
    send: (client) =>
      client.PUT('/roles/{id}', { params: { path: { id: 999 } }, body: accountantForm }),
    check: ({ error }) => expect(error).toMatchObject({ message: expect.any(String) }),
  },
  {
    operationId: 'deleteRole',
    description: 'Accountant is deleted',
    states: [ACCOUNTANT_EXISTS],
    request: { path: '/api/roles/3' },
    response: { status: 204 },
    send: (client) => client.DELETE('/roles/{id}', { params: { path: { id: 3 } } }),
    check: ({ response, error }) => {
      expect(response.status).toBe(204);
      expect(error).toBeUndefined();
    },
  },
  {
    operationId: 'deleteRole',
    // The screen shows 'Failed to delete role'.
    description: 'an unknown role cannot be deleted',
    states: [NO_ROLE_999],
    request: { path: '/api/roles/999' },
    response: { status: 404, body: roleNotFound },
    send: (client) => client.DELETE('/roles/{id}', { params: { path: { id: 999 } } }),
    check: ({ error }) => expect(error).toMatchObject({ message: expect.any(String) }),
  },
  {
    operationId: 'assignRolePermissions',
    description: 'the Permissions modal grants Manager projects.view and bookings.view',
    states: [MANAGER_EXISTS, PROJECTS_AND_BOOKINGS_VIEW],
    request: { path: '/api/rolepermissions/2/permissions', body: { permissionIds: [1, 2] } },
    response: {
      status: 200,
      // Exactly the two permissions sent: assignment replaces the set rather than adding to it.
      body: {
        ...managerRole,
        permissions: [
          { id: integer(1), name: permissionName('projects.view') },
          { id: integer(2), name: permissionName('bookings.view') },
        ],
      },
    },
    send: (client) =>
      client.PUT('/rolepermissions/{roleId}/permissions', {
        params: { path: { roleId: 2 } },
        body: { permissionIds: [1, 2] },
      }),
    check: ({ data }) => {
      expect(data).toMatchObject({ id: 2 });
      expect((data as { permissions: unknown[] }).permissions).toHaveLength(2);
    },
  },
  {
    operationId: 'assignRolePermissions',
    // Assignment replaces the full set, so an empty list takes every permission away.
    description: 'unticking every permission leaves Manager with none',
    states: [MANAGER_EXISTS],
    request: { path: '/api/rolepermissions/2/permissions', body: { permissionIds: [] } },
    response: { status: 200, body: managerWithoutPermissions },
    send: (client) =>
      client.PUT('/rolepermissions/{roleId}/permissions', {
        params: { path: { roleId: 2 } },
        body: { permissionIds: [] },
      }),
    check: ({ data }) => expect(data).toMatchObject({ id: 2, permissions: [] }),
  },
  {
    operationId: 'assignRolePermissions',
    // A permission deleted while the modal was open; the screen shows 'Failed to update role permissions'.
    description: 'an unknown permission is refused',
    states: [MANAGER_EXISTS, NO_PERMISSION_999],
    request: { path: '/api/rolepermissions/2/permissions', body: { permissionIds: [999] } },
    response: {
      status: 400,
      body: errorBody('validation_failed', 'Permission 999 does not exist'),
    },
    send: (client) =>
      client.PUT('/rolepermissions/{roleId}/permissions', {
        params: { path: { roleId: 2 } },
        body: { permissionIds: [999] },
      }),
    check: ({ error }) => expect(error).toMatchObject({ message: expect.any(String) }),
  },
  {
    operationId: 'assignRolePermissions',
    description: 'an unknown role cannot be granted permissions',
    states: [NO_ROLE_999, PROJECTS_AND_BOOKINGS_VIEW],
    request: { path: '/api/rolepermissions/999/permissions', body: { permissionIds: [1] } },
    response: { status: 404, body: roleNotFound },
    send: (client) =>
      client.PUT('/rolepermissions/{roleId}/permissions', {
        params: { path: { roleId: 999 } },
        body: { permissionIds: [1] },
      }),
    check: ({ error }) => expect(error).toMatchObject({ message: expect.any(String) }),
  },
];
