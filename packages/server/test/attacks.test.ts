/**
 * The attacks issue 31 found, each run against the real server as an attacker would run it, each
 * failing the test if it works again: an escalation through switching permissions off and on,
 * buyers' data read by a newcomer without a role, access that did not follow a change, a session
 * that outlived its end, a request that stalled the server, a sign-in that slipped past the
 * lockout, headers chosen by the raw URL, change streams without number, and dotfiles served.
 * Attacks that need the server as a process of its own (test mode, files, the first start, servers
 * started together) are in attacks-process.test.ts.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_CATALOGUE } from '../src/seed/access-catalogue';
import { ADMINISTRATOR_PERMISSIONS } from '../src/routes/administration/administrator-queries';
import { openEventStream } from './support/event-stream';
import { pdfTexts } from './support/pdf-text';
import { SENTINELS, sentinelBusiness, type SentinelBusiness } from './support/sentinel-business';
import { startTestServer, type TestServer } from './support/test-server';

const NOW = new Date('2026-11-22T06:30:00Z');
let server: TestServer;
let business: SentinelBusiness;
let admin: { authorization: string };

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  business = await sentinelBusiness(server);
  admin = await server.admin();
}, 120_000);
afterAll(() => server.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, headers: object, payload?: object) =>
  server.request({
    method,
    url: `/api${url}`,
    headers: headers as never,
    ...(payload ? { payload } : {}),
  });

type Permission = { id: number; name: string; module: string | null; description: string | null };
const permissionNamed = async (name: string) =>
  ((await call('GET', '/permissions', admin)).body as Permission[]).find(
    (permission) => permission.name === name,
  )!;
const permissionIdOf = async (name: string) => (await permissionNamed(name)).id;
/** The Permission modal's form of the permission, switched on or off. */
const formOf = ({ name, module, description }: Permission, isActive: boolean) => ({
  name,
  module: module ?? '',
  description: description ?? '',
  isActive,
});

/** The one role test-server's userHolding gave the user, and its permissions' ids. */
async function ownRoleOf(username: string) {
  const roles = (await call('GET', '/roles', admin)).body as {
    id: number;
    name: string;
    permissions: { id: number }[];
  }[];
  const own = roles.find((role) => role.name === `role-of-${username}`)!;
  return { roleId: own.id, heldIds: own.permissions.map((permission) => permission.id) };
}

const BUYER_VALUES = [
  SENTINELS.buyerName.value,
  SENTINELS.buyerMobile.value,
  SENTINELS.buyerEmail.value,
  SENTINELS.buyerAddress.value,
  SENTINELS.salesEmail.value,
  SENTINELS.plotRemark.value,
];

