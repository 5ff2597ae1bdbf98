/**
 * What an access token proves is kept for ACCESS_CACHE_SECONDS: a change made through the API
 * bites on the next request, one written straight to the database within those seconds.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCESS_CACHE_SECONDS } from '../src/auth/access-cache';
import { ACCESS_CHANGES } from '../src/auth/access-changes';
import { permissions, rolePermissions, userRoles, users } from '../src/db/schema';
import { CONTRACT_OPERATIONS } from '../src/openapi/contract';
import { movableClock } from './support/movable-clock';
import { startTestServer, type TestServer } from './support/test-server';

const clock = movableClock(new Date('2026-11-22T06:30:00Z'));
let server: TestServer;
let admin: { authorization: string };

beforeAll(async () => {
  server = await startTestServer({ clock });
  admin = await server.admin();
});
afterAll(() => server.close());

const listPermissions = (headers: { authorization: string }) =>
  server.request({ method: 'GET', url: '/api/permissions', headers });

async function permissionViewer() {
  const viewer = await server.userWith(['permissions.view']);
  const [held] = await server.db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, viewer.id));
  const [granted] = await server.db
    .select({ id: permissions.id })
    .from(permissions)
    .where(eq(permissions.name, 'permissions.view'));
  // Asked once, so what the token proves is now kept.
  expect((await listPermissions(viewer.headers)).status).toBe(200);
  return { ...viewer, roleId: held!.roleId, permissionId: granted!.id };
}

it('refuses a user blocked through the API on their very next request', async () => {
  const viewer = await permissionViewer();
  const blocked = await server.request({
    method: 'POST',
    url: `/api/users/${viewer.id}/block`,
    headers: admin,
  });
  expect(blocked.status).toBe(200);

  const next = await listPermissions(viewer.headers);
  expect(next.status).toBe(401);
  expect(next.body).toEqual({ code: 'account_blocked', message: 'Your account has been blocked' });
});

it('takes away a permission removed from a role through the API at once', async () => {
  const viewer = await permissionViewer();
  const removed = await server.request({
    method: 'PUT',
    url: `/api/rolepermissions/${viewer.roleId}/permissions`,
    headers: admin,
    payload: { permissionIds: [] },
  });
  expect(removed.status).toBe(200);

  expect((await listPermissions(viewer.headers)).status).toBe(403);
});

it(`sees a role change written straight to the database within ${ACCESS_CACHE_SECONDS} seconds`, async () => {
  const viewer = await permissionViewer();
  await server.db
    .delete(rolePermissions)
    .where(
      and(
        eq(rolePermissions.roleId, viewer.roleId),
        eq(rolePermissions.permissionId, viewer.permissionId),
      ),
    );

  clock.advance(ACCESS_CACHE_SECONDS * 1000 - 1);
  expect((await listPermissions(viewer.headers)).status).toBe(200);
  clock.advance(1);
  expect((await listPermissions(viewer.headers)).status).toBe(403);
  // Read afresh, not from what was kept before the change.
  clock.advance(ACCESS_CACHE_SECONDS * 1000);
  expect((await listPermissions(viewer.headers)).status).toBe(403);
});

it('sees a block written straight to the database within the same seconds', async () => {
  const viewer = await permissionViewer();
  await server.db.update(users).set({ isActive: false }).where(eq(users.id, viewer.id));
  clock.advance(ACCESS_CACHE_SECONDS * 1000);
  expect((await listPermissions(viewer.headers)).status).toBe(401);
});

it('forgets after every change to an existing account, role or permission but its password and sessions', () => {
  const changes = CONTRACT_OPERATIONS.filter(
    (op) => op.method !== 'GET' && /^\/(users|roles|rolepermissions|permissions)\/\{/.test(op.path),
  ).map((op) => op.operationId);
  expect(changes.filter((id) => !(id in ACCESS_CHANGES)).sort()).toEqual([
    'changeUserPassword',
    'revokeUserSessions',
  ]);
});
