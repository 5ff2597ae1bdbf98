import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions, rolePermissions, userRoles } from '../src/db/schema';
import { roleIdByName } from '../src/seed/access-catalogue';
import { startTestServer, type TestServer } from './support/test-server';

const NOW = new Date('2026-11-22T06:30:00Z');
const ROLE_NOT_FOUND = { code: 'not_found', message: 'Role not found' };
const NOBODY_LEFT =
  'This change would leave no active user able to manage users, roles and permissions';
const NOT_YOUR_OWN = 'You cannot take away your own access to manage users, roles and permissions';
/** What it takes to administer (administrator-queries.ts). */
const ADMINISTRATION = [
  'users.view',
  'users.edit',
  'roles.view',
  'roles.edit',
  'permissions.view',
  'permissions.edit',
];

let server: TestServer;
let admin: { authorization: string };
let adminRoleId: number;
let managerRoleId: number;

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  admin = await server.admin();
  adminRoleId = (await roleIdByName(server.db, 'Admin'))!;
  managerRoleId = (await roleIdByName(server.db, 'Manager'))!;
});
afterAll(() => server.close());

async function permissionIds(...names: string[]): Promise<number[]> {
  const rows = await server.db
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.name, names));
  return rows.map((row) => row.id);
}

let roleCounter = 0;
async function createRole(overrides: Record<string, unknown> = {}) {
  const res = await server.request({
    method: 'POST',
    url: '/api/roles',
    headers: admin,
    payload: { name: `Team ${++roleCounter}`, description: 'A team', isActive: true, ...overrides },
  });
  expect(res.status).toBe(201);
  return res.body as { id: number; name: string };
}

const grant = (roleId: number, ids: number[], headers = admin) =>
  server.request({
    method: 'PUT',
    url: `/api/rolepermissions/${roleId}/permissions`,
    headers,
    payload: { permissionIds: ids },
  });

/** A user holding only `roleId`, to see what the role grants. */
async function holderOf(roleId: number) {
  const holder = await server.userWith([]);
  await server.request({
    method: 'PUT',
    url: `/api/rolepermissions/users/${holder.id}/roles`,
    headers: admin,
    payload: { roleIds: [roleId] },
  });
  return holder;
}

/**
 * A second administrator besides the seeded admin, whose one role is what makes them one: taking
 * it away leaves an administrator, so only the rule on one's own access can refuse it.
 */
async function administratorWithOwnRole(alsoPermitted: string[] = []) {
  const administrator = await server.userWith([...ADMINISTRATION, ...alsoPermitted]);
  const [held] = await server.db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, administrator.id));
  return { ...administrator, roleId: held!.roleId };
}

const permissionsOf = async (holder: { headers: { authorization: string } }) =>
  (await server.request({ method: 'GET', url: '/api/auth/me', headers: holder.headers })).body
    .permissions;

describe('access', () => {
  const roleForm = { name: 'Auditor' };
  const operations = [
    { method: 'GET', url: '/api/roles', permission: 'roles.view' },
    { method: 'POST', url: '/api/roles', permission: 'roles.create', payload: roleForm },
    { method: 'GET', url: '/api/roles/1', permission: 'roles.view' },
    { method: 'PUT', url: '/api/roles/1', permission: 'roles.edit', payload: roleForm },
    { method: 'DELETE', url: '/api/roles/1', permission: 'roles.delete' },
    {
      method: 'PUT',
      url: '/api/rolepermissions/1/permissions',
      permission: 'roles.edit',
      payload: { permissionIds: [] },
    },
  ] as const;

  it.each(operations)('$method $url needs $permission', async (operation) => {
    const { permission, ...request } = operation;
    const others = await server.userHolding(
      ['roles.view', 'roles.create', 'roles.edit', 'roles.delete'].filter((p) => p !== permission),
    );
    const refused = await server.request({ ...request, headers: others.headers });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: 'forbidden',
      message: `You need the ${permission} permission to do this`,
    });
    expect((await server.request(request)).status).toBe(401);
  });
});

