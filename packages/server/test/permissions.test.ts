import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions, rolePermissions } from '../src/db/schema';
import { roleIdByName } from '../src/seed/access-catalogue';
import { startTestServer, type TestServer } from './support/test-server';

const NOW = new Date('2026-11-22T06:30:00Z');
const PERMISSION_NOT_FOUND = { code: 'not_found', message: 'Permission not found' };
const NAME_TAKEN = {
  code: 'duplicate',
  message: 'Permission name is already taken',
  errors: { name: 'Permission name is already taken' },
};
const NOBODY_LEFT =
  'This change would leave no active user able to manage users, roles and permissions';
const NOT_YOUR_OWN = 'You cannot take away your own access to manage users, roles and permissions';

let server: TestServer;
let admin: { authorization: string };

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  admin = await server.admin();
});
afterAll(() => server.close());

async function idOf(name: string): Promise<number> {
  const [row] = await server.db
    .select({ id: permissions.id })
    .from(permissions)
    .where(eq(permissions.name, name));
  return row!.id;
}

const create = (payload: Record<string, unknown>) =>
  server.request({ method: 'POST', url: '/api/permissions', headers: admin, payload });

const update = (id: number, payload: Record<string, unknown>, headers = admin) =>
  server.request({ method: 'PUT', url: `/api/permissions/${id}`, headers, payload });

const remove = (id: number, headers = admin) =>
  server.request({ method: 'DELETE', url: `/api/permissions/${id}`, headers });

const reportsForm = (action: string) => ({
  name: `reports.${action}`,
  description: `${action} reports`,
  module: 'reports',
  isActive: true,
});

