/**
 * Plots by size (issue 34, item 4): GET /plots/filtered and its export take a size range in a
 * unit and find plots entered in any unit, on the index of their size in square feet; a bad
 * range is refused with 400 in the domain's words; a search of a number finds the plots of that
 * size, there and in the top bar's search.
 */
import { readPlotSizeRange, type SizeUnit } from '@plotline/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plots } from '../src/db/schema';
import { plotFilter, type PlotFilter } from '../src/routes/plots/plot-list-query';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let headers: { authorization: string };
let valley: number;
let sunrise: number;

async function get(url: string) {
  return server.request({ method: 'GET', url, headers });
}

async function listed(query: string): Promise<string[]> {
  const res = await get(`/api/plots/filtered?pageSize=100&${query}`);
  expect(res.status).toBe(200);
  return res.body.data.map((plot: { plotNumber: string }) => plot.plotNumber);
}

beforeAll(async () => {
  server = await startTestServer({ now: new Date('2026-11-22T06:30:00Z') });
  headers = await server.admin();
  const project = async (name: string) =>
    (
      await server.request({
        method: 'POST',
        url: '/api/projects',
        headers,
        payload: { name, totalProjectArea: 100000, roadsArea: 0, totalSaleableArea: 0 },
      })
    ).body.id as number;
  valley = await project('Green Valley');
  sunrise = await project('Sunrise Meadows');
  const rows: [number, string, number, SizeUnit, string][] = [
    [valley, 'GV-1', 1500, 'sq ft', 'Available'],
    [valley, 'GV-2', 1200, 'sq ft', 'Available'],
    // 1,800 and 1,350 sq ft.
    [valley, 'GV-3', 200, 'sq yd', 'Available'],
    [valley, 'GV-4', 150, 'sq yd', 'Hold'],
    // 10,890 and 13,500 sq ft.
    [valley, 'GV-5', 0.25, 'acre', 'Hold'],
    [valley, 'GV-6', 1500, 'sq yd', 'Available'],
    [sunrise, 'SM-1', 1500, 'sq ft', 'Available'],
  ];
  for (const [projectId, plotNumber, plotSize, sizeUnit, status] of rows) {
    const res = await server.request({
      method: 'POST',
      url: '/api/plots',
      headers,
      payload: { projectId, plotNumber, plotSize, sizeUnit, status },
    });
    expect(res.status).toBe(201);
  }
});
afterAll(() => server.close());

describe('the size range', () => {
  it('finds plots entered in any unit, both ends included', async () => {
    expect(await listed('minSize=1350&maxSize=1800')).toEqual(['GV-1', 'GV-3', 'GV-4', 'SM-1']);
    expect(await listed('minSize=150&maxSize=200&sizeUnit=sq%20yd')).toEqual([
      'GV-1',
      'GV-3',
      'GV-4',
      'SM-1',
    ]);
    expect(await listed('minSize=0.25&sizeUnit=acre')).toEqual(['GV-5', 'GV-6']);
    expect(await listed('maxSize=1200')).toEqual(['GV-2']);
  });

  it("answers '1,500 sq ft available in Green Valley?'", async () => {
    const query = `projectId=${valley}&status=Available&minSize=1500&maxSize=1500&sizeUnit=sq%20ft`;
    expect(await listed(query)).toEqual(['GV-1']);
    const page = await get(`/api/plots/filtered?${query}`);
    expect(page.body).toMatchObject({ totalCount: 1, totalCountEstimated: false });
  });

  it('exports what the range finds', async () => {
    const res = await get('/api/plots/export?minSize=0.25&sizeUnit=acre');
    expect(res.status).toBe(200);
    const lines = res.body.trim().split('\r\n').slice(1);
    expect(lines.map((line: string) => line.split(',').slice(0, 4).join(','))).toEqual([
      'GV-5,Green Valley,0.25,acre',
      'GV-6,Green Valley,1500,sq yd',
    ]);
  });

  it.each([
    ['minSize=2000&maxSize=1000', '2000', '1000'],
    ['minSize=-1', '-1', ''],
    ['maxSize=-0.5', '', '-0.5'],
    ['minSize=abc', 'abc', ''],
    ['maxSize=12abc', '', '12abc'],
    ['minSize=10000001', '10000001', ''],
  ])('refuses %s with 400, in the words the filter panel says', async (query, minSize, maxSize) => {
    const { errors } = readPlotSizeRange({ minSize, maxSize });
    const [message] = Object.values(errors);
    for (const path of ['/api/plots/filtered', '/api/plots/export']) {
      const res = await get(`${path}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'validation_failed',
        message: `Invalid query: ${message}`,
        errors,
      });
    }
  });

  it('refuses a unit the product does not have', async () => {
    const res = await get('/api/plots/filtered?minSize=1&sizeUnit=hectare');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      sizeUnit: 'sizeUnit must be one of: sq ft, sq yd, acre',
    });
  });

  it('reads the range from the index of sizes in square feet, within a project or not', async () => {
    const indexesRead = async (filter: PlotFilter) =>
      server.db.transaction(async (tx) => {
        // A handful of rows is read faster from the table; the question is whether it can be.
        await tx.execute(sql`set local enable_seqscan = off`);
        const query = tx.select({ id: plots.id }).from(plots).where(plotFilter(filter));
        const plan = await tx.execute(sql`explain (format json) ${query}`);
        return JSON.stringify(plan).match(/plots_\w+_idx/g);
      });
    expect(await indexesRead({ minSize: 100, maxSize: 200, sizeUnit: 'sq yd' })).toEqual([
      'plots_size_in_sq_ft_idx',
    ]);
    expect(await indexesRead({ projectId: valley, minSize: 1500 })).toEqual([
      'plots_project_size_in_sq_ft_idx',
    ]);
  });
});

describe('a search of a number', () => {
  it('finds the plots of that size, in their own unit', async () => {
    expect(await listed('searchTerm=1500')).toEqual(['GV-1', 'GV-6', 'SM-1']);
    expect(await listed('searchTerm=1%2C500')).toEqual(['GV-1', 'GV-6', 'SM-1']);
    expect(await listed(`searchTerm=1500&projectId=${sunrise}`)).toEqual(['SM-1']);
    expect(await listed('searchTerm=0.25')).toEqual(['GV-5']);
    // The plot numbers it is in are found as before.
    expect(await listed('searchTerm=GV-1')).toEqual(['GV-1']);
  });

  it("finds them in the top bar's search too, each with its size", async () => {
    const res = await get('/api/search?q=1500');
    expect(res.status).toBe(200);
    const plotHits = res.body.groups.find((group: { kind: string }) => group.kind === 'plot');
    expect(
      plotHits.hits.map((hit: { title: string; detail: string }) => [hit.title, hit.detail]),
    ).toEqual([
      ['SM-1', 'Sunrise Meadows · 1,500 sq ft · Available'],
      ['GV-6', 'Green Valley · 1,500 sq yd · Available'],
      ['GV-1', 'Green Valley · 1,500 sq ft · Available'],
    ]);
  });
});
