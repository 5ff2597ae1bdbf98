import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { roleIdByName } from '../src/seed/access-catalogue';
import { startTestServer, type TestServer } from './support/test-server';

const NOW = new Date('2026-11-22T06:30:00Z');

let server: TestServer;
let admin: { authorization: string };

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  admin = await server.admin();
});
afterAll(() => server.close());

type Person = { username: string; firstName?: string; lastName?: string; phoneNumber?: string };

/** Users of one test, told apart from the others' by their email domain. */
async function createUsers(domain: string, people: Person[]): Promise<number[]> {
  const ids: number[] = [];
  for (const person of people) {
    const res = await server.request({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: {
        email: `${person.username.toLowerCase()}@${domain}`,
        password: 'secret123',
        ...person,
      },
    });
    expect(res.status).toBe(201);
    ids.push(res.body.id);
  }
  return ids;
}

const list = (query: Record<string, string | number>) =>
  server.request({
    method: 'GET',
    url: '/api/users/filtered',
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    headers: admin,
  });

const usernamesOf = (body: { data: { username: string }[] }) =>
  body.data.map((user) => user.username);

describe('listUsersFiltered', () => {
  it('pages by username in any letter case by default, in the list shape', async () => {
    const domain = 'paging.test';
    await createUsers(
      domain,
      [
        'kiran',
        'Bala',
        'arjun',
        'Dev',
        'chitra',
        'Esha',
        'farah',
        'Gopal',
        'hari',
        'Indu',
        'jaya',
      ].map((username) => ({ username })),
    );
    const first = await list({ searchTerm: domain });
    expect(first.status).toBe(200);
    expect(usernamesOf(first.body)).toEqual([
      'arjun',
      'Bala',
      'chitra',
      'Dev',
      'Esha',
      'farah',
      'Gopal',
      'hari',
      'Indu',
      'jaya',
    ]);
    expect(first.body).toMatchObject({
      totalCount: 11,
      totalPages: 2,
      hasNextPage: true,
      hasPreviousPage: false,
      totalCountEstimated: false,
    });

    const second = await list({ searchTerm: domain, page: 2 });
    expect(usernamesOf(second.body)).toEqual(['kiran']);
    expect(second.body).toMatchObject({ hasNextPage: false, hasPreviousPage: true });

    const backwards = await list({ searchTerm: domain, sortOrder: 'desc', pageSize: 5 });
    expect(usernamesOf(backwards.body)).toEqual(['kiran', 'jaya', 'Indu', 'hari', 'Gopal']);
    expect(backwards.body.totalPages).toBe(3);
  });

  it('answers each user of the page with their roles and permissions', async () => {
    const [withRole, withoutRole] = await createUsers('access.test', [
      { username: 'roled', firstName: 'Roled' },
      { username: 'roleless' },
    ]);
    await server.request({
      method: 'PUT',
      url: `/api/rolepermissions/users/${withRole}/roles`,
      headers: admin,
      payload: { roleIds: [(await roleIdByName(server.db, 'Manager'))!] },
    });
    const res = await list({ searchTerm: 'access.test' });
    expect(res.body.data).toEqual([
      expect.objectContaining({
        id: withRole,
        username: 'roled',
        firstName: 'Roled',
        roles: ['Manager'],
        permissions: expect.arrayContaining(['bookings.view', 'projects.view']),
      }),
      expect.objectContaining({
        id: withoutRole,
        username: 'roleless',
        roles: [],
        permissions: [],
        lastLoginAt: null,
        isActive: true,
      }),
    ]);
  });

  it('searches username, first, last and full name, email and phone, in any letter case', async () => {
    await createUsers('search.test', [
      { username: 'rkumar', firstName: 'Ravi', lastName: 'Kumar', phoneNumber: '9812345670' },
      { username: 'meena', firstName: 'Meena', lastName: 'Iyer', phoneNumber: '9900011122' },
      { username: 'vikram_50%', phoneNumber: '9988776655' },
    ]);
    const found = async (searchTerm: string) =>
      usernamesOf((await list({ searchTerm, pageSize: 50 })).body).filter((name) =>
        ['rkumar', 'meena', 'vikram_50%'].includes(name),
      );
    expect(await found('RKUM')).toEqual(['rkumar']);
    expect(await found('ravi')).toEqual(['rkumar']);
    expect(await found('iyer')).toEqual(['meena']);
    expect(await found('  ravi kumar ')).toEqual(['rkumar']);
    expect(await found('MEENA@SEARCH')).toEqual(['meena']);
    expect(await found('3456')).toEqual(['rkumar']);
    // LIKE's wildcards are searched for as themselves.
    expect(await found('50%')).toEqual(['vikram_50%']);
    expect(await found('m_')).toEqual(['vikram_50%']);
    expect(await found('   ')).toEqual(['meena', 'rkumar', 'vikram_50%']);
    expect((await list({ searchTerm: 'nobody-is-called-this' })).body).toEqual({
      data: [],
      totalCount: 0,
      totalPages: 0,
      hasNextPage: false,
      hasPreviousPage: false,
      totalCountEstimated: false,
    });
  });

  it('sorts by the name shown, as people read it, equal names by id', async () => {
    const [twinA, twinB] = await createUsers('names.test', [
      { username: 'twin1', firstName: 'Bala', lastName: 'Twin' },
      { username: 'twin2', firstName: 'Bala', lastName: 'Twin' },
      { username: 'zed' },
      { username: 'emile', firstName: 'Émile' },
      { username: 'aaa', lastName: 'Phase 10' },
      { username: 'bbb', lastName: 'phase 2' },
      { username: 'ccc', firstName: 'asha', lastName: 'Rao' },
    ]);
    const ascending = await list({ searchTerm: 'names.test', sortBy: 'Name' });
    expect(usernamesOf(ascending.body)).toEqual([
      'ccc',
      'twin1',
      'twin2',
      'emile',
      'bbb',
      'aaa',
      'zed',
    ]);
    const descending = await list({ searchTerm: 'names.test', sortBy: 'Name', sortOrder: 'desc' });
    expect(usernamesOf(descending.body)).toEqual([
      'zed',
      'aaa',
      'bbb',
      'emile',
      'twin2',
      'twin1',
      'ccc',
    ]);
    expect(twinA).toBeLessThan(twinB!);
  });

  it('sorts by last sign-in, those who never signed in as the earliest', async () => {
    const [early, never, late] = await createUsers('login.test', [
      { username: 'early' },
      { username: 'never' },
      { username: 'late' },
    ]);
    const signedInAt = (id: number, at: string) =>
      server.db
        .update(users)
        .set({ lastLoginAt: new Date(at) })
        .where(eq(users.id, id));
    await signedInAt(early!, '2026-11-01T09:00:00Z');
    await signedInAt(late!, '2026-11-20T09:00:00Z');
    const ascending = await list({ searchTerm: 'login.test', sortBy: 'LastLoginAt' });
    expect(ascending.body.data.map((user: { id: number }) => user.id)).toEqual([
      never,
      early,
      late,
    ]);
    const descending = await list({
      searchTerm: 'login.test',
      sortBy: 'LastLoginAt',
      sortOrder: 'desc',
    });
    expect(descending.body.data.map((user: { id: number }) => user.id)).toEqual([
      late,
      early,
      never,
    ]);
  });

  it('sorts by creation time', async () => {
    const [older, newer] = await createUsers('created.test', [
      { username: 'newer' },
      { username: 'older' },
    ]).then((ids) => ids.reverse());
    await server.db
      .update(users)
      .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(users.id, older!));
    const res = await list({ searchTerm: 'created.test', sortBy: 'CreatedAt', sortOrder: 'desc' });
    expect(res.body.data.map((user: { id: number }) => user.id)).toEqual([newer, older]);
  });

  it('refuses a sort, order or page size the contract does not offer', async () => {
    const refused: Record<string, string | number>[] = [
      { sortBy: 'Email' },
      { sortOrder: 'up' },
      { pageSize: 101 },
      { page: 0 },
    ];
    for (const query of refused) {
      expect((await list(query)).status).toBe(400);
    }
  });
});
