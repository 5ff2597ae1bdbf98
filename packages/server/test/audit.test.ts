import { AUDIT_ENTITIES, AUDIT_OPERATIONS } from '@plotline/domain';
import { sql } from 'drizzle-orm';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../src/db/schema';
import { CONTRACT_OPERATIONS } from '../src/openapi/contract';
import { OPENAPI_FILE } from '../src/package-root';
import {
  insertChannelPartner,
  insertPlot,
  insertProject,
  tokenBookingBody,
} from './support/sales-fixtures';
import { startTestServer, type TestServer } from './support/test-server';

const NOW = new Date('2026-11-22T06:30:00Z');

let server: TestServer;
let admin: { authorization: string };
let projectId: number;
let partnerId: number;
let plotCounter = 0;

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  admin = await server.admin();
  projectId = await insertProject(server.db, 'Green Valley');
  partnerId = await insertChannelPartner(server.db, 'Ravi Kumar');
});
afterAll(() => server.close());

const audit = async (query: string, headers = admin) =>
  server.request({ method: 'GET', url: `/api/audit?${query}`, headers });

async function tokenBooking(headers = admin) {
  const plotId = await insertPlot(server.db, projectId, `AU-${++plotCounter}`);
  const res = await server.request({
    method: 'POST',
    url: '/api/bookings',
    headers,
    payload: tokenBookingBody({ projectId, plotId, channelPartnerId: partnerId }),
  });
  expect(res.status).toBe(201);
  return res.body;
}

const historyOf = async (entity: string, id: number) =>
  (await audit(`entity=${entity}&entityId=${id}&pageSize=100`)).body.data;

describe('the contract and the domain agree on the audit trail', () => {
  const document = parse(readFileSync(OPENAPI_FILE, 'utf8'));
  const schemas = document.components.schemas;

  it("records every operation that writes, but the session ones and the caller's own read state", () => {
    const writes = CONTRACT_OPERATIONS.filter((op) => op.method !== 'GET');
    const unaudited = writes.filter((op) => !op.audit).map((op) => op.operationId);
    expect(unaudited.sort()).toEqual([
      'login',
      'logout',
      'markAllNotificationsRead',
      'markNotificationsRead',
      // A preview of an import reads the file and the enquiries, and changes nothing.
      'previewEnquiryImport',
      'refreshToken',
    ]);
  });

  it('lists the audited operations and records in AuditOperation, AuditEntity and the domain', () => {
    const audited = CONTRACT_OPERATIONS.filter((op) => op.audit);
    expect(schemas.AuditOperation.enum).toEqual(audited.map((op) => op.operationId));
    expect([...AUDIT_OPERATIONS]).toEqual(schemas.AuditOperation.enum);
    expect([...AUDIT_ENTITIES]).toEqual(schemas.AuditEntity.enum);
    expect(new Set(audited.map((op) => op.audit!.entity))).toEqual(new Set(AUDIT_ENTITIES));
  });

  it('reads state through an operation of the same record, but for permissions, which have none', () => {
    for (const op of CONTRACT_OPERATIONS.filter((o) => o.audit)) {
      const { entity, state } = op.audit!;
      if (entity === 'permission') expect(state).toBeNull();
      else expect(state, op.operationId).toMatch(/^get[A-Z]/);
    }
  });
});

