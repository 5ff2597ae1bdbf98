import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

const NOW = new Date('2026-11-22T06:30:00Z');

let server: TestServer;
let admin: { authorization: string };

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  admin = await server.admin();
});
afterAll(() => server.close());

type Listed = { id: number; name: string; totalPlots: number; availablePlots: number };
type ProjectPage = {
  data: Listed[];
  totalCount: number;
  totalCountEstimated: boolean;
  totalPages: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
};

/** Projects of one test, told apart from the others' by a word in their names. */
async function createProjects(
  projects: { name: string; totalProjectArea?: number; plots?: string[] }[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const { name, totalProjectArea = 43560, plots = [] } of projects) {
    const res = await server.request({
      method: 'POST',
      url: '/api/projects',
      headers: admin,
      payload: { name, totalProjectArea, roadsArea: 0, totalSaleableArea: 0, projectAmenities: [] },
    });
    expect(res.status).toBe(201);
    ids.set(name, res.body.id);
    for (const status of plots) {
      const plot = await server.request({
        method: 'POST',
        url: '/api/plots',
        headers: admin,
        payload: {
          projectId: res.body.id,
          plotNumber: `P-${ids.size}-${Math.random().toString(36).slice(2, 8)}`,
          plotSize: 1200,
          status,
        },
      });
      expect(plot.status).toBe(201);
    }
  }
  return ids;
}

async function list(query: Record<string, string | number>, headers = admin) {
  return server.request({
    method: 'GET',
    url: '/api/projects/filtered',
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    headers,
  });
}

const namesOf = (page: ProjectPage) => page.data.map((project) => project.name);

describe('listProjectsFiltered', () => {
  it('pages by name as people read it, numbers in order, in the list shape', async () => {
    await createProjects(
      ['Orchid 10', 'orchid 2', 'Orchid 1', 'ÖRCHID 3', 'Orchid 20'].map((name) => ({ name })),
    );
    const first = await list({ searchTerm: 'rchid', pageSize: 5 });
    expect(first.status).toBe(200);
    expect(namesOf(first.body)).toEqual([
      'Orchid 1',
      'orchid 2',
      'ÖRCHID 3',
      'Orchid 10',
      'Orchid 20',
    ]);
    expect(first.body).toMatchObject({
      totalCount: 5,
      totalCountEstimated: false,
      totalPages: 1,
      hasNextPage: false,
      hasPreviousPage: false,
    });
  });

  it('answers each project with its plot counts and amenities, as GET /projects/{id} does', async () => {
    const ids = await createProjects([
      { name: 'Counted Acres', plots: ['Available', 'Available', 'Booked', 'Sold'] },
    ]);
    const page = await list({ searchTerm: 'counted acres' });
    const one = await server.request({
      method: 'GET',
      url: `/api/projects/${ids.get('Counted Acres')}`,
      headers: admin,
    });
    expect(page.body.data).toEqual([one.body]);
    expect(page.body.data[0]).toMatchObject({ totalPlots: 4, availablePlots: 2 });
  });

  it('walks the pages without repeating or skipping a project', async () => {
    await createProjects(
      Array.from({ length: 12 }, (_, i) => ({ name: `Walk ${String.fromCharCode(65 + i)}` })),
    );
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await list({ searchTerm: 'walk ', pageSize: 5, page });
      expect(res.body).toMatchObject({
        totalCount: 12,
        totalPages: 3,
        hasPreviousPage: page > 1,
        hasNextPage: page < 3,
      });
      seen.push(...namesOf(res.body));
    }
    expect(seen).toEqual(
      Array.from({ length: 12 }, (_, i) => `Walk ${String.fromCharCode(65 + i)}`),
    );
    const past = await list({ searchTerm: 'walk ', pageSize: 5, page: 4 });
    expect(past.body).toMatchObject({ data: [], totalCount: 12 });
  });

  it('sorts by area and by plot counts, both ways, ties by id', async () => {
    const ids = await createProjects([
      { name: 'Sorted Small', totalProjectArea: 1000, plots: ['Available'] },
      { name: 'Sorted Large', totalProjectArea: 9000, plots: ['Booked', 'Booked', 'Available'] },
      { name: 'Sorted Middle', totalProjectArea: 5000, plots: ['Available', 'Available'] },
      { name: 'Sorted Empty', totalProjectArea: 5000 },
    ]);
    const sorted = async (sortBy: string, sortOrder: string) =>
      namesOf((await list({ searchTerm: 'sorted ', sortBy, sortOrder })).body);

    expect(await sorted('TotalProjectArea', 'asc')).toEqual([
      'Sorted Small',
      'Sorted Middle',
      'Sorted Empty',
      'Sorted Large',
    ]);
    expect(await sorted('TotalProjectArea', 'desc')).toEqual([
      'Sorted Large',
      'Sorted Empty',
      'Sorted Middle',
      'Sorted Small',
    ]);
    expect(await sorted('TotalPlots', 'desc')).toEqual([
      'Sorted Large',
      'Sorted Middle',
      'Sorted Small',
      'Sorted Empty',
    ]);
    expect(await sorted('AvailablePlots', 'asc')).toEqual([
      'Sorted Empty',
      ...['Sorted Small', 'Sorted Large'].sort((a, b) => ids.get(a)! - ids.get(b)!),
      'Sorted Middle',
    ]);
  });

  it('searches the name in any letter case, wildcards taken as written', async () => {
    await createProjects([{ name: 'Palm 100% Greens' }, { name: 'Palm 1000 Greens' }]);
    expect(namesOf((await list({ searchTerm: 'PALM 100%' })).body)).toEqual(['Palm 100% Greens']);
    expect(namesOf((await list({ searchTerm: '  palm 1000 ' })).body)).toEqual([
      'Palm 1000 Greens',
    ]);
    const none = await list({ searchTerm: 'no such project anywhere' });
    expect(none.body).toMatchObject({ data: [], totalCount: 0, totalPages: 0 });
  });

  it('refuses a page size past 100, and an unknown sort', async () => {
    expect((await list({ pageSize: 101 })).status).toBe(400);
    expect((await list({ sortBy: 'CreatedBy' })).status).toBe(400);
  });

  it('needs projects.view, and a signed-in caller', async () => {
    expect((await list({}, { authorization: '' })).status).toBe(401);
    expect((await list({}, (await server.userWith(['plots.view'])).headers)).status).toBe(403);
    expect((await list({}, (await server.userWith(['projects.view'])).headers)).status).toBe(200);
  });
});