describe('listRoles', () => {
  it('lists every role by name in any letter case, each with its permissions', async () => {
    await createRole({ name: 'accountant' });
    const res = await server.request({ method: 'GET', url: '/api/roles', headers: admin });
    expect(res.status).toBe(200);
    const names = res.body.map((role: { name: string }) => role.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const [first] = res.body;
    expect(first).toMatchObject({ name: 'accountant', permissions: [] });

    const adminRole = res.body.find((role: { name: string }) => role.name === 'Admin');
    expect(adminRole).toMatchObject({
      id: adminRoleId,
      description: 'Full access to every screen and setting',
      isActive: true,
      createdAt: expect.any(String),
    });
    expect(adminRole.permissions).toHaveLength(46);
    expect(adminRole.permissions[0]).toEqual({ id: expect.any(Number), name: 'amenities.create' });
    const manager = res.body.find((role: { name: string }) => role.name === 'Manager');
    expect(manager.permissions).toHaveLength(31);
  });

  it('counts the users holding each role, blocked ones included', async () => {
    const role = await createRole();
    const holder = await holderOf(role.id);
    await holderOf(role.id);
    await server.request({ method: 'POST', url: `/api/users/${holder.id}/block`, headers: admin });
    const unheld = await createRole();

    const res = await server.request({ method: 'GET', url: '/api/roles', headers: admin });
    const countOf = (id: number) =>
      res.body.find((listed: { id: number }) => listed.id === id).userCount;
    expect(countOf(role.id)).toBe(2);
    expect(countOf(unheld.id)).toBe(0);
    expect(countOf(adminRoleId)).toBe(1);

    const one = await server.request({
      method: 'GET',
      url: `/api/roles/${role.id}`,
      headers: admin,
    });
    expect(one.body.userCount).toBe(2);
  });
});

describe('createRole', () => {
  it('creates the role with no permissions', async () => {
    const res = await server.request({
      method: 'POST',
      url: '/api/roles',
      headers: admin,
      payload: { name: '  Site Engineer ', description: '   ' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Site Engineer',
      description: null,
      isActive: true,
      createdAt: NOW.toISOString(),
      permissions: [],
      userCount: 0,
    });
  });

  it('refuses a name another role has, in any letter case', async () => {
    const res = await server.request({
      method: 'POST',
      url: '/api/roles',
      headers: admin,
      payload: { name: 'MANAGER', isActive: true },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'duplicate',
      message: 'Role name is already taken',
      errors: { name: 'Role name is already taken' },
    });
  });

  it('refuses a blank name with the rule of the Role modal', async () => {
    const res = await server.request({
      method: 'POST',
      url: '/api/roles',
      headers: admin,
      payload: { name: '   ', isActive: true },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ name: 'Role name is required' });
  });
});

describe('getRole', () => {
  it('answers the role with its permissions', async () => {
    const role = await createRole();
    const ids = await permissionIds('projects.view');
    await grant(role.id, ids);
    const res = await server.request({
      method: 'GET',
      url: `/api/roles/${role.id}`,
      headers: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: role.id,
      name: role.name,
      permissions: [{ id: ids[0], name: 'projects.view' }],
    });
  });

  it('answers 404 for an unknown role', async () => {
    const res = await server.request({ method: 'GET', url: '/api/roles/999', headers: admin });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(ROLE_NOT_FOUND);
  });
});

describe('updateRole', () => {
  const update = (roleId: number, payload: Record<string, unknown>) =>
    server.request({ method: 'PUT', url: `/api/roles/${roleId}`, headers: admin, payload });

  it('saves the form, keeping the permissions and holders', async () => {
    const role = await createRole();
    await grant(role.id, await permissionIds('plots.view'));
    await holderOf(role.id);
    const res = await update(role.id, {
      name: role.name.toUpperCase(),
      description: 'Runs sales and follow-ups',
      isActive: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: role.id,
      name: role.name.toUpperCase(),
      description: 'Runs sales and follow-ups',
      permissions: [{ name: 'plots.view' }],
      userCount: 1,
    });
  });

  it('lets only an editor holding all a role grants make it active again', async () => {
    const role = await createRole();
    await grant(role.id, await permissionIds('users.delete', 'plots.view'));
    await update(role.id, { name: role.name, isActive: false });
    const editor = await server.userWith(['roles.view', 'roles.edit', 'plots.view']);
    await server.db.insert(userRoles).values({ userId: editor.id, roleId: role.id });
    const reactivate = (headers: { authorization: string }) =>
      server.request({
        method: 'PUT',
        url: `/api/roles/${role.id}`,
        headers,
        payload: { name: role.name, isActive: true },
      });
    const refused = await reactivate(editor.headers);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: 'forbidden',
      message: 'You cannot grant permissions you do not hold yourself: users.delete',
    });
    expect((await reactivate(admin)).status).toBe(200);
  });

  it('takes its permissions from its holders while inactive', async () => {
    const role = await createRole();
    await grant(role.id, await permissionIds('plots.view'));
    const holder = await holderOf(role.id);
    expect(await permissionsOf(holder)).toEqual(['plots.view']);
    const res = await update(role.id, { name: role.name, isActive: false });
    expect(res.status).toBe(200);
    expect(res.body.isActive).toBe(false);
    expect(await permissionsOf(holder)).toEqual([]);
  });

  it("refuses another role's name", async () => {
    const res = await update(managerRoleId, { name: 'admin' });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ name: 'Role name is already taken' });
  });

  it('refuses a blank name', async () => {
    const res = await update(managerRoleId, { name: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ name: 'Role name is required' });
  });

  it('answers 404 for an unknown role', async () => {
    const res = await update(999, { name: 'Accountant' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(ROLE_NOT_FOUND);
  });

  it('refuses to deactivate the only role that administers', async () => {
    const editor = await server.userWith(['roles.edit']);
    const res = await server.request({
      method: 'PUT',
      url: `/api/roles/${adminRoleId}`,
      headers: editor.headers,
      payload: { name: 'Admin', isActive: false },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'administration_lockout', message: NOBODY_LEFT });
  });

  it('refuses administrators deactivating a role their administration comes from', async () => {
    const administrator = await administratorWithOwnRole();
    const asThemselves = (payload: Record<string, unknown>) =>
      server.request({
        method: 'PUT',
        url: `/api/roles/${administrator.roleId}`,
        headers: administrator.headers,
        payload,
      });
    const name = 'Second administration';
    const refused = await asThemselves({ name, isActive: false });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 'administration_lockout', message: NOT_YOUR_OWN });
    expect(await permissionsOf(administrator)).toEqual([...ADMINISTRATION].sort());

    // Renaming it takes nothing away; another administrator may deactivate it.
    expect((await asThemselves({ name: `${name} renamed` })).status).toBe(200);
    expect((await update(administrator.roleId, { name, isActive: false })).status).toBe(200);
  });
});

