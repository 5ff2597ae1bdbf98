import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleIdByName } from '../src/seed/access-catalogue';
import { permissions, roles, userRoles, users } from '../src/db/schema';
import { startTestServer, type TestServer } from './support/test-server';

const NOW = new Date('2026-11-22T06:30:00Z');
const USER_NOT_FOUND = { code: 'not_found', message: 'User not found' };
const NOT_YOUR_OWN = 'You cannot take away your own access to manage users, roles and permissions';
const OUT_OF_REACH = {
  code: 'forbidden',
  message: 'You cannot change a user who holds permissions you do not hold yourself',
};
const CANNOT_GRANT = /^You cannot grant permissions you do not hold yourself: /;
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
let adminId: number;
let managerRoleId: number;
let adminRoleId: number;

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  admin = await server.admin();
  const [seeded] = await server.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'admin'));
  adminId = seeded!.id;
  managerRoleId = (await roleIdByName(server.db, 'Manager'))!;
  adminRoleId = (await roleIdByName(server.db, 'Admin'))!;
});
afterAll(() => server.close());

const vikramForm = {
  username: 'vikram',
  email: 'vikram.singh@plotline.local',
  firstName: 'Vikram',
  lastName: 'Singh',
  phoneNumber: '9988776655',
  password: 'secret123',
  isActive: true,
};

let formCounter = 0;
/** An Add User form for a user nobody else has. */
function newUserForm(overrides: Record<string, unknown> = {}) {
  const username = `member${++formCounter}`;
  return { ...vikramForm, username, email: `${username}@plotline.local`, ...overrides };
}

async function createUser(overrides: Record<string, unknown> = {}) {
  const res = await server.request({
    method: 'POST',
    url: '/api/users',
    headers: admin,
    payload: newUserForm(overrides),
  });
  expect(res.status).toBe(201);
  return res.body as { id: number; username: string; email: string };
}

async function permissionId(name: string): Promise<number> {
  const [row] = await server.db
    .select({ id: permissions.id })
    .from(permissions)
    .where(eq(permissions.name, name));
  return row!.id;
}

