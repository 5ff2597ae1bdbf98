import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plots, users } from '../src/db/schema';
import { bookPlotDirectly } from './support/sales-fixtures';
import { startTestServer, type TestServer } from './support/test-server';

const NOW = new Date('2026-11-22T06:30:00Z');

let server: TestServer;
let admin: { authorization: string };
let adminId: number;

async function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return server.request({ method, url, headers: admin, ...(payload ? { payload } : {}) });
}

async function createProject(name: string) {
  const res = await send('POST', '/api/projects', {
    name,
    totalProjectArea: 435600,
    roadsArea: 87120,
    totalSaleableArea: 38720,
  });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

type PlotBody = {
  projectId: number;
  plotNumber: string;
  plotSize?: number;
  sizeUnit?: string;
  status?: string;
  remark?: string | null;
  createdBy?: number;
};

async function createPlot(body: PlotBody) {
  const res = await send('POST', '/api/plots', { plotSize: 1200, ...body });
  expect(res.status).toBe(201);
  return res.body as { id: number; plotNumber: string; status: string };
}

let greenValley: number;
let sunrise: number;

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  admin = await server.admin();
  const [row] = await server.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'admin'));
  adminId = row!.id;
  greenValley = await createProject('Green Valley');
  sunrise = await createProject('Sunrise Meadows');
});
afterAll(() => server.close());