describe('deleteRole', () => {
  it('deletes the role; its holders lose it', async () => {
    const role = await createRole();
    await grant(role.id, await permissionIds('plots.view'));
    const holder = await holderOf(role.id);
    const res = await server.request({
      method: 'DELETE',
      url: `/api/roles/${role.id}`,
      headers: admin,
    });
    expect(res.status).toBe(204);
    const gone = await server.request({
      method: 'GET',
      url: `/api/roles/${role.id}`,
      headers: admin,
    });
    expect(gone.status).toBe(404);
    expect(await permissionsOf(holder)).toEqual([]);
  });

  it('answers 404 for an unknown role', async () => {
    const res = await server.request({ method: 'DELETE', url: '/api/roles/999', headers: admin });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(ROLE_NOT_FOUND);
  });

  it('refuses to delete the only role that administers', async () => {
    const deleter = await server.userWith(['roles.delete']);
    const res = await server.request({
      method: 'DELETE',
      url: `/api/roles/${adminRoleId}`,
      headers: deleter.headers,
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'administration_lockout', message: NOBODY_LEFT });
  });

  it('refuses administrators deleting a role their administration comes from', async () => {
    const administrator = await administratorWithOwnRole(['roles.delete']);
    const remove = (headers: { authorization: string }) =>
      server.request({ method: 'DELETE', url: `/api/roles/${administrator.roleId}`, headers });
    const refused = await remove(administrator.headers);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 'administration_lockout', message: NOT_YOUR_OWN });
    expect(await permissionsOf(administrator)).toEqual([...ADMINISTRATION, 'roles.delete'].sort());
    expect((await remove(admin)).status).toBe(204);
  });
});

