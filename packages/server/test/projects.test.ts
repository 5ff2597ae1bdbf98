import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { bookPlotDirectly } from './support/sales-fixtures';
import { startTestServer, type TestServer } from './support/test-server';

const NOW = new Date('2026-11-22T06:30:00Z');

let server: TestServer;
let admin: { authorization: string };
let adminId: number;
let pool: { id: number };
let park: { id: number };

async function post(url: string, payload: Record<string, unknown>) {
  return server.request({ method: 'POST', url, headers: admin, payload });
}

async function get(url: string) {
  return server.request({ method: 'GET', url, headers: admin });
}

/** The project form for 10 acres with roads on a fifth and a 9000 sq ft pool. */
function greenValley(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Green Valley',
    totalProjectArea: 435600,
    roadsArea: 87120,
    totalSaleableArea: 37720,
    amenities: `[{"id":${pool.id},"name":"Swimming Pool","area":9000}]`,
    projectAmenities: [
      {
        id: pool.id,
        name: 'Swimming Pool',
        area: 9000,
        description: 'Olympic-size pool with a kids section',
      },
    ],
    createdBy: 999,
    ...overrides,
  };
}

async function createProject(overrides: Record<string, unknown> = {}) {
  const res = await post('/api/projects', greenValley(overrides));
  expect(res.status).toBe(201);
  return res.body as { id: number; name: string };
}

async function createPlot(projectId: number, plotNumber: string, status = 'Available') {
  const res = await post('/api/plots', { projectId, plotNumber, plotSize: 1200, status });
  expect(res.status).toBe(201);
  return res.body as { id: number };
}

async function projectCount(): Promise<number> {
  return (await get('/api/projects')).body.length;
}

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  admin = await server.admin();
  const [row] = await server.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'admin'));
  adminId = row!.id;
  pool = (
    await post('/api/amenities', {
      name: 'Swimming Pool',
      description: 'Olympic-size pool with a kids section',
    })
  ).body;
  park = (await post('/api/amenities', { name: 'Central Park', isActive: false })).body;
});
afterAll(() => server.close());