describe('escalation through switching a permission off and on', () => {
  it('gives an editor of roles and permissions no permission they lack, whatever the order', async () => {
    const held = ['roles.view', 'roles.edit', 'permissions.view', 'permissions.edit'];
    const attacker = await server.userHolding(held, 'escalating.editor');
    const { roleId, heldIds } = await ownRoleOf('escalating.editor');
    const wanted = PERMISSION_CATALOGUE.map(({ name }) => name).filter(
      (name) => !held.includes(name),
    );
    for (const name of wanted) {
      const permission = await permissionNamed(name);
      const id = permission.id;
      const form = formOf(permission, false);
      // Switching off what one lacks is out of reach.
      expect((await call('PUT', `/permissions/${id}`, attacker.headers, form)).status).toBe(403);
      // Switched off by an administrator, it may still not be added to one's own role...
      if (!ADMINISTRATOR_PERMISSIONS.includes(name)) {
        const off = await call('PUT', `/permissions/${id}`, admin, form);
        expect(off.status, `${name}: ${JSON.stringify(off.body)}`).toBe(200);
      }
      const added = await call('PUT', `/rolepermissions/${roleId}/permissions`, attacker.headers, {
        permissionIds: [...heldIds, id],
      });
      expect(added.status, name).toBe(403);
      // ...nor switched back on by them.
      const on = await call('PUT', `/permissions/${id}`, attacker.headers, {
        ...form,
        isActive: true,
      });
      expect(on.status, name).toBe(403);
      if (!ADMINISTRATOR_PERMISSIONS.includes(name)) {
        expect(
          (await call('PUT', `/permissions/${id}`, admin, { ...form, isActive: true })).status,
        ).toBe(200);
      }
    }
    const me = await call('GET', '/auth/me', await server.bearer(attacker.id));
    expect([...me.body.permissions].sort()).toEqual([...held].sort());
  });

  it('lets nobody rename a permission they hold into one they lack, nor switch on a role that grants it', async () => {
    const held = [
      'roles.view',
      'roles.edit',
      'permissions.view',
      'permissions.edit',
      'reports.view',
    ];
    const attacker = await server.userHolding(held, 'renaming.editor');
    // A name nothing checks is the attacker's to give themselves: it opens nothing.
    const created = await call('POST', '/permissions', admin, {
      name: 'reports.print',
      module: 'reports',
    });
    const { roleId, heldIds } = await ownRoleOf('renaming.editor');
    expect(
      (
        await call('PUT', `/rolepermissions/${roleId}/permissions`, attacker.headers, {
          permissionIds: [...heldIds, created.body.id],
        })
      ).status,
    ).toBe(200);
    // Renamed into a name that opens something (users.delete, which an administrator deleted so
    // the name is free), it would give the attacker, and every holder, that access.
    expect(
      (await call('DELETE', `/permissions/${await permissionIdOf('users.delete')}`, admin)).status,
    ).toBe(204);
    const intoUsersDelete = await call('PUT', `/permissions/${created.body.id}`, attacker.headers, {
      name: 'users.delete',
      module: 'users',
    });
    expect(intoUsersDelete.status).toBe(403);
    expect(intoUsersDelete.body.message).toBe(
      'You cannot grant permissions you do not hold yourself: users.delete',
    );
    const role = await call('POST', '/roles', admin, { name: 'Auditors', isActive: true });
    await call('PUT', `/rolepermissions/${role.body.id}/permissions`, admin, {
      permissionIds: [await permissionIdOf('audit.view')],
    });
    await call('PUT', `/roles/${role.body.id}`, admin, { name: 'Auditors', isActive: false });
    const givenRoles = await call('PUT', `/rolepermissions/users/${attacker.id}/roles`, admin, {
      roleIds: [roleId, role.body.id],
    });
    expect(givenRoles.status).toBe(200);
    const reactivated = await call('PUT', `/roles/${role.body.id}`, attacker.headers, {
      name: 'Auditors',
      isActive: true,
    });
    expect(reactivated.status).toBe(403);
    const me = await call('GET', '/auth/me', await server.bearer(attacker.id));
    expect(me.body.permissions).not.toContain('users.delete');
    expect(me.body.permissions).not.toContain('audit.view');
    expect((await call('GET', '/audit', await server.bearer(attacker.id))).status).toBe(403);

    // The administrator gives users.delete back: a permission no role grants is theirs to grant.
    const again = await call('POST', '/permissions', admin, {
      name: 'users.delete',
      module: 'users',
    });
    const adminRole = (await call('GET', '/roles', admin)).body.find(
      (each: { name: string }) => each.name === 'Admin',
    );
    const regranted = await call('PUT', `/rolepermissions/${adminRole.id}/permissions`, admin, {
      permissionIds: [
        ...adminRole.permissions.map((each: { id: number }) => each.id),
        again.body.id,
      ],
    });
    expect(regranted.status).toBe(200);
  });
});