const signIn = (username: string, password = 'secret123') =>
  server.request({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

const setRoles = (userId: number, roleIds: number[], headers = admin) =>
  server.request({
    method: 'PUT',
    url: `/api/rolepermissions/users/${userId}/roles`,
    headers,
    payload: { roleIds },
  });

describe('access', () => {
  const operations = [
    { method: 'GET', url: '/api/users', permission: 'users.view' },
    { method: 'POST', url: '/api/users', permission: 'users.create', payload: vikramForm },
    { method: 'GET', url: '/api/users/1', permission: 'users.view' },
    { method: 'PUT', url: '/api/users/1', permission: 'users.edit', payload: vikramForm },
    { method: 'DELETE', url: '/api/users/1', permission: 'users.delete' },
    { method: 'GET', url: '/api/users/1/current-password', permission: 'users.edit' },
    {
      method: 'POST',
      url: '/api/users/1/change-password',
      permission: 'users.edit',
      payload: { newPassword: 'n3w-secret' },
    },
    { method: 'POST', url: '/api/users/1/block', permission: 'users.edit' },
    { method: 'POST', url: '/api/users/1/unblock', permission: 'users.edit' },
    { method: 'POST', url: '/api/users/1/revoke-sessions', permission: 'users.edit' },
    { method: 'GET', url: '/api/users/filtered', permission: 'users.view' },
    {
      method: 'PUT',
      url: '/api/rolepermissions/users/1/roles',
      permission: 'users.edit',
      payload: { roleIds: [] },
    },
  ] as const;

  it.each(operations)('$method $url needs $permission', async (operation) => {
    const { permission, ...request } = operation;
    // Every other administration permission, so only the one named is missing.
    const others = await server.userHolding(
      ['users.view', 'users.create', 'users.edit', 'users.delete'].filter((p) => p !== permission),
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

describe('listUsers', () => {
  it('lists every user by username in any letter case, with roles, permissions and status', async () => {
    const zara = await createUser({ username: 'zara', email: 'zara@plotline.local' });
    const bala = await createUser({ username: 'Bala', email: 'bala@plotline.local' });
    await setRoles(bala.id, [managerRoleId]);
    await server.request({ method: 'POST', url: `/api/users/${zara.id}/block`, headers: admin });

    const res = await server.request({ method: 'GET', url: '/api/users', headers: admin });
    expect(res.status).toBe(200);
    const names = res.body.map((user: { username: string }) => user.username);
    const lower = names.map((name: string) => name.toLowerCase());
    expect(lower).toEqual([...lower].sort());
    expect(names.indexOf('admin')).toBeLessThan(names.indexOf('Bala'));

    const byName = (name: string) =>
      res.body.find((user: { username: string }) => user.username === name);
    expect(byName('Bala')).toMatchObject({ roles: ['Manager'], isActive: true, lastLoginAt: null });
    expect(byName('Bala').permissions).toContain('bookings.view');
    expect(byName('Bala').permissions).not.toContain('users.view');
    expect(byName('zara')).toMatchObject({ roles: [], permissions: [], isActive: false });
    expect(byName('admin')).toMatchObject({ roles: ['Admin'], createdAt: expect.any(String) });
  });
});

describe('createUser', () => {
  it('creates the user with no roles, never signed in, its password hashed', async () => {
    const res = await server.request({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: { ...vikramForm, username: ' vikram ', lastName: ' ' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      username: 'vikram',
      email: 'vikram.singh@plotline.local',
      firstName: 'Vikram',
      lastName: null,
      phoneNumber: '9988776655',
      isActive: true,
      awaitingApproval: false,
      passwordChangeRequired: false,
      roles: [],
      permissions: [],
      lastLoginAt: null,
      createdAt: NOW.toISOString(),
    });
    const [stored] = await server.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, res.body.id));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await signIn('vikram')).status).toBe(200);
  });

  it('refuses a username or email another user has, in any letter case', async () => {
    const ravi = await createUser({ username: 'ravi', email: 'ravi.kumar@plotline.local' });
    const username = await server.request({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: newUserForm({ username: 'RAVI' }),
    });
    expect(username.status).toBe(409);
    expect(username.body).toEqual({
      code: 'duplicate',
      message: 'Username is already taken',
      errors: { username: 'Username is already taken' },
    });
    const email = await server.request({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: newUserForm({ email: ravi.email.toUpperCase() }),
    });
    expect(email.status).toBe(409);
    expect(email.body).toEqual({
      code: 'duplicate',
      message: 'Email is already in use',
      errors: { email: 'Email is already in use' },
    });
  });

  it("refuses what the Add User form's rules refuse, and creates nothing", async () => {
    const badEmail = await server.request({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: newUserForm({ username: 'nobody1', email: 'vikram@plotline.c' }),
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors).toEqual({ email: 'Please enter a valid email address' });

    const blankPassword = await server.request({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: newUserForm({ username: 'nobody2', password: '        ' }),
    });
    expect(blankPassword.status).toBe(400);
    expect(blankPassword.body.errors).toEqual({ password: 'Password is required' });

    const missing = await server.request({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: { username: 'nobody3', email: 'nobody3@plotline.local' },
    });
    expect(missing.status).toBe(400);

    const created = await server.db.select().from(users).where(eq(users.username, 'nobody1'));
    expect(created).toEqual([]);
  });
});

describe('getUser', () => {
  it('answers the user with role names', async () => {
    const user = await createUser();
    await setRoles(user.id, [managerRoleId]);
    const res = await server.request({
      method: 'GET',
      url: `/api/users/${user.id}`,
      headers: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, username: user.username, roles: ['Manager'] });
  });

  it('answers 404 for an unknown user', async () => {
    const res = await server.request({ method: 'GET', url: '/api/users/999', headers: admin });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(USER_NOT_FOUND);
  });
});

describe('updateUser', () => {
  it('saves the form, ignoring any password it carries', async () => {
    const user = await createUser();
    const res = await server.request({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: admin,
      payload: {
        username: user.username.toUpperCase(),
        email: user.email,
        firstName: 'Ravi',
        lastName: '',
        phoneNumber: '9812300000',
        password: 'ignored-password',
        isActive: true,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.id,
      username: user.username.toUpperCase(),
      firstName: 'Ravi',
      lastName: null,
      phoneNumber: '9812300000',
      isActive: true,
    });
    expect((await signIn(user.username)).status).toBe(200);
    expect((await signIn(user.username, 'ignored-password')).status).toBe(401);
  });

  it("refuses another user's email", async () => {
    const user = await createUser();
    const other = await createUser();
    const res = await server.request({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: admin,
      payload: { username: user.username, email: other.email, isActive: true },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'duplicate',
      message: 'Email is already in use',
      errors: { email: 'Email is already in use' },
    });
  });

  it("refuses what the Edit User form's rules refuse", async () => {
    const user = await createUser();
    const res = await server.request({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: admin,
      payload: { username: user.username, email: 'someone@plotline.c' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ email: 'Please enter a valid email address' });
  });

  it('answers 404 for an unknown user', async () => {
    const res = await server.request({
      method: 'PUT',
      url: '/api/users/999',
      headers: admin,
      payload: { username: 'ghost', email: 'ghost@plotline.local', isActive: true },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(USER_NOT_FOUND);
  });

  it('refuses to set yourself inactive', async () => {
    const res = await server.request({
      method: 'PUT',
      url: `/api/users/${adminId}`,
      headers: admin,
      payload: { username: 'admin', email: 'admin@plotline.local', isActive: false },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'administration_lockout',
      message: 'You cannot block your own account',
    });
  });
});

describe('deleteUser', () => {
  it('deletes the user', async () => {
    const user = await createUser();
    const res = await server.request({
      method: 'DELETE',
      url: `/api/users/${user.id}`,
      headers: admin,
    });
    expect(res.status).toBe(204);
    const gone = await server.request({
      method: 'GET',
      url: `/api/users/${user.id}`,
      headers: admin,
    });
    expect(gone.status).toBe(404);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await server.request({ method: 'DELETE', url: '/api/users/999', headers: admin });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(USER_NOT_FOUND);
  });

  it('refuses to delete yourself', async () => {
    const res = await server.request({
      method: 'DELETE',
      url: `/api/users/${adminId}`,
      headers: admin,
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'administration_lockout',
      message: 'You cannot delete your own account',
    });
  });

  it('keeps a user who has recorded anything, says to block them instead, and changes nothing', async () => {
    const recorder = await server.userWith(['projects.create'], 'recorder');
    const asAdmin = (method: 'GET' | 'DELETE', url: string) =>
      server.request({ method, url, headers: admin });
    const lakeView = { name: 'Lake View', totalProjectArea: 435600, roadsArea: 87120 };
    const project = await server.request({
      method: 'POST',
      url: '/api/projects',
      headers: recorder.headers,
      payload: { ...lakeView, totalSaleableArea: 0 },
    });
    expect(project.status).toBe(201);
    const userUrl = `/api/users/${recorder.id}`;
    const before = await asAdmin('GET', userUrl);

    const res = await asAdmin('DELETE', userUrl);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'in_use',
      message:
        'User recorder cannot be deleted because they have recorded projects, plots, bookings or other records; block the user instead',
    });
    expect((await asAdmin('GET', userUrl)).body).toEqual(before.body);
    const kept = await asAdmin('GET', `/api/projects/${project.body.id}`);
    expect(kept.body.createdBy).toBe(recorder.id);
  });

  it('refuses to delete an administrator to anyone holding less, and allows another administrator', async () => {
    const deleter = await server.userWith(['users.delete']);
    const refused = await server.request({
      method: 'DELETE',
      url: `/api/users/${adminId}`,
      headers: deleter.headers,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(OUT_OF_REACH);

    const second = await createUser();
    await setRoles(second.id, [adminRoleId]);
    const allowed = await server.request({
      method: 'DELETE',
      url: `/api/users/${second.id}`,
      headers: admin,
    });
    expect(allowed.status).toBe(204);
  });
});

describe('getUserCurrentPassword', () => {
  it('never reads a password back, whoever asks and whether or not the user exists', async () => {
    for (const url of [
      `/api/users/${adminId}/current-password`,
      '/api/users/999/current-password',
    ]) {
      const res = await server.request({ method: 'GET', url, headers: admin });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        code: 'forbidden',
        message: 'Passwords are stored hashed and cannot be read back',
      });
    }
  });
});

describe('changeUserPassword', () => {
  const change = (userId: number, payload: Record<string, string>) =>
    server.request({
      method: 'POST',
      url: `/api/users/${userId}/change-password`,
      headers: admin,
      payload,
    });

  it('sets the new password at once, with or without a confirmation', async () => {
    const user = await createUser();
    expect((await change(user.id, { newPassword: 'n3w-secret' })).status).toBe(204);
    expect((await signIn(user.username, 'n3w-secret')).status).toBe(200);
    expect((await signIn(user.username)).status).toBe(401);

    const confirmed = await change(user.id, {
      newPassword: 'other-secret',
      confirmPassword: 'other-secret',
    });
    expect(confirmed.status).toBe(204);
    expect((await signIn(user.username, 'other-secret')).status).toBe(200);
  });

  it("refuses what the Change Password modal's rules refuse", async () => {
    const user = await createUser();
    const mismatch = await change(user.id, {
      newPassword: 'n3w-secret',
      confirmPassword: 'n3w-secrit',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual({ confirmPassword: 'Passwords do not match' });

    const blank = await change(user.id, { newPassword: '       ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({
      newPassword: 'Password must be at least 6 characters long',
    });

    expect((await change(user.id, { newPassword: '123' })).status).toBe(400);
    expect((await signIn(user.username)).status).toBe(200);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await change(999, { newPassword: 'n3w-secret' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(USER_NOT_FOUND);
  });
});

describe('blockUser and unblockUser', () => {
  const post = (url: string, headers = admin) => server.request({ method: 'POST', url, headers });

  it('blocks and unblocks, each twice without harm', async () => {
    const user = await createUser();
    for (let time = 1; time <= 2; time++) {
      const blocked = await post(`/api/users/${user.id}/block`);
      expect(blocked.status).toBe(200);
      expect(blocked.body).toMatchObject({ id: user.id, isActive: false });
    }
    expect((await signIn(user.username)).status).toBe(403);
    for (let time = 1; time <= 2; time++) {
      const unblocked = await post(`/api/users/${user.id}/unblock`);
      expect(unblocked.status).toBe(200);
      expect(unblocked.body).toMatchObject({ id: user.id, isActive: true });
    }
    expect((await signIn(user.username)).status).toBe(200);
  });

  it('answers 404 for an unknown user', async () => {
    for (const action of ['block', 'unblock']) {
      const res = await post(`/api/users/999/${action}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(USER_NOT_FOUND);
    }
  });

  it('refuses to block yourself, or the last administrator', async () => {
    const self = await post(`/api/users/${adminId}/block`);
    expect(self.status).toBe(409);
    expect(self.body).toEqual({
      code: 'administration_lockout',
      message: 'You cannot block your own account',
    });

    // The last administrator is out of reach of anyone who is not one, and an administrator
    // cannot block themselves.
    const editor = await server.userWith(['users.edit']);
    const last = await post(`/api/users/${adminId}/block`, editor.headers);
    expect(last.status).toBe(403);
    expect(last.body).toEqual(OUT_OF_REACH);
    expect((await signIn('admin', 'admin123')).status).toBe(200);
  });
});

describe('assignUserRoles', () => {
  it('replaces the whole set of roles, and the permissions follow', async () => {
    const user = await createUser();
    const [accountant] = await server.db
      .insert(roles)
      .values({ name: 'Accountant', isActive: false })
      .returning();
    await setRoles(user.id, [adminRoleId]);

    const res = await setRoles(user.id, [managerRoleId, accountant!.id]);
    expect(res.status).toBe(200);
    expect(res.body.roles).toEqual(['Accountant', 'Manager']);
    expect(res.body.permissions).toContain('plots.view');
    expect(res.body.permissions).not.toContain('users.view');

    const none = await setRoles(user.id, []);
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ id: user.id, roles: [], permissions: [] });
  });

  it('refuses an unknown role and changes nothing', async () => {
    const user = await createUser();
    await setRoles(user.id, [managerRoleId]);
    const res = await setRoles(user.id, [managerRoleId, 999]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Role 999 does not exist');
    const held = await server.db.select().from(userRoles).where(eq(userRoles.userId, user.id));
    expect(held.map((row) => row.roleId)).toEqual([managerRoleId]);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await setRoles(999, [managerRoleId]);
    expect(res.status).toBe(404);
    expect(res.body).toEqual(USER_NOT_FOUND);
  });

  it("refuses to take the last administrator's administration away", async () => {
    const editor = await server.userWith(['users.edit']);
    const res = await setRoles(adminId, [managerRoleId], editor.headers);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(OUT_OF_REACH);
    const current = await server.request({ method: 'GET', url: '/api/auth/me', headers: admin });
    expect(current.body.roles).toEqual(['Admin']);
  });

  it('refuses administrators taking their own administration away, though another remains', async () => {
    const administrator = await server.userWith(ADMINISTRATION);
    const before = await server.request({
      method: 'GET',
      url: `/api/users/${administrator.id}`,
      headers: admin,
    });

    const refused = await setRoles(administrator.id, [], administrator.headers);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 'administration_lockout', message: NOT_YOUR_OWN });
    const after = await server.request({
      method: 'GET',
      url: `/api/users/${administrator.id}`,
      headers: admin,
    });
    expect(after.body).toEqual(before.body);

    // Roles that keep the administration are theirs to change, within what they hold.
    const [ownRole] = await server.db
      .select({ roleId: userRoles.roleId })
      .from(userRoles)
      .where(eq(userRoles.userId, administrator.id));
    const kept = await setRoles(
      administrator.id,
      [ownRole!.roleId, managerRoleId],
      administrator.headers,
    );
    expect(kept.status).toBe(403);
    expect(kept.body.message).toMatch(CANNOT_GRANT);
    const same = await setRoles(administrator.id, [ownRole!.roleId], administrator.headers);
    expect(same.status).toBe(200);
    // Another administrator may take it away.
    const byAnother = await setRoles(administrator.id, [managerRoleId]);
    expect(byAnother.status).toBe(200);
    expect(byAnother.body.permissions).not.toContain('users.edit');
  });
});

describe('no escalation', () => {
  it('lets nobody give themselves a role with permissions they do not hold', async () => {
    const editor = await server.userWith(['users.view', 'users.edit']);
    const res = await setRoles(editor.id, [adminRoleId], editor.headers);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(CANNOT_GRANT);
    expect(res.body.message).toContain('roles.edit');
    const me = await server.request({
      method: 'GET',
      url: '/api/auth/me',
      headers: editor.headers,
    });
    expect(me.body.permissions).toEqual(['users.edit', 'users.view']);
  });

  it("keeps an administrator's password out of reach of anyone holding less", async () => {
    const editor = await server.userWith(['users.view', 'users.edit']);
    const res = await server.request({
      method: 'POST',
      url: `/api/users/${adminId}/change-password`,
      headers: editor.headers,
      payload: { newPassword: 'taken-over' },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(OUT_OF_REACH);
    expect((await signIn('admin', 'admin123')).status).toBe(200);
  });

  it('lets a user manager give what they hold and manage whoever holds no more', async () => {
    const manager = await server.userWith(['users.view', 'users.edit', 'plots.view']);
    const [plotsViewer] = await server.db
      .insert(roles)
      .values({ name: 'Plot Viewer' })
      .returning({ id: roles.id });
    await server.request({
      method: 'PUT',
      url: `/api/rolepermissions/${plotsViewer!.id}/permissions`,
      headers: admin,
      payload: { permissionIds: [await permissionId('plots.view')] },
    });
    const clerk = await createUser();
    const given = await setRoles(clerk.id, [plotsViewer!.id], manager.headers);
    expect(given.status).toBe(200);
    expect(given.body.permissions).toEqual(['plots.view']);
    const password = await server.request({
      method: 'POST',
      url: `/api/users/${clerk.id}/change-password`,
      headers: manager.headers,
      payload: { newPassword: 'secret456' },
    });
    expect(password.status).toBe(204);
  });
});
