import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { startTestServer, type TestServer } from './support/test-server';

const NOW = new Date('2026-11-22T06:30:00Z');

let server: TestServer;
let admin: { authorization: string };
let adminId: number;

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  admin = await server.admin();
  const [row] = await server.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'admin'));
  adminId = row!.id;
});
afterAll(() => server.close());

const pool = {
  name: 'Swimming Pool',
  description: 'Olympic-size pool with a kids section',
  isActive: true,
  metadata: 'Open 6 am to 9 pm',
  createdBy: 999,
};

async function createAmenity(body: Record<string, unknown>) {
  const res = await server.request({
    method: 'POST',
    url: '/api/amenities',
    headers: admin,
    payload: body,
  });
  expect(res.status).toBe(201);
  return res.body as { id: number; name: string };
}

async function listNames(url: string): Promise<string[]> {
  const res = await server.request({ method: 'GET', url, headers: admin });
  expect(res.status).toBe(200);
  return res.body.map((amenity: { name: string }) => amenity.name);
}

describe('createAmenity', () => {
  it('creates the amenity as the signed-in user, whatever createdBy says', async () => {
    const res = await server.request({
      method: 'POST',
      url: '/api/amenities',
      headers: admin,
      payload: { ...pool, name: '  Swimming Pool  ' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Swimming Pool',
      description: 'Olympic-size pool with a kids section',
      isActive: true,
      createdBy: adminId,
      metadata: 'Open 6 am to 9 pm',
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
    });
    expect(adminId).not.toBe(999);
  });

  it('makes a new amenity active when isActive is left out', async () => {
    const res = await server.request({
      method: 'POST',
      url: '/api/amenities',
      headers: admin,
      payload: { name: 'Gym' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Gym',
      isActive: true,
      description: null,
      metadata: null,
    });
  });

  it('refuses a blank name with the domain message and stores nothing', async () => {
    const before = await listNames('/api/amenities');
    const res = await server.request({
      method: 'POST',
      url: '/api/amenities',
      headers: admin,
      payload: { ...pool, name: '   ' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'validation_failed',
      message: 'Amenity name is required',
      errors: { name: 'Amenity name is required' },
    });
    expect(await listNames('/api/amenities')).toEqual(before);
  });

  it('refuses a field the contract does not know', async () => {
    const res = await server.request({
      method: 'POST',
      url: '/api/amenities',
      headers: admin,
      payload: { ...pool, colour: 'blue' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('colour');
  });

  it('needs amenities.create', async () => {
    const viewer = await server.userWith(['projects.view']);
    const res = await server.request({
      method: 'POST',
      url: '/api/amenities',
      headers: viewer.headers,
      payload: pool,
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You need the amenities.create permission to do this');
  });
});

describe('listAmenities and listActiveAmenities', () => {
  let fresh: TestServer;
  let headers: { authorization: string };

  beforeAll(async () => {
    fresh = await startTestServer({ now: NOW });
    headers = await fresh.admin();
    for (const amenity of [
      { name: 'clubhouse', isActive: false },
      { name: 'Park', isActive: true },
      { name: 'Amphitheatre', isActive: true },
    ]) {
      const res = await fresh.request({
        method: 'POST',
        url: '/api/amenities',
        headers,
        payload: amenity,
      });
      expect(res.status).toBe(201);
    }
  });
  afterAll(() => fresh.close());

  it('lists every amenity by name, whatever its letter case', async () => {
    const res = await fresh.request({ method: 'GET', url: '/api/amenities', headers });
    expect(res.status).toBe(200);
    expect(res.body.map((a: { name: string }) => a.name)).toEqual([
      'Amphitheatre',
      'clubhouse',
      'Park',
    ]);
  });

  it('lists only the active amenities for the project form', async () => {
    const res = await fresh.request({ method: 'GET', url: '/api/amenities/active', headers });
    expect(res.status).toBe(200);
    expect(res.body.map((a: { name: string }) => a.name)).toEqual(['Amphitheatre', 'Park']);
    expect(res.body.every((a: { isActive: boolean }) => a.isActive)).toBe(true);
  });

  it('lets projects.view read the catalogue, and refuses others', async () => {
    const viewer = await fresh.userWith(['projects.view']);
    const allowed = await fresh.request({
      method: 'GET',
      url: '/api/amenities/active',
      headers: viewer.headers,
    });
    expect(allowed.status).toBe(200);
    const nobody = await fresh.userWith([]);
    const refused = await fresh.request({
      method: 'GET',
      url: '/api/amenities',
      headers: nobody.headers,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You need the projects.view permission to do this');
  });

  it('refuses a caller who is not signed in', async () => {
    const res = await fresh.request({ method: 'GET', url: '/api/amenities' });
    expect(res.status).toBe(401);
  });
});

describe('getAmenity', () => {
  it('answers the amenity', async () => {
    const created = await createAmenity({ ...pool, name: 'Tennis Court' });
    const res = await server.request({
      method: 'GET',
      url: `/api/amenities/${created.id}`,
      headers: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, name: 'Tennis Court', isActive: true });
  });

  it('answers 404 for an unknown amenity', async () => {
    const res = await server.request({ method: 'GET', url: '/api/amenities/999', headers: admin });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'Amenity not found' });
  });
});

describe('updateAmenity', () => {
  it('saves the modal, recording when', async () => {
    const created = await createAmenity({ ...pool, name: 'Lap Pool' });
    const res = await server.request({
      method: 'PUT',
      url: `/api/amenities/${created.id}`,
      headers: admin,
      payload: {
        name: 'Lap Pool',
        description: 'Olympic-size pool with a kids section',
        isActive: false,
        createdBy: 999,
        metadata: 'Closed for maintenance until October',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.id,
      isActive: false,
      metadata: 'Closed for maintenance until October',
      createdBy: adminId,
      updatedAt: NOW.toISOString(),
    });
  });

  it('keeps the description and notes when they are left out, and clears them on null', async () => {
    const created = await createAmenity({ ...pool, name: 'Jacuzzi' });
    const kept = await server.request({
      method: 'PUT',
      url: `/api/amenities/${created.id}`,
      headers: admin,
      payload: { name: 'Jacuzzi Deck' },
    });
    expect(kept.body).toMatchObject({
      name: 'Jacuzzi Deck',
      description: pool.description,
      metadata: pool.metadata,
    });
    const cleared = await server.request({
      method: 'PUT',
      url: `/api/amenities/${created.id}`,
      headers: admin,
      payload: { name: 'Jacuzzi Deck', description: null, metadata: null },
    });
    expect(cleared.body).toMatchObject({ description: null, metadata: null });
  });

  it('refuses a blank name and changes nothing', async () => {
    const created = await createAmenity({ ...pool, name: 'Sauna' });
    const res = await server.request({
      method: 'PUT',
      url: `/api/amenities/${created.id}`,
      headers: admin,
      payload: { ...pool, name: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ name: 'Amenity name is required' });
    const after = await server.request({
      method: 'GET',
      url: `/api/amenities/${created.id}`,
      headers: admin,
    });
    expect(after.body.name).toBe('Sauna');
  });

  it('answers 404 for an unknown amenity', async () => {
    const res = await server.request({
      method: 'PUT',
      url: '/api/amenities/999',
      headers: admin,
      payload: pool,
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Amenity not found');
  });

  it('needs amenities.edit', async () => {
    const viewer = await server.userWith(['projects.view', 'amenities.create']);
    const res = await server.request({
      method: 'PUT',
      url: '/api/amenities/1',
      headers: viewer.headers,
      payload: pool,
    });
    expect(res.status).toBe(403);
  });
});

describe('deleteAmenity', () => {
  it('deletes an amenity no project uses', async () => {
    const created = await createAmenity({ ...pool, name: 'Badminton Court' });
    const res = await server.request({
      method: 'DELETE',
      url: `/api/amenities/${created.id}`,
      headers: admin,
    });
    expect(res.status).toBe(204);
    expect(res.body).toBe('');
    const gone = await server.request({
      method: 'GET',
      url: `/api/amenities/${created.id}`,
      headers: admin,
    });
    expect(gone.status).toBe(404);
  });

  it('keeps an amenity a project uses (409)', async () => {
    const created = await createAmenity({ ...pool, name: 'Central Park' });
    const project = await server.request({
      method: 'POST',
      url: '/api/projects',
      headers: admin,
      payload: {
        name: 'Green Valley',
        totalProjectArea: 435600,
        roadsArea: 87120,
        totalSaleableArea: 37720,
        projectAmenities: [{ id: created.id, name: 'Central Park', area: 9000 }],
      },
    });
    expect(project.status).toBe(201);
    const res = await server.request({
      method: 'DELETE',
      url: `/api/amenities/${created.id}`,
      headers: admin,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Amenity Central Park cannot be deleted because projects use it');
    const still = await server.request({
      method: 'GET',
      url: `/api/amenities/${created.id}`,
      headers: admin,
    });
    expect(still.status).toBe(200);
  });

  it('answers 404 for an unknown amenity', async () => {
    const res = await server.request({
      method: 'DELETE',
      url: '/api/amenities/999',
      headers: admin,
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Amenity not found');
  });

  it('needs amenities.delete, and a signed-in caller', async () => {
    const editor = await server.userWith(['projects.view', 'amenities.edit']);
    const refused = await server.request({
      method: 'DELETE',
      url: '/api/amenities/1',
      headers: editor.headers,
    });
    expect(refused.status).toBe(403);
    const anonymous = await server.request({ method: 'DELETE', url: '/api/amenities/1' });
    expect(anonymous.status).toBe(401);
  });
});
