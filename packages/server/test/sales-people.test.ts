import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, userRoles, users } from '../src/db/schema';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: new Date('2026-11-30T06:30:00Z') });
});
afterAll(() => server.close());

const found = (headers: { authorization: string }, searchTerm?: string) =>
  server.request({
    method: 'GET',
    url: '/api/bookings/sales-people',
    query: searchTerm === undefined ? {} : { searchTerm },
    headers,
  });

/** A colleague of the seller, with a role of their own (userHolding's) and these names. */
async function colleague(username: string, names: { firstName?: string; lastName?: string }) {
  const { id } = await server.userHolding([], username);
  if (Object.keys(names).length > 0) {
    await server.db.update(users).set(names).where(eq(users.id, id));
  }
  return id;
}

describe('listSalesPeople', () => {
  it('finds active staff by name or email, the signed-in user first, with what the form fills in', async () => {
    const seller = await server.userWith(['bookings.create'], 'spseller');
    await server.db
      .update(users)
      .set({ firstName: 'Zoya', lastName: 'Spx' })
      .where(eq(users.id, seller.id));
    const neha = await colleague('spneha', { firstName: 'Neha', lastName: 'Spx' });
    const [manager] = await server.db.insert(roles).values({ name: 'A Sales Manager' }).returning();
    await server.db.insert(userRoles).values({ userId: neha, roleId: manager!.id });
    await colleague('spanil', {});
    const blocked = await colleague('spblocked', { firstName: 'Blocked', lastName: 'Spx' });
    await server.db.update(users).set({ isActive: false }).where(eq(users.id, blocked));
    const waiting = await colleague('spwaiting', { firstName: 'Waiting', lastName: 'Spx' });
    await server.db.update(users).set({ awaitingApproval: true }).where(eq(users.id, waiting));

    const res = await found(seller.headers, 'spx');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        userId: seller.id,
        name: 'Zoya Spx',
        email: 'spseller@plotline.test',
        designation: 'role-of-spseller',
      },
      // The first of her roles by name is her designation.
      {
        userId: neha,
        name: 'Neha Spx',
        email: 'spneha@plotline.test',
        designation: 'A Sales Manager',
      },
    ]);
    // Without a first or last name, the username; by email too.
    const anil = await found(seller.headers, 'spanil@plotline');
    expect(anil.body).toEqual([
      expect.objectContaining({ name: 'spanil', email: 'spanil@plotline.test' }),
    ]);
  });

  it('offers the signed-in user first with nothing typed, and at most 20', async () => {
    const seller = await server.userWith(['bookings.create'], 'zzzlast');
    for (let n = 0; n < 21; n += 1) await colleague(`spmany${n}`, {});
    const res = await found(seller.headers);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(20);
    expect(res.body[0]).toMatchObject({ userId: seller.id, name: 'zzzlast' });
  });

  it('is for those who may create bookings', async () => {
    const viewer = await server.userWith(['bookings.view'], 'spviewer');
    const res = await found(viewer.headers);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You need the bookings.create permission to do this');
  });

  it('refuses a search too long, in the contract’s words', async () => {
    const seller = await server.userWith(['bookings.create'], 'splong');
    const res = await found(seller.headers, 'x'.repeat(201));
    expect(res.status).toBe(400);
  });
});