describe("buyers' data to a newcomer without a role", () => {
  it('shows a self-registered account the dashboard’s figures, and no buyer, plot or sales person', async () => {
    const registered = await call(
      'POST',
      '/auth/register',
      {},
      {
        username: 'curious.newcomer',
        email: 'curious.newcomer@example.test',
        password: 'secret123',
        confirmPassword: 'secret123',
      },
    );
    expect(registered.status).toBe(201);
    const headers = { authorization: `Bearer ${registered.body.accessToken}` };
    const { projectId, partnerId, receiptId } = business;
    const columns = ['total', 'token', 'booking', 'registryDone', 'cancelled', 'extraTime'];
    const urls = [
      '/dashboard/summary',
      '/dashboard/overtime?pageSize=50',
      '/dashboard/projects-overview',
      '/dashboard/channel-partners-overview',
      '/dashboard/bookings-by-month',
      '/dashboard/registry-pipeline',
      `/dashboard/projects/${projectId}/plots?column=totalPlots`,
      ...columns.flatMap((column) => [
        `/dashboard/projects/${projectId}/bookings?column=${column}`,
        `/dashboard/channel-partners/${partnerId}/bookings?column=${column}`,
        `/dashboard/direct-sales/bookings?column=${column}`,
      ]),
      '/search?q=Zebediah',
      '/search?q=91111',
      '/notifications',
      '/events?follow=false',
      '/bookings/export',
      '/collections/export',
      `/receipts/${receiptId}/pdf`,
    ];
    const summary = await call('GET', '/dashboard/summary', headers);
    expect(summary.status).toBe(200);
    expect(summary.body.cards.totalBookings).toBeGreaterThan(0);
    expect(summary.body.overtime.totalCount).toBeGreaterThan(0);
    expect(summary.body.overtime.data).toEqual([]);
    for (const url of urls) {
      const res = await server.app.inject({
        method: 'GET',
        url: `/api${url}`,
        headers: { ...headers, 'last-event-id': '0' },
      });
      const text = url.endsWith('/pdf') ? pdfTexts(res.rawPayload).join('\n') : res.body;
      for (const value of BUYER_VALUES) expect(text, `${url} showed ${value}`).not.toContain(value);
    }
  });
});

describe('access that follows a change', () => {
  it('stops notifying of a booking once its author’s role no longer reads bookings', async () => {
    const seller = await server.userWith(['bookings.view', 'bookings.create']);
    await business.ownBooking(seller.id);
    const notifications = async () =>
      (await call('GET', '/notifications', await server.bearer(seller.id))).body;
    expect(JSON.stringify(await notifications())).toContain(SENTINELS.buyerName.value);
    const role = await call('POST', '/roles', admin, { name: 'Site Engineer', isActive: true });
    await call('PUT', `/rolepermissions/${role.body.id}/permissions`, admin, {
      permissionIds: [await permissionIdOf('projects.view')],
    });
    expect(
      (
        await call('PUT', `/rolepermissions/users/${seller.id}/roles`, admin, {
          roleIds: [role.body.id],
        })
      ).status,
    ).toBe(200);
    const after = await notifications();
    expect(after).toMatchObject({ data: [], unreadCount: 0 });
    const count = await call('GET', '/notifications/unread-count', await server.bearer(seller.id));
    expect(count.body.unreadCount).toBe(0);
  });

  it('keeps a token taken before a block dead after the unblock, on every server', async () => {
    const staff = await server.userWith(['projects.view']);
    const before = await server.bearer(staff.id);
    const other = await server.anotherInstance();
    const onOther = () => other.inject({ method: 'GET', url: '/api/projects', headers: before });
    // Both servers have read the user's access, as they would keep it.
    expect((await call('GET', '/projects', before)).status).toBe(200);
    expect((await onOther()).statusCode).toBe(200);
    await call('POST', `/users/${staff.id}/block`, admin);
    expect((await call('GET', '/projects', before)).status).toBe(401);
    expect((await onOther()).statusCode).toBe(401);
    await call('POST', `/users/${staff.id}/unblock`, admin);
    expect((await call('GET', '/projects', before)).status).toBe(401);
    expect((await onOther()).statusCode).toBe(401);
    await other.close();
  });

  it('takes a permission away on every server at the next request', async () => {
    const staff = await server.userWith(['projects.view'], 'two.servers');
    const headers = await server.bearer(staff.id);
    const other = await server.anotherInstance();
    expect((await other.inject({ method: 'GET', url: '/api/projects', headers })).statusCode).toBe(
      200,
    );
    const { roleId } = await ownRoleOf('two.servers');
    await call('PUT', `/rolepermissions/${roleId}/permissions`, admin, { permissionIds: [] });
    expect((await other.inject({ method: 'GET', url: '/api/projects', headers })).statusCode).toBe(
      403,
    );
    await other.close();
  });

  it('ends the tokens of every session at signing out everywhere, a password change, being signed out and deletion', async () => {
    const staff = await server.userWith(['projects.view']);
    const token = await server.bearer(staff.id);
    expect((await call('POST', '/auth/revoke-all', token)).status).toBe(204);
    expect((await call('GET', '/projects', token)).status).toBe(401);

    const token2 = await server.bearer(staff.id);
    await call('POST', `/users/${staff.id}/change-password`, admin, { newPassword: 'n3w-secret' });
    expect((await call('GET', '/projects', token2)).status).toBe(401);

    const signedOutByAnother = await server.bearer(staff.id);
    expect((await call('POST', `/users/${staff.id}/revoke-sessions`, admin)).status).toBe(204);
    expect((await call('GET', '/projects', signedOutByAnother)).status).toBe(401);

    // Deleted before it recorded anything (it would be kept, and blocked instead).
    const leaving = await server.userWith(['projects.view']);
    const token3 = await server.bearer(leaving.id);
    expect((await call('DELETE', `/users/${leaving.id}`, admin)).status).toBe(204);
    expect((await call('GET', '/auth/me', token3)).status).toBe(401);
  });

  it('ends the token of a sign-in signed out of', async () => {
    await call('POST', '/users', admin, {
      username: 'leaving.soon',
      email: 'leaving.soon@example.test',
      password: 'secret123',
      isActive: true,
    });
    const signedIn = await call(
      'POST',
      '/auth/login',
      {},
      { username: 'leaving.soon', password: 'secret123' },
    );
    const headers = { authorization: `Bearer ${signedIn.body.accessToken}` };
    expect((await call('GET', '/auth/me', headers)).status).toBe(200);
    await call('POST', '/auth/logout', headers, { refreshToken: signedIn.body.refreshToken });
    expect((await call('GET', '/auth/me', headers)).status).toBe(401);
  });
});