describe('createPlot', () => {
  it('adds an available plot as the signed-in user', async () => {
    const res = await send('POST', '/api/plots', {
      projectId: greenValley,
      plotNumber: 'C-101',
      plotSize: 1200,
      sizeUnit: 'sq ft',
      status: 'Available',
      remark: 'Corner plot, east facing',
      createdBy: 999,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      projectId: greenValley,
      projectName: 'Green Valley',
      plotNumber: 'C-101',
      plotSize: 1200,
      sizeUnit: 'sq ft',
      status: 'Available',
      remark: 'Corner plot, east facing',
      createdBy: adminId,
      createdAt: NOW.toISOString(),
    });
  });

  it('makes a plot Available in sq ft when status and unit are left out', async () => {
    const res = await send('POST', '/api/plots', {
      projectId: greenValley,
      plotNumber: ' C-102 ',
      plotSize: 1500.5,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      plotNumber: 'C-102',
      plotSize: 1500.5,
      sizeUnit: 'sq ft',
      status: 'Available',
      remark: null,
    });
  });

  it('refuses a number the project already has, in any letter case (409)', async () => {
    await createPlot({ projectId: greenValley, plotNumber: 'D-1' });
    const res = await send('POST', '/api/plots', {
      projectId: greenValley,
      plotNumber: 'd-1',
      plotSize: 900,
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'duplicate',
      message: 'Plot number d-1 already exists in this project',
      errors: { plotNumber: 'Plot number d-1 already exists in this project' },
    });
  });

  it('allows the same number in another project', async () => {
    await createPlot({ projectId: greenValley, plotNumber: 'E-1' });
    const other = await createPlot({ projectId: sunrise, plotNumber: 'E-1' });
    expect(other.plotNumber).toBe('E-1');
  });

  it('refuses a plot number with spaces inside', async () => {
    const res = await send('POST', '/api/plots', {
      projectId: greenValley,
      plotNumber: 'A 101',
      plotSize: 1200,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ plotNumber: 'Plot number cannot contain spaces' });
  });

  it('takes a size in sq yd or acres, and refuses any other unit, storing nothing', async () => {
    const inSqYd = await send('POST', '/api/plots', {
      projectId: greenValley,
      plotNumber: 'Y-1',
      plotSize: 200,
      sizeUnit: 'sq yd',
    });
    expect(inSqYd.status).toBe(201);
    expect(inSqYd.body.sizeUnit).toBe('sq yd');
    const before = (await send('GET', '/api/plots')).body.length;
    const res = await send('POST', '/api/plots', {
      projectId: greenValley,
      plotNumber: 'H-1',
      plotSize: 2,
      sizeUnit: 'hectare',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('sizeUnit');
    expect((await send('GET', '/api/plots')).body.length).toBe(before);
  });

  it('refuses a size of 0 and a blank number with the domain messages, storing nothing', async () => {
    const before = (await send('GET', '/api/plots')).body.length;
    const res = await send('POST', '/api/plots', {
      projectId: greenValley,
      plotNumber: '  ',
      plotSize: 0,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      plotNumber: 'Plot number is required',
      plotSize: 'Plot size must be greater than 0',
    });
    expect((await send('GET', '/api/plots')).body.length).toBe(before);
  });

  it('refuses a project that does not exist (400)', async () => {
    const res = await send('POST', '/api/plots', {
      projectId: 999,
      plotNumber: 'Z-1',
      plotSize: 100,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'validation_failed',
      message: 'Project 999 does not exist',
      errors: { projectId: 'Project 999 does not exist' },
    });
  });

  it('needs plots.create', async () => {
    const viewer = await server.userWith(['plots.view']);
    const res = await server.request({
      method: 'POST',
      url: '/api/plots',
      headers: viewer.headers,
      payload: { projectId: greenValley, plotNumber: 'F-1', plotSize: 100 },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You need the plots.create permission to do this');
  });
});

describe('getPlot', () => {
  it('answers the plot with its project name', async () => {
    const plot = await createPlot({ projectId: sunrise, plotNumber: 'G-1', remark: 'Park facing' });
    const res = await send('GET', `/api/plots/${plot.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: plot.id,
      projectName: 'Sunrise Meadows',
      plotNumber: 'G-1',
      remark: 'Park facing',
    });
  });

  it('answers 404 for an unknown plot', async () => {
    const res = await send('GET', '/api/plots/999');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'Plot not found' });
  });
});

describe('updatePlot', () => {
  it('grows the plot', async () => {
    const plot = await createPlot({ projectId: greenValley, plotNumber: 'H-1', remark: 'Corner' });
    const res = await send('PUT', `/api/plots/${plot.id}`, {
      projectId: greenValley,
      plotNumber: 'H-1',
      plotSize: 1250,
      sizeUnit: 'sq ft',
      status: 'Available',
      remark: 'Corner, extended',
      createdBy: 999,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: plot.id,
      plotSize: 1250,
      remark: 'Corner, extended',
      createdBy: adminId,
    });
    expect((await send('GET', `/api/plots/${plot.id}`)).body.plotSize).toBe(1250);
  });

  it('moves an unbooked plot to another project and puts it on hold', async () => {
    const plot = await createPlot({ projectId: greenValley, plotNumber: 'H-2' });
    const res = await send('PUT', `/api/plots/${plot.id}`, {
      projectId: sunrise,
      plotNumber: 'H-2',
      plotSize: 1200,
      status: 'Hold',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      projectId: sunrise,
      projectName: 'Sunrise Meadows',
      status: 'Hold',
    });
  });

  it('lets a plot keep its own number in another letter case', async () => {
    const plot = await createPlot({ projectId: greenValley, plotNumber: 'h-3' });
    const res = await send('PUT', `/api/plots/${plot.id}`, {
      projectId: greenValley,
      plotNumber: 'H-3',
      plotSize: 1200,
    });
    expect(res.status).toBe(200);
    expect(res.body.plotNumber).toBe('H-3');
  });

  it('refuses a number another plot of the project has (409) and changes nothing', async () => {
    await createPlot({ projectId: greenValley, plotNumber: 'I-2' });
    const plot = await createPlot({ projectId: greenValley, plotNumber: 'I-1' });
    const res = await send('PUT', `/api/plots/${plot.id}`, {
      projectId: greenValley,
      plotNumber: 'I-2',
      plotSize: 1300,
    });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({
      plotNumber: 'Plot number I-2 already exists in this project',
    });
    expect((await send('GET', `/api/plots/${plot.id}`)).body).toMatchObject({
      plotNumber: 'I-1',
      plotSize: 1200,
    });
  });

  it('refuses to make a booked plot available (409)', async () => {
    const plot = await createPlot({ projectId: greenValley, plotNumber: 'J-1', remark: 'Park' });
    const bookingNumber = await bookPlotDirectly(server.db, {
      projectId: greenValley,
      plotId: plot.id,
    });
    const res = await send('PUT', `/api/plots/${plot.id}`, {
      projectId: greenValley,
      plotNumber: 'J-1',
      plotSize: 1200,
      status: 'Available',
      remark: 'Park',
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'plot_held_by_booking',
      message: `Plot J-1 is held by booking ${bookingNumber} and cannot be made available`,
    });
    expect((await send('GET', `/api/plots/${plot.id}`)).body.status).toBe('Booked');
  });

  it("refuses any other change of a booked plot's status, or moving it (409)", async () => {
    const plot = await createPlot({ projectId: greenValley, plotNumber: 'J-2' });
    const bookingNumber = await bookPlotDirectly(
      server.db,
      { projectId: greenValley, plotId: plot.id },
      'Booking',
    );
    const sold = await send('PUT', `/api/plots/${plot.id}`, {
      projectId: greenValley,
      plotNumber: 'J-2',
      plotSize: 1200,
      status: 'Sold',
    });
    expect(sold.status).toBe(409);
    expect(sold.body.message).toBe(
      `Plot J-2 is held by booking ${bookingNumber}; its status follows the booking`,
    );
    const moved = await send('PUT', `/api/plots/${plot.id}`, {
      projectId: sunrise,
      plotNumber: 'J-2',
      plotSize: 1200,
      status: 'Booked',
    });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(
      `Plot J-2 is held by booking ${bookingNumber} and cannot be moved to another project`,
    );
  });

  it('lets a booked plot be edited when its status stays', async () => {
    const plot = await createPlot({ projectId: greenValley, plotNumber: 'J-3' });
    await bookPlotDirectly(server.db, { projectId: greenValley, plotId: plot.id }, 'RegistryDone');
    const res = await send('PUT', `/api/plots/${plot.id}`, {
      projectId: greenValley,
      plotNumber: 'J-3',
      plotSize: 1210,
      status: 'Booked',
      remark: 'Measured again',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ plotSize: 1210, status: 'Booked', remark: 'Measured again' });
  });

  it('frees a plot whose only booking is cancelled', async () => {
    const plot = await createPlot({ projectId: greenValley, plotNumber: 'J-4', status: 'Hold' });
    await bookPlotDirectly(server.db, { projectId: greenValley, plotId: plot.id }, 'Cancelled');
    const res = await send('PUT', `/api/plots/${plot.id}`, {
      projectId: greenValley,
      plotNumber: 'J-4',
      plotSize: 1200,
      status: 'Available',
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('Available');
  });

  it('refuses invalid input with the domain message', async () => {
    const plot = await createPlot({ projectId: greenValley, plotNumber: 'K-1' });
    const res = await send('PUT', `/api/plots/${plot.id}`, {
      projectId: greenValley,
      plotNumber: 'K 1',
      plotSize: -5,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      plotNumber: 'Plot number cannot contain spaces',
      plotSize: 'Plot size must be greater than 0',
    });
  });

  it('answers 404 for an unknown plot', async () => {
    const res = await send('PUT', '/api/plots/999', {
      projectId: greenValley,
      plotNumber: 'A-101',
      plotSize: 1250,
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Plot not found');
  });

  it('needs plots.edit', async () => {
    const creator = await server.userWith(['plots.view', 'plots.create']);
    const res = await server.request({
      method: 'PUT',
      url: '/api/plots/1',
      headers: creator.headers,
      payload: { projectId: greenValley, plotNumber: 'A-101', plotSize: 1250 },
    });
    expect(res.status).toBe(403);
  });
});

describe('deletePlot', () => {
  it('deletes an unbooked plot', async () => {
    const plot = await createPlot({ projectId: greenValley, plotNumber: 'L-1' });
    const res = await send('DELETE', `/api/plots/${plot.id}`);
    expect(res.status).toBe(204);
    expect((await send('GET', `/api/plots/${plot.id}`)).status).toBe(404);
  });

  it('keeps a plot a booking refers to, even a cancelled one (409)', async () => {
    for (const [number, status] of [
      ['L-2', 'Token'],
      ['L-3', 'Cancelled'],
    ] as const) {
      const plot = await createPlot({ projectId: greenValley, plotNumber: number });
      await bookPlotDirectly(server.db, { projectId: greenValley, plotId: plot.id }, status);
      const res = await send('DELETE', `/api/plots/${plot.id}`);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        code: 'in_use',
        message: `Plot ${number} cannot be deleted because bookings refer to it`,
      });
      expect((await send('GET', `/api/plots/${plot.id}`)).status).toBe(200);
    }
  });

  it('answers 404 for an unknown plot', async () => {
    const res = await send('DELETE', '/api/plots/999');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Plot not found');
  });

  it('needs plots.delete, and a signed-in caller', async () => {
    const plot = await createPlot({ projectId: greenValley, plotNumber: 'L-4' });
    const editor = await server.userWith(['plots.view', 'plots.edit']);
    const refused = await server.request({
      method: 'DELETE',
      url: `/api/plots/${plot.id}`,
      headers: editor.headers,
    });
    expect(refused.status).toBe(403);
    const anonymous = await server.request({ method: 'DELETE', url: `/api/plots/${plot.id}` });
    expect(anonymous.status).toBe(401);
    expect((await send('GET', `/api/plots/${plot.id}`)).status).toBe(200);
  });
});

describe('the plot lists', () => {
  let fresh: TestServer;
  let headers: { authorization: string };
  let meadows: number;
  let valley: number;
  const ids: Record<string, number> = {};

  async function list(url: string) {
    const res = await fresh.request({ method: 'GET', url, headers });
    expect(res.status).toBe(200);
    return res.body;
  }

  const numbers = (rows: { plotNumber: string }[]) => rows.map((row) => row.plotNumber);

  beforeAll(async () => {
    fresh = await startTestServer({ now: NOW });
    headers = await fresh.admin();
    const project = async (name: string) =>
      (
        await fresh.request({
          method: 'POST',
          url: '/api/projects',
          headers,
          payload: { name, totalProjectArea: 10000, roadsArea: 0, totalSaleableArea: 0 },
        })
      ).body.id as number;
    valley = await project('Green Valley');
    meadows = await project('sunrise Meadows');
    const rows: [number, string, number, string, string | null][] = [
      [valley, 'A-10', 1500, 'Available', 'Corner plot, east facing'],
      [valley, 'A-2', 1200, 'Hold', null],
      [valley, 'a-1', 1200, 'Available', '50% paid'],
      [valley, 'B-1', 900, 'Sold', 'Near the corner shop'],
      [valley, 'CLUB', 3000, 'Hold', null],
      [meadows, 'A-3', 1800, 'Available', 'Park facing'],
      [meadows, '-7', 600, 'Booked', '=SUM(A1)'],
    ];
    for (const [projectId, plotNumber, plotSize, status, remark] of rows) {
      const res = await fresh.request({
        method: 'POST',
        url: '/api/plots',
        headers,
        payload: { projectId, plotNumber, plotSize, status, remark },
      });
      expect(res.status).toBe(201);
      ids[plotNumber] = res.body.id;
    }
    // Created at different instants, newest last in insertion order but not in number order.
    const createdAt = ['2026-01-05', '2026-03-01', '2026-02-01', '2026-04-01', '2026-05-01'];
    for (const [index, plotNumber] of ['A-10', 'A-2', 'a-1', 'B-1', 'CLUB'].entries()) {
      await fresh.db
        .update(plots)
        .set({ createdAt: new Date(`${createdAt[index]}T10:00:00Z`) })
        .where(eq(plots.id, ids[plotNumber]!));
    }
  });
  afterAll(() => fresh.close());

  it('lists every plot in natural plot-number order', async () => {
    expect(numbers(await list('/api/plots'))).toEqual([
      '-7',
      'a-1',
      'A-2',
      'A-3',
      'A-10',
      'B-1',
      'CLUB',
    ]);
  });

  it('lists the available plots only', async () => {
    const rows = await list('/api/plots/available');
    expect(numbers(rows)).toEqual(['a-1', 'A-3', 'A-10']);
    expect(rows.every((row: { status: string }) => row.status === 'Available')).toBe(true);
  });

  it("lists a project's plots, and 404s an unknown project", async () => {
    expect(numbers(await list(`/api/plots/by-project/${meadows}`))).toEqual(['-7', 'A-3']);
    const res = await fresh.request({ method: 'GET', url: '/api/plots/by-project/999', headers });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'Project not found' });
  });

  it('answers the first page with the defaults: 10 by plot number', async () => {
    const page = await list('/api/plots/filtered');
    expect(numbers(page.data)).toEqual(['-7', 'a-1', 'A-2', 'A-3', 'A-10', 'B-1', 'CLUB']);
    expect(page).toMatchObject({
      totalCount: 7,
      totalPages: 1,
      hasNextPage: false,
      hasPreviousPage: false,
      totalCountEstimated: false,
    });
    expect(page.data[1]).toEqual({
      id: ids['a-1'],
      projectId: valley,
      projectName: 'Green Valley',
      plotNumber: 'a-1',
      plotSize: 1200,
      sizeUnit: 'sq ft',
      status: 'Available',
      remark: '50% paid',
      createdBy: expect.any(Number),
      createdAt: '2026-02-01T10:00:00.000Z',
    });
  });

  it('pages in the database', async () => {
    const second = await list('/api/plots/filtered?page=2&pageSize=5');
    expect(numbers(second.data)).toEqual(['B-1', 'CLUB']);
    expect(second).toMatchObject({
      totalCount: 7,
      totalPages: 2,
      hasNextPage: false,
      hasPreviousPage: true,
      totalCountEstimated: false,
    });
    const past = await list('/api/plots/filtered?page=3&pageSize=5');
    expect(past).toMatchObject({ data: [], totalCount: 7, totalPages: 2, hasPreviousPage: true });
  });

  it('sorts by plot number descending', async () => {
    const page = await list('/api/plots/filtered?sortBy=PlotNumber&sortOrder=desc');
    expect(numbers(page.data)).toEqual(['CLUB', 'B-1', 'A-10', 'A-3', 'A-2', 'a-1', '-7']);
  });

  it('sorts by size, then plot number', async () => {
    const asc = await list('/api/plots/filtered?sortBy=PlotSize&sortOrder=asc');
    expect(numbers(asc.data)).toEqual(['-7', 'B-1', 'a-1', 'A-2', 'A-10', 'A-3', 'CLUB']);
    const desc = await list('/api/plots/filtered?sortBy=PlotSize&sortOrder=desc');
    expect(numbers(desc.data)).toEqual(['CLUB', 'A-3', 'A-10', 'a-1', 'A-2', 'B-1', '-7']);
  });

  it('sorts by status, by project name and by creation', async () => {
    const byStatus = await list('/api/plots/filtered?sortBy=Status');
    expect(numbers(byStatus.data)).toEqual(['a-1', 'A-3', 'A-10', '-7', 'A-2', 'CLUB', 'B-1']);
    const byProject = await list('/api/plots/filtered?sortBy=ProjectName&sortOrder=desc');
    expect(numbers(byProject.data)).toEqual(['-7', 'A-3', 'a-1', 'A-2', 'A-10', 'B-1', 'CLUB']);
    const byCreation = await list('/api/plots/filtered?sortBy=CreatedAt&sortOrder=desc');
    expect(numbers(byCreation.data)).toEqual(['-7', 'A-3', 'CLUB', 'B-1', 'A-2', 'a-1', 'A-10']);
  });

  it('keeps equal keys in one order across pages', async () => {
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      pages.push(...(await list(`/api/plots/filtered?sortBy=Status&pageSize=5&page=${page}`)).data);
    }
    expect(numbers(pages)).toEqual(['a-1', 'A-3', 'A-10', '-7', 'A-2', 'CLUB', 'B-1']);
  });

  it('filters by project, status and plot number', async () => {
    const available = await list(`/api/plots/filtered?projectId=${valley}&status=Available`);
    expect(numbers(available.data)).toEqual(['a-1', 'A-10']);
    expect(available.totalCount).toBe(2);
    const byNumber = await list('/api/plots/filtered?plotNumber=a-1');
    expect(numbers(byNumber.data)).toEqual(['a-1', 'A-10']);
  });

  it('searches plot number, project name and remark, case-insensitively', async () => {
    expect(numbers((await list('/api/plots/filtered?searchTerm=CORNER')).data)).toEqual([
      'A-10',
      'B-1',
    ]);
    expect(numbers((await list('/api/plots/filtered?searchTerm=sunrise')).data)).toEqual([
      '-7',
      'A-3',
    ]);
    expect(numbers((await list('/api/plots/filtered?searchTerm=club')).data)).toEqual(['CLUB']);
    // A percent sign is searched for, not a wildcard.
    expect(numbers((await list('/api/plots/filtered?searchTerm=50%25')).data)).toEqual(['a-1']);
    expect(numbers((await list('/api/plots/filtered?searchTerm=%20%20')).data)).toHaveLength(7);
  });

  it('combines every filter of the panel', async () => {
    const page = await list(
      `/api/plots/filtered?page=1&pageSize=10&sortBy=PlotNumber&sortOrder=asc&searchTerm=corner&projectId=${valley}&plotNumber=A-1&status=Available`,
    );
    expect(page).toMatchObject({
      data: [{ id: ids['A-10'], status: 'Available', remark: 'Corner plot, east facing' }],
      totalCount: 1,
    });
  });

  it('refuses a sort or page size the contract does not offer', async () => {
    for (const query of ['sortBy=Remark', 'pageSize=101', 'page=0', 'status=Lost']) {
      const res = await fresh.request({
        method: 'GET',
        url: `/api/plots/filtered?${query}`,
        headers,
      });
      expect(res.status).toBe(400);
    }
  });

  it('exports the filtered plots as CSV, in the list order, across all pages', async () => {
    const res = await fresh.request({
      method: 'GET',
      url: '/api/plots/export?sortBy=PlotNumber&sortOrder=desc&status=Available',
      headers,
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="plots-2026-11-22.csv"');
    expect(res.body).toBe(
      [
        'Plot Number,Project Name,Plot Size,Size Unit,Status,Remark,Created At',
        'A-10,Green Valley,1500,sq ft,Available,"Corner plot, east facing",2026-01-05T10:00:00.000Z',
        `A-3,sunrise Meadows,1800,sq ft,Available,Park facing,${NOW.toISOString()}`,
        'a-1,Green Valley,1200,sq ft,Available,50% paid,2026-02-01T10:00:00.000Z',
        '',
      ].join('\r\n'),
    );
  });

  it('exports a cell that starts like a formula as text', async () => {
    const res = await fresh.request({
      method: 'GET',
      url: `/api/plots/export?projectId=${meadows}&status=Booked`,
      headers,
    });
    expect(res.body.split('\r\n')[1]).toBe(
      `'-7,sunrise Meadows,600,sq ft,Booked,'=SUM(A1),${NOW.toISOString()}`,
    );
  });

  it('needs plots.view for every list, and a signed-in caller', async () => {
    const projectsOnly = await fresh.userWith(['projects.view']);
    for (const url of [
      '/api/plots',
      '/api/plots/available',
      `/api/plots/by-project/${valley}`,
      '/api/plots/filtered',
      '/api/plots/export',
      `/api/plots/${ids['A-2']}`,
    ]) {
      const refused = await fresh.request({ method: 'GET', url, headers: projectsOnly.headers });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('You need the plots.view permission to do this');
      const anonymous = await fresh.request({ method: 'GET', url });
      expect(anonymous.status).toBe(401);
    }
  });
});