describe('recording changes', () => {
  it('records a create whole, by whom and when', async () => {
    const booking = await tokenBooking();
    const [entry] = await historyOf('booking', booking.id);
    expect(entry).toEqual({
      id: expect.any(Number),
      recordedAt: NOW.toISOString(),
      user: { id: 1, username: 'admin' },
      operation: 'createBooking',
      entity: 'booking',
      entityId: booking.id,
      before: null,
      after: booking,
    });
  });

  it('records only what a status change altered, newest first', async () => {
    const booking = await tokenBooking();
    const moved = await server.request({
      method: 'PATCH',
      url: `/api/bookings/${booking.id}/status`,
      headers: admin,
      payload: { newStatus: 'Booking', remark: 'Amount received' },
    });
    expect(moved.status).toBe(200);
    const [change, create] = await historyOf('booking', booking.id);
    expect(create.operation).toBe('createBooking');
    expect(change).toMatchObject({
      operation: 'changeBookingStatus',
      before: { bookingStatus: 'Token', version: 1 },
      after: { bookingStatus: 'Booking', version: 2 },
    });
    expect(Object.keys(change.after).sort()).toEqual(Object.keys(change.before).sort());
  });

  it('records a delete with the record as it was', async () => {
    const booking = await tokenBooking();
    const res = await server.request({
      method: 'DELETE',
      url: `/api/bookings/${booking.id}`,
      headers: admin,
    });
    expect(res.status).toBe(204);
    const [deleted] = await historyOf('booking', booking.id);
    expect(deleted).toMatchObject({ operation: 'deleteBooking', after: null });
    expect(deleted.before).toMatchObject({ id: booking.id, bookingNumber: booking.bookingNumber });
  });

  it('records nothing of a refused change, which changed nothing', async () => {
    const booking = await tokenBooking();
    const stale = await server.request({
      method: 'PUT',
      url: `/api/bookings/${booking.id}`,
      headers: admin,
      payload: {
        ...tokenBookingBody({ projectId, plotId: booking.plotId, channelPartnerId: partnerId }),
        version: 99,
      },
    });
    expect(stale.status).toBe(409);
    const invalid = await server.request({
      method: 'POST',
      url: '/api/projects',
      headers: admin,
      payload: { name: '' },
    });
    expect(invalid.status).toBe(400);
    expect((await historyOf('booking', booking.id)).map((e: any) => e.operation)).toEqual([
      'createBooking',
    ]);
  });

  it("records the caller's own account for their own password change, without the password", async () => {
    const staff = await server.userWith([], 'auditee');
    const res = await server.request({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: staff.headers,
      payload: {
        currentPassword: 'secret123',
        newPassword: 'n3w-Secret!',
        confirmPassword: 'n3w-Secret!',
      },
    });
    expect(res.status).toBe(200);
    const [entry] = await historyOf('user', staff.id);
    expect(entry).toMatchObject({
      operation: 'changeOwnPassword',
      user: { id: staff.id, username: 'auditee' },
      entityId: staff.id,
    });
    expect(JSON.stringify(entry)).not.toMatch(/secret|n3w|passwordHash|\$argon2/i);
  });

  it('records a registration as nobody signed in, with the new account as the record', async () => {
    const res = await server.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 'newcomer',
        email: 'newcomer@plotline.test',
        password: 'Secret123!',
        confirmPassword: 'Secret123!',
      },
    });
    expect(res.status).toBe(201);
    const [entry] = await historyOf('user', res.body.user.id);
    expect(entry).toMatchObject({ operation: 'register', user: null, before: null });
    expect(entry.after).toMatchObject({ username: 'newcomer' });
  });

  it('records a permission as its stored row, which has no state operation', async () => {
    const created = await server.request({
      method: 'POST',
      url: '/api/permissions',
      headers: admin,
      payload: { name: 'reports.export', module: 'reports', description: 'Export reports' },
    });
    expect(created.status).toBe(201);
    const edited = await server.request({
      method: 'PUT',
      url: `/api/permissions/${created.body.id}`,
      headers: admin,
      payload: { name: 'reports.export', module: 'reports', description: 'Export any report' },
    });
    expect(edited.status).toBe(200);
    const [edit, create] = await historyOf('permission', created.body.id);
    expect(create.after).toEqual(created.body);
    expect(edit).toMatchObject({
      before: { description: 'Export reports' },
      after: { description: 'Export any report' },
    });
  });
});

describe('GET /audit', () => {
  it('filters by user and by the days changes were made, in the business time zone', async () => {
    const clerk = await server.userWith(['bookings.create', 'bookings.view'], 'clerk');
    const booking = await tokenBooking(clerk.headers);
    const byClerk = await audit(`userId=${clerk.id}`);
    expect(byClerk.body.data.map((e: any) => e.entityId)).toEqual([booking.id]);
    // 06:30 UTC is noon in India: the same day there.
    expect(
      (await audit(`userId=${clerk.id}&startDate=2026-11-22&endDate=2026-11-22`)).body.totalCount,
    ).toBe(1);
    expect((await audit(`userId=${clerk.id}&endDate=2026-11-21`)).body.totalCount).toBe(0);
    expect((await audit(`userId=${clerk.id}&startDate=2026-11-23`)).body.totalCount).toBe(0);
  });

  it('pages the trail newest first with the list counts', async () => {
    const page = await audit('entity=booking&pageSize=2&page=1');
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(2);
    expect(page.body).toMatchObject({ totalCountEstimated: false, hasPreviousPage: false });
    const [first, second] = page.body.data;
    expect(first.id).toBeGreaterThan(second.id);
  });

  it('needs audit.view, which the Admin role has and the Manager role has not', async () => {
    const manager = await server.userWith(['bookings.view', 'users.view'], 'nosy');
    const refused = await audit('', manager.headers);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: 'forbidden',
      message: 'You need the audit.view permission to do this',
    });
    expect((await server.request({ method: 'GET', url: '/api/audit' })).status).toBe(401);
  });

  it('refuses a record kind it does not know', async () => {
    const res = await audit('entity=tally');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
  });
});

describe('the trail is append-only', () => {
  it.each([
    ['update', sql`update audit_entries set operation = 'forged'`],
    ['delete', sql`delete from audit_entries`],
    ['truncate', sql`truncate audit_entries`],
  ])('the database refuses to %s entries', async (_, statement) => {
    const before = await server.db.$count(auditEntries);
    expect(before).toBeGreaterThan(0);
    const refusal = await server.db.execute(statement).catch((error: Error) => error.cause);
    expect(refusal).toMatchObject({ message: expect.stringMatching(/append-only/) });
    expect(await server.db.$count(auditEntries)).toBe(before);
  });
});
