/** permissions: the permission catalogue's table and its modal. */
import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import type { ContractCase } from '../contract-case';
import { projectsViewPermission, reportsExportPermission } from '../examples/admin';
import { errorBody } from '../examples/errors';

const { eachLike, like } = MatchersV3;

// Permission id 1: name projects.view, description 'See projects', module projects, active; every other permission in the catalogue also has a non-null description and module.
const CATALOGUE_DESCRIBED =
  'the permission projects.view with id 1 exists, and every permission has a description and a module';
// Permission id 1: name projects.view, description 'See projects', module projects, active.
const PROJECTS_VIEW_EXISTS = 'the permission projects.view with id 1 exists';
// Permission id 60: name reports.export, description 'Export reports as CSV', module reports, isActive true.
const REPORTS_EXPORT_EXISTS =
  'the permission reports.export with id 60 exists in the module reports';
// Nothing to create: no permission is named reports.export.
const NO_REPORTS_EXPORT = 'no permission is called reports.export';
// Nothing to create: no permission row has id 999.
const NO_PERMISSION_999 = 'no permission has id 999';

const permissionNotFound = errorBody('not_found', 'Permission not found');
const nameTaken = errorBody('duplicate', 'Permission name is already taken', {
  name: 'Permission name is already taken',
});
const reportsExportForm = {
  name: 'reports.export',
  description: 'Export reports as CSV',
  module: 'reports',
  isActive: true,
};

export const permissionsCases: ContractCase[] = [
  {
    operationId: 'listPermissions',
    description: 'the permission catalogue table',
    states: [CATALOGUE_DESCRIBED],
    request: { path: '/api/permissions' },
    response: { status: 200, body: eachLike(projectsViewPermission) },
    send: (client) => client.GET('/permissions'),
    check: ({ data }) => {
      expect(data).toBeInstanceOf(Array);
      // The table and the module filter read these; a null module is grouped under 'General'.
      expect((data as unknown[])[0]).toMatchObject({
        id: expect.any(Number),
        name: expect.stringMatching(/^[a-z-]+\.[a-z-]+$/),
        module: expect.any(String),
        isActive: expect.any(Boolean),
      });
    },
  },
  {
    operationId: 'listPermissions',
    // The screen shows 'Failed to fetch permissions'.
    description: 'a user without permissions.view is refused',
    states: [CATALOGUE_DESCRIBED],
    caller: 'staff',
    request: { path: '/api/permissions' },
    response: { status: 403, body: errorBody('forbidden', "You don't have permission to do this") },
    send: (client) => client.GET('/permissions'),
    check: ({ response, data }) => {
      expect(response.status).toBe(403);
      expect(data).toBeUndefined();
    },
  },
  {
    operationId: 'createPermission',
    description: 'the Permission modal creates reports.export',
    states: [NO_REPORTS_EXPORT],
    request: { path: '/api/permissions', body: reportsExportForm },
    response: { status: 201, body: reportsExportPermission },
    send: (client) => client.POST('/permissions', { body: reportsExportForm }),
    check: ({ data }) =>
      expect(data).toMatchObject({ id: expect.any(Number), name: 'reports.export' }),
  },
  {
    operationId: 'createPermission',
    description: 'a taken permission name is refused',
    states: [PROJECTS_VIEW_EXISTS],
    request: {
      path: '/api/permissions',
      body: { name: 'projects.view', module: 'projects', isActive: true },
    },
    response: { status: 409, body: nameTaken },
    send: (client) =>
      client.POST('/permissions', {
        body: { name: 'projects.view', module: 'projects', isActive: true },
      }),
    // The modal shows the server's message.
    check: ({ error }) => expect(error).toMatchObject({ message: expect.any(String) }),
  },
  {
    operationId: 'createPermission',
    // Any text fits the contract's schema; only the business rule asks for module.action.
    description: 'a name that is not module.action is refused',
    states: [],
    request: {
      path: '/api/permissions',
      body: { name: 'Export Reports', module: 'reports', isActive: true },
    },
    response: {
      status: 400,
      body: errorBody('validation_failed', 'Please fix the errors below', {
        name: 'Permission name must be module.action in lowercase, e.g. users.view',
      }),
    },
    send: (client) =>
      client.POST('/permissions', {
        body: { name: 'Export Reports', module: 'reports', isActive: true },
      }),
    check: ({ error }) => expect(error).toMatchObject({ errors: { name: expect.any(String) } }),
  },
  {
    operationId: 'updatePermission',
    description: "the Permission modal saves reports.export's new description",
    states: [REPORTS_EXPORT_EXISTS],
    request: {
      path: '/api/permissions/60',
      body: { ...reportsExportForm, description: 'Export any report as CSV' },
    },
    response: {
      status: 200,
      body: { ...reportsExportPermission, description: like('Export any report as CSV') },
    },
    send: (client) =>
      client.PUT('/permissions/{id}', {
        params: { path: { id: 60 } },
        body: { ...reportsExportForm, description: 'Export any report as CSV' },
      }),
    check: ({ data }) =>
      expect(data).toMatchObject({ id: 60, description: 'Export any report as CSV' }),
  },
  {
    operationId: 'updatePermission',
    description: "another permission's name is refused",
    states: [REPORTS_EXPORT_EXISTS, PROJECTS_VIEW_EXISTS],
    request: {
      path: '/api/permissions/60',
      body: { name: 'projects.view', module: 'projects', isActive: true },
    },
    response: { status: 409, body: nameTaken },
    send: (client) =>
      client.PUT('/permissions/{id}', {
        params: { path: { id: 60 } },
        body: { name: 'projects.view', module: 'projects', isActive: true },
      }),
    check: ({ error }) => expect(error).toMatchObject({ message: expect.any(String) }),
  },
  {
    operationId: 'updatePermission',
    description: 'an unknown permission cannot be edited',
    states: [NO_PERMISSION_999],
    request: { path: '/api/permissions/999', body: reportsExportForm },
    response: { status: 404, body: permissionNotFound },
    send: (client) =>
      client.PUT('/permissions/{id}', { params: { path: { id: 999 } }, body: reportsExportForm }),
    check: ({ error }) => expect(error).toMatchObject({ message: expect.any(String) }),
  },
  {
    operationId: 'deletePermission',
    description: 'reports.export is deleted',
    states: [REPORTS_EXPORT_EXISTS],
    request: { path: '/api/permissions/60' },
    response: { status: 204 },
    send: (client) => client.DELETE('/permissions/{id}', { params: { path: { id: 60 } } }),
    check: ({ response, error }) => {
      expect(response.status).toBe(204);
      expect(error).toBeUndefined();
    },
  },
  {
    operationId: 'deletePermission',
    description: 'an unknown permission cannot be deleted',
    states: [NO_PERMISSION_999],
    request: { path: '/api/permissions/999' },
    response: { status: 404, body: permissionNotFound },
    send: (client) => client.DELETE('/permissions/{id}', { params: { path: { id: 999 } } }),
    check: ({ error }) => expect(error).toMatchObject({ message: expect.any(String) }),
  },
];