describe('createProject', () => {
  it('creates the project with its amenities, as the signed-in user', async () => {
    const res = await post('/api/projects', greenValley({ name: '  Green Valley ' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Green Valley',
      totalProjectArea: 435600,
      roadsArea: 87120,
      totalSaleableArea: 37720,
      amenities: `[{"id":${pool.id},"name":"Swimming Pool","area":9000}]`,
      projectAmenities: [
        {
          amenityId: pool.id,
          name: 'Swimming Pool',
          area: 9000,
          description: 'Olympic-size pool with a kids section',
        },
      ],
      totalPlots: 0,
      availablePlots: 0,
      metadata: null,
      createdBy: adminId,
      createdAt: NOW.toISOString(),
    });
  });

  it('computes the saleable area from the areas rather than trusting the body', async () => {
    const created = await createProject({ name: 'Sunrise Meadows', totalSaleableArea: 1 });
    const res = await get(`/api/projects/${created.id}`);
    // (435600 - 87120 - 9000) sq ft / 9 sq ft per sq yd
    expect(res.body.totalSaleableArea).toBe(37720);
  });

  it('accepts an amenity named by amenityId, and an inactive one', async () => {
    const res = await post(
      '/api/projects',
      greenValley({
        name: 'Palm Grove',
        projectAmenities: [{ amenityId: park.id, name: 'Central Park', area: 4500 }],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.projectAmenities).toEqual([
      { amenityId: park.id, name: 'Central Park', area: 4500, description: null },
    ]);
    expect(res.body.totalSaleableArea).toBe((435600 - 87120 - 4500) / 9);
  });

  it('refuses a total area of 0 with the field message and stores nothing', async () => {
    const before = await projectCount();
    const res = await post(
      '/api/projects',
      greenValley({ totalProjectArea: 0, roadsArea: 0, projectAmenities: [] }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'validation_failed',
      message: 'Total project area must be greater than 0',
      errors: { totalProjectArea: 'Total project area must be greater than 0' },
    });
    expect(await projectCount()).toBe(before);
  });

  it('refuses roads and amenities larger than the project', async () => {
    const res = await post('/api/projects', greenValley({ totalProjectArea: 90000 }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      totalUsedArea: 'Total used area (roads + amenities) cannot exceed total project area',
    });
  });

  it('refuses a blank name and a negative roads area', async () => {
    const res = await post('/api/projects', greenValley({ name: ' ', roadsArea: -1 }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      name: 'Project name is required',
      roadsArea: 'Roads area must be 0 or greater',
    });
  });

  it('refuses the same amenity twice', async () => {
    const res = await post(
      '/api/projects',
      greenValley({
        projectAmenities: [
          { id: pool.id, name: 'Swimming Pool', area: 100 },
          { amenityId: pool.id, name: 'Swimming Pool', area: 200 },
        ],
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'projectAmenities.1.amenityId': 'This amenity has already been added',
    });
  });

  it('refuses an amenity that does not exist, storing nothing', async () => {
    const before = await projectCount();
    const res = await post(
      '/api/projects',
      greenValley({ projectAmenities: [{ id: 999, name: 'Helipad', area: 10 }] }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'validation_failed',
      message: 'Amenity 999 does not exist',
      errors: { 'projectAmenities.0.amenityId': 'Amenity 999 does not exist' },
    });
    expect(await projectCount()).toBe(before);
  });

  it('refuses an amenity named by neither id nor amenityId', async () => {
    const res = await post(
      '/api/projects',
      greenValley({ projectAmenities: [{ name: 'Swimming Pool', area: 10 }] }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ 'projectAmenities.0.amenityId': 'Choose an amenity' });
  });

  it('refuses an amenity whose id and amenityId disagree', async () => {
    const res = await post(
      '/api/projects',
      greenValley({
        projectAmenities: [{ id: pool.id, amenityId: park.id, name: 'Swimming Pool', area: 10 }],
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'projectAmenities.0.amenityId': 'amenityId and id must name the same amenity',
    });
  });

  it('needs projects.create', async () => {
    const viewer = await server.userWith(['projects.view']);
    const res = await server.request({
      method: 'POST',
      url: '/api/projects',
      headers: viewer.headers,
      payload: greenValley(),
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You need the projects.create permission to do this');
  });
});

describe('listProjects and listProjectsWithPlots', () => {
  let fresh: TestServer;
  let headers: { authorization: string };

  beforeAll(async () => {
    fresh = await startTestServer({ now: NOW });
    headers = await fresh.admin();
    const project = async (name: string) =>
      (
        await fresh.request({
          method: 'POST',
          url: '/api/projects',
          headers,
          payload: { name, totalProjectArea: 10000, roadsArea: 1000, totalSaleableArea: 1000 },
        })
      ).body.id as number;
    const plot = async (projectId: number, plotNumber: string, status: string) =>
      expect(
        (
          await fresh.request({
            method: 'POST',
            url: '/api/plots',
            headers,
            payload: { projectId, plotNumber, plotSize: 100, status },
          })
        ).status,
      ).toBe(201);
    const sunrise = await project('sunrise Meadows');
    const green = await project('Green Valley');
    await project('Palm Grove');
    await plot(green, 'A-10', 'Available');
    await plot(green, 'A-2', 'Hold');
    await plot(green, 'A-1', 'Available');
    await plot(sunrise, 'S-1', 'Sold');
  });
  afterAll(() => fresh.close());

  it('lists the projects by name with their plot counts', async () => {
    const res = await fresh.request({ method: 'GET', url: '/api/projects', headers });
    expect(res.status).toBe(200);
    expect(
      res.body.map((p: { name: string; totalPlots: number; availablePlots: number }) => [
        p.name,
        p.totalPlots,
        p.availablePlots,
      ]),
    ).toEqual([
      ['Green Valley', 3, 2],
      ['Palm Grove', 0, 0],
      ['sunrise Meadows', 1, 0],
    ]);
  });

  it('lists each project with its plots in plot-number order', async () => {
    const res = await fresh.request({ method: 'GET', url: '/api/projects/with-plots', headers });
    expect(res.status).toBe(200);
    expect(
      res.body.map((p: { name: string; plots: { plotNumber: string }[] }) => [
        p.name,
        p.plots.map((plot) => plot.plotNumber),
      ]),
    ).toEqual([
      ['Green Valley', ['A-1', 'A-2', 'A-10']],
      ['Palm Grove', []],
      ['sunrise Meadows', ['S-1']],
    ]);
    expect(res.body[0].plots[0]).toMatchObject({
      projectName: 'Green Valley',
      status: 'Available',
    });
  });

  it('needs projects.view, and a signed-in caller', async () => {
    const plotsOnly = await fresh.userWith(['plots.view']);
    for (const url of ['/api/projects', '/api/projects/with-plots']) {
      const refused = await fresh.request({ method: 'GET', url, headers: plotsOnly.headers });
      expect(refused.status).toBe(403);
      const anonymous = await fresh.request({ method: 'GET', url });
      expect(anonymous.status).toBe(401);
    }
  });
});

describe('getProject and getProjectDetails', () => {
  it('answers the project with its counts', async () => {
    const created = await createProject({ name: 'Lake View' });
    await createPlot(created.id, 'L-1');
    await createPlot(created.id, 'L-2', 'Hold');
    const res = await get(`/api/projects/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.id,
      name: 'Lake View',
      roadsArea: 87120,
      projectAmenities: [{ amenityId: pool.id, name: 'Swimming Pool', area: 9000 }],
      totalPlots: 2,
      availablePlots: 1,
    });
    expect(res.body).not.toHaveProperty('plots');
  });

  it('answers the details with the plots', async () => {
    const created = await createProject({ name: 'Hill Top' });
    const plot = await createPlot(created.id, 'H-1');
    const res = await get(`/api/projects/${created.id}/details`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, totalPlots: 1, availablePlots: 1 });
    expect(res.body.plots).toEqual([
      {
        id: plot.id,
        projectId: created.id,
        projectName: 'Hill Top',
        plotNumber: 'H-1',
        plotSize: 1200,
        sizeUnit: 'sq ft',
        status: 'Available',
        remark: null,
        createdBy: adminId,
        createdAt: NOW.toISOString(),
      },
    ]);
  });

  it('answers 404 for an unknown project', async () => {
    for (const url of ['/api/projects/999', '/api/projects/999/details']) {
      const res = await get(url);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'not_found', message: 'Project not found' });
    }
  });

  it('refuses a path id that is not a number', async () => {
    const res = await get('/api/projects/abc');
    expect(res.status).toBe(400);
  });
});

describe('updateProject', () => {
  it('renames the project, widens its roads and swaps its amenities', async () => {
    const created = await createProject({ name: 'Old Name', metadata: 'phase 1' });
    const res = await server.request({
      method: 'PUT',
      url: `/api/projects/${created.id}`,
      headers: admin,
      payload: greenValley({
        name: 'Green Valley Phase 1',
        roadsArea: 95832,
        totalSaleableArea: 0,
        projectAmenities: [{ id: park.id, name: 'Central Park', area: 9000 }],
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.id,
      name: 'Green Valley Phase 1',
      roadsArea: 95832,
      totalSaleableArea: 36752,
      projectAmenities: [{ amenityId: park.id, name: 'Central Park', area: 9000 }],
      // Left out of the body, so kept.
      metadata: 'phase 1',
      createdBy: adminId,
    });
    expect((await get(`/api/projects/${created.id}`)).body).toEqual(res.body);
  });

  it('refuses invalid areas and changes nothing', async () => {
    const created = await createProject({ name: 'Steady' });
    const res = await server.request({
      method: 'PUT',
      url: `/api/projects/${created.id}`,
      headers: admin,
      payload: greenValley({ name: 'Changed', roadsArea: 500000 }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      totalUsedArea: 'Total used area (roads + amenities) cannot exceed total project area',
    });
    expect((await get(`/api/projects/${created.id}`)).body).toMatchObject({
      name: 'Steady',
      roadsArea: 87120,
    });
  });

  it('refuses an unknown amenity and keeps the old ones', async () => {
    const created = await createProject({ name: 'Keeps Pool' });
    const res = await server.request({
      method: 'PUT',
      url: `/api/projects/${created.id}`,
      headers: admin,
      payload: greenValley({
        name: 'Lost Pool',
        projectAmenities: [{ id: 999, name: 'Helipad', area: 1 }],
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'projectAmenities.0.amenityId': 'Amenity 999 does not exist',
    });
    const after = (await get(`/api/projects/${created.id}`)).body;
    expect(after.name).toBe('Keeps Pool');
    expect(after.projectAmenities).toMatchObject([{ amenityId: pool.id }]);
  });

  it('answers 404 for an unknown project', async () => {
    const res = await server.request({
      method: 'PUT',
      url: '/api/projects/999',
      headers: admin,
      payload: greenValley(),
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Project not found');
  });

  it('needs projects.edit', async () => {
    const creator = await server.userWith(['projects.view', 'projects.create']);
    const res = await server.request({
      method: 'PUT',
      url: '/api/projects/1',
      headers: creator.headers,
      payload: greenValley(),
    });
    expect(res.status).toBe(403);
  });
});

describe('deleteProject', () => {
  it('deletes the project with its plots', async () => {
    const created = await createProject({ name: 'Short Lived' });
    const plot = await createPlot(created.id, 'X-1');
    const res = await server.request({
      method: 'DELETE',
      url: `/api/projects/${created.id}`,
      headers: admin,
    });
    expect(res.status).toBe(204);
    expect((await get(`/api/projects/${created.id}`)).status).toBe(404);
    expect((await get(`/api/plots/${plot.id}`)).status).toBe(404);
  });

  it('keeps a project whose plot a booking refers to, even a cancelled one', async () => {
    for (const status of ['Token', 'Cancelled'] as const) {
      const created = await createProject({ name: `Booked ${status}` });
      const free = await createPlot(created.id, 'B-1');
      const booked = await createPlot(created.id, 'B-2');
      await bookPlotDirectly(server.db, { projectId: created.id, plotId: booked.id }, status);
      const res = await server.request({
        method: 'DELETE',
        url: `/api/projects/${created.id}`,
        headers: admin,
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        code: 'in_use',
        message: 'Project cannot be deleted because bookings refer to its plots',
      });
      expect((await get(`/api/projects/${created.id}`)).status).toBe(200);
      expect((await get(`/api/plots/${free.id}`)).status).toBe(200);
    }
  });

  it('answers 404 for an unknown project', async () => {
    const res = await server.request({
      method: 'DELETE',
      url: '/api/projects/999',
      headers: admin,
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Project not found');
  });

  it('needs projects.delete, and a signed-in caller', async () => {
    const created = await createProject({ name: 'Guarded' });
    const editor = await server.userWith(['projects.view', 'projects.edit']);
    const refused = await server.request({
      method: 'DELETE',
      url: `/api/projects/${created.id}`,
      headers: editor.headers,
    });
    expect(refused.status).toBe(403);
    const anonymous = await server.request({
      method: 'DELETE',
      url: `/api/projects/${created.id}`,
    });
    expect(anonymous.status).toBe(401);
    expect((await get(`/api/projects/${created.id}`)).status).toBe(200);
  });
});