describe('assignRolePermissions', () => {
  it('replaces the whole set of permissions, and holders get exactly those', async () => {
    const role = await createRole();
    await grant(role.id, await permissionIds('users.view', 'roles.view'));
    const holder = await holderOf(role.id);

    const res = await grant(role.id, await permissionIds('projects.view', 'bookings.view'));
    expect(res.status).toBe(200);
    expect(res.body.permissions.map((p: { name: string }) => p.name)).toEqual([
      'bookings.view',
      'projects.view',
    ]);
    expect(await permissionsOf(holder)).toEqual(['bookings.view', 'projects.view']);

    const none = await grant(role.id, []);
    expect(none.status).toBe(200);
    expect(none.body.permissions).toEqual([]);
  });

  it('refuses an unknown permission and changes nothing', async () => {
    const role = await createRole();
    const ids = await permissionIds('plots.view');
    await grant(role.id, ids);
    const res = await grant(role.id, [...ids, 999]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Permission 999 does not exist');
    const held = await server.db
      .select()
      .from(rolePermissions)
      .where(eq(rolePermissions.roleId, role.id));
    expect(held.map((row) => row.permissionId)).toEqual(ids);
  });

  it('answers 404 for an unknown role', async () => {
    const res = await grant(999, await permissionIds('projects.view'));
    expect(res.status).toBe(404);
    expect(res.body).toEqual(ROLE_NOT_FOUND);
  });

  it('refuses to take administration from the only role that grants it', async () => {
    const everyPermissionButUsersEdit = (
      await server.db.select({ id: permissions.id, name: permissions.name }).from(permissions)
    )
      .filter((p) => p.name !== 'users.edit')
      .map((p) => p.id);
    const editor = await server.userWith(['roles.edit']);
    const res = await grant(adminRoleId, everyPermissionButUsersEdit, editor.headers);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'administration_lockout', message: NOBODY_LEFT });
    const adminRole = await server.request({
      method: 'GET',
      url: `/api/roles/${adminRoleId}`,
      headers: admin,
    });
    expect(adminRole.body.permissions).toHaveLength(46);
  });

  it('refuses administrators taking administration from a role they hold', async () => {
    const administrator = await administratorWithOwnRole();
    const allButRolesEdit = await permissionIds(
      ...ADMINISTRATION.filter((name) => name !== 'roles.edit'),
    );
    const refused = await grant(administrator.roleId, allButRolesEdit, administrator.headers);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 'administration_lockout', message: NOT_YOUR_OWN });
    expect(await permissionsOf(administrator)).toEqual([...ADMINISTRATION].sort());

    // Granting what they do not hold is refused; regranting what they hold keeps the
    // administration; another administrator may take it.
    const more = await grant(
      administrator.roleId,
      await permissionIds(...ADMINISTRATION, 'plots.view'),
      administrator.headers,
    );
    expect(more.status).toBe(403);
    expect(more.body).toEqual({
      code: 'forbidden',
      message: 'You cannot grant permissions you do not hold yourself: plots.view',
    });
    const same = await grant(
      administrator.roleId,
      await permissionIds(...ADMINISTRATION),
      administrator.headers,
    );
    expect(same.status).toBe(200);
    expect(same.body.userCount).toBe(1);
    expect((await grant(administrator.roleId, allButRolesEdit)).status).toBe(200);
  });
});