describe('access', () => {
  const operations = [
    { method: 'GET', url: '/api/permissions', permission: 'permissions.view' },
    {
      method: 'POST',
      url: '/api/permissions',
      permission: 'permissions.create',
      payload: reportsForm('audit'),
    },
    {
      method: 'PUT',
      url: '/api/permissions/1',
      permission: 'permissions.edit',
      payload: reportsForm('audit'),
    },
    { method: 'DELETE', url: '/api/permissions/1', permission: 'permissions.delete' },
  ] as const;

  it.each(operations)('$method $url needs $permission', async (operation) => {
    const { permission, ...request } = operation;
    const others = await server.userHolding(
      ['permissions.view', 'permissions.create', 'permissions.edit', 'permissions.delete'].filter(
        (p) => p !== permission,
      ),
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

describe('listPermissions', () => {
  it('lists the catalogue by name, each with its description and module', async () => {
    const res = await server.request({ method: 'GET', url: '/api/permissions', headers: admin });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(46);
    const names = res.body.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort());
    expect(res.body[0]).toEqual({
      id: expect.any(Number),
      name: 'amenities.create',
      description: 'Create amenities',
      module: 'amenities',
      isActive: true,
      createdAt: expect.any(String),
    });
    expect(res.body.find((p: { name: string }) => p.name === 'channelpartners.view').module).toBe(
      'channel-partners',
    );
  });
});

describe('createPermission', () => {
  it('creates the permission', async () => {
    const res = await create({ ...reportsForm('export'), name: ' reports.export ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'reports.export',
      description: 'export reports',
      module: 'reports',
      isActive: true,
      createdAt: NOW.toISOString(),
    });
  });

  it('keeps a blank module as none, which the screen shows as General', async () => {
    const res = await create({ name: 'general.notice', module: '  ', description: '' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'general.notice', module: null, description: null });
  });

  it('refuses a name another permission has', async () => {
    const res = await create({ name: 'projects.view', module: 'projects', isActive: true });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(NAME_TAKEN);
  });

  it("refuses what the Permission modal's rules refuse", async () => {
    const notModuleAction = await create({ name: 'Export Reports', module: 'reports' });
    expect(notModuleAction.status).toBe(400);
    expect(notModuleAction.body.errors).toEqual({
      name: 'Permission name must be module.action in lowercase, e.g. users.view',
    });

    const otherModule = await create({ name: 'reports.print', module: 'projects' });
    expect(otherModule.status).toBe(400);
    expect(otherModule.body.errors).toEqual({
      name: 'Permission name must start with its module, e.g. projects.view',
    });

    const blank = await create({ name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ name: 'Permission name is required' });

    const created = await server.db
      .select()
      .from(permissions)
      .where(eq(permissions.name, 'reports.print'));
    expect(created).toEqual([]);
  });
});

describe('updatePermission', () => {
  it('saves the form', async () => {
    const created = await create(reportsForm('archive'));
    const res = await update(created.body.id, {
      ...reportsForm('archive'),
      description: 'Archive any report',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...created.body, description: 'Archive any report' });
  });

  it('takes a deactivated permission from those holding it', async () => {
    const created = await create(reportsForm('share'));
    const holder = await server.userWith(['reports.share']);
    const me = () =>
      server.request({ method: 'GET', url: '/api/auth/me', headers: holder.headers });
    expect((await me()).body.permissions).toEqual(['reports.share']);
    const res = await update(created.body.id, { ...reportsForm('share'), isActive: false });
    expect(res.status).toBe(200);
    expect(res.body.isActive).toBe(false);
    expect((await me()).body.permissions).toEqual([]);
  });

  it("refuses another permission's name", async () => {
    const created = await create(reportsForm('rename'));
    const res = await update(created.body.id, { name: 'reports.view', module: 'reports' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(NAME_TAKEN);
  });

  it('refuses a name that is not module.action', async () => {
    const res = await update(await idOf('reports.view'), { name: 'reports' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      name: 'Permission name must be module.action in lowercase, e.g. users.view',
    });
  });

  it('refuses renaming a permission into access the editor does not hold, or out of it', async () => {
    const editor = await server.userWith(['permissions.edit', 'reports.view']);
    const reportsView = await idOf('reports.view');
    const intoBookingsDelete = await update(
      reportsView,
      { name: 'bookings.delete', module: 'bookings' },
      editor.headers,
    );
    expect(intoBookingsDelete.status).toBe(409);
    const bookingsDelete = await idOf('bookings.delete');
    const outOfTheWay = await update(
      bookingsDelete,
      { name: 'bookings.purge', module: 'bookings' },
      editor.headers,
    );
    expect(outOfTheWay.status).toBe(403);
    expect(outOfTheWay.body).toEqual({
      code: 'forbidden',
      message: 'You cannot change permissions you do not hold yourself: bookings.delete',
    });
    const created = await create(reportsForm('print'));
    const intoUsersDelete = await update(
      created.body.id,
      { name: 'users.remove', module: 'users' },
      editor.headers,
    );
    expect(intoUsersDelete.status).toBe(403);
    const freeName = await update(
      created.body.id,
      { name: 'reports.print-all', module: 'reports' },
      editor.headers,
    );
    expect(freeName.status).toBe(403);
    expect(freeName.body.message).toContain('reports.print');
    const stored = await server.db
      .select()
      .from(permissions)
      .where(eq(permissions.id, bookingsDelete));
    expect(stored[0]?.name).toBe('bookings.delete');
  });

  it('lets an editor rename what they hold to a name nothing checks', async () => {
    const created = await create(reportsForm('fax'));
    const editor = await server.userWith(['permissions.edit', 'reports.fax']);
    const res = await update(
      created.body.id,
      { name: 'reports.telefax', module: 'reports' },
      editor.headers,
    );
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('reports.telefax');
  });

  it('answers 404 for an unknown permission', async () => {
    const res = await update(999, reportsForm('export'));
    expect(res.status).toBe(404);
    expect(res.body).toEqual(PERMISSION_NOT_FOUND);
  });

  it('refuses to rename or deactivate what administrators need', async () => {
    const editor = await server.userWith(['permissions.edit', 'users.edit']);
    const usersEdit = await idOf('users.edit');
    const renamed = await update(
      usersEdit,
      { name: 'users.change', module: 'users' },
      editor.headers,
    );
    expect(renamed.status).toBe(409);
    expect(renamed.body).toEqual({ code: 'administration_lockout', message: NOBODY_LEFT });

    // roles.edit is not the editor's: out of their reach, as they do not administer.
    const rolesEdit = await idOf('roles.edit');
    const deactivated = await update(
      rolesEdit,
      { name: 'roles.edit', module: 'roles', isActive: false },
      editor.headers,
    );
    expect(deactivated.status).toBe(403);
    expect(deactivated.body.message).toBe(
      'You cannot change permissions you do not hold yourself: roles.edit',
    );
    const [stored] = await server.db
      .select()
      .from(permissions)
      .where(eq(permissions.id, rolesEdit));
    expect(stored?.isActive).toBe(true);
  });

  it('refuses administrators renaming or deactivating what their own administration needs', async () => {
    const usersEdit = await idOf('users.edit');
    const renamed = await update(usersEdit, { name: 'users.change', module: 'users' });
    expect(renamed.status).toBe(409);
    expect(renamed.body).toEqual({ code: 'administration_lockout', message: NOT_YOUR_OWN });

    const deactivated = await update(await idOf('permissions.view'), {
      name: 'permissions.view',
      module: 'permissions',
      isActive: false,
    });
    expect(deactivated.status).toBe(409);
    expect(deactivated.body).toEqual({ code: 'administration_lockout', message: NOT_YOUR_OWN });

    // What their administration does not need is theirs to change.
    const usersDelete = await idOf('users.delete');
    const described = await update(usersDelete, {
      name: 'users.delete',
      description: 'Delete users who recorded nothing',
      module: 'users',
      isActive: false,
    });
    expect(described.status).toBe(200);
  });
});

describe('deletePermission', () => {
  it('deletes the permission; roles granting it lose it', async () => {
    const created = await create(reportsForm('purge'));
    const adminRoleId = (await roleIdByName(server.db, 'Admin'))!;
    await server.db
      .insert(rolePermissions)
      .values({ roleId: adminRoleId, permissionId: created.body.id });

    expect((await remove(created.body.id)).status).toBe(204);
    const grants = await server.db
      .select()
      .from(rolePermissions)
      .where(eq(rolePermissions.permissionId, created.body.id));
    expect(grants).toEqual([]);
    expect((await remove(created.body.id)).status).toBe(404);
  });

  it('answers 404 for an unknown permission', async () => {
    const res = await remove(999);
    expect(res.status).toBe(404);
    expect(res.body).toEqual(PERMISSION_NOT_FOUND);
  });

  it('refuses to delete what administrators need', async () => {
    const deleter = await server.userWith(['permissions.delete', 'users.view']);
    const res = await remove(await idOf('users.view'), deleter.headers);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'administration_lockout', message: NOBODY_LEFT });
  });

  it('refuses administrators deleting what their own administration needs', async () => {
    const res = await remove(await idOf('roles.view'));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'administration_lockout', message: NOT_YOUR_OWN });
    expect(
      (await server.request({ method: 'GET', url: '/api/auth/me', headers: admin })).body
        .permissions,
    ).toContain('roles.view');
  });
});