describe('input that stalls the server', () => {
  it('answers a login nested 3,000 levels deep with 400, not 500', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(3000)}${']'.repeat(3000)}`,
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses 800 KB of nesting before parsing it', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":'.repeat(160_000),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the smaller ones', () => {
  it("does not let 'admİn' sign in while 'admin' is locked out", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      await call('POST', '/auth/login', {}, { username: 'admin', password: 'wrong-password' });
    }
    expect(
      (await call('POST', '/auth/login', {}, { username: 'admin', password: 'admin123' })).status,
    ).toBe(429);
    for (const disguised of ['admİn', 'ADMİN', 'ａｄｍｉｎ', ' Admin ']) {
      const res = await call(
        'POST',
        '/auth/login',
        {},
        { username: disguised, password: 'admin123' },
      );
      expect(res.status, disguised).not.toBe(200);
    }
  });

  it('sends the API’s headers to a path that names the API in disguise', async () => {
    for (const url of ['/%61pi/auth/me', '/api/%61uth/me', '/API/auth/me']) {
      const res = await server.app.inject({ method: 'GET', url, headers: admin });
      if (res.statusCode === 200) expect(res.headers['cache-control'], url).toContain('no-store');
    }
  });

  it('keeps one account to five open change streams', async () => {
    const baseUrl = await server.app.listen({ host: '127.0.0.1', port: 0 });
    const headers = await server.admin();
    const streams = [];
    for (let open = 0; open < 5; open++) {
      const stream = await openEventStream(`${baseUrl}/api/events`, headers);
      expect(stream.status).toBe(200);
      streams.push(stream);
    }
    const sixth = await openEventStream(`${baseUrl}/api/events`, headers);
    expect(sixth.status).toBe(429);
    sixth.close();
    streams.pop()!.close();
    await expect
      .poll(async () => {
        const next = await openEventStream(`${baseUrl}/api/events`, headers);
        next.close();
        return next.status;
      })
      .toBe(200);
    for (const stream of streams) stream.close();
  });

  it('serves no dotfile of the Storybook', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'plotline-storybook-'));
    await writeFile(join(dir, 'index.html'), '<html></html>');
    await writeFile(join(dir, 'iframe.html'), '<html></html>');
    await writeFile(join(dir, '.env'), 'SECRET=sentinel-dotfile');
    const withStorybook = await startTestServer({ storybookDir: dir });
    try {
      for (const url of ['/storybook/.env', '/storybook/%2Eenv', '/storybook/./.env']) {
        const res = await withStorybook.request({ method: 'GET', url });
        expect(res.status, url).toBeGreaterThanOrEqual(400);
        expect(String(res.body)).not.toContain('sentinel-dotfile');
      }
    } finally {
      await withStorybook.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
