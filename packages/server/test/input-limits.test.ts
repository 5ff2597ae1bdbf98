/**
 * Malformed and oversized input answers 400 (413 for a body over the limit) naming what is wrong,
 * changes nothing, and never reaches the database as a 500: the cases of issue 15 and the
 * contract's limits at their edges.
 */
import {
  LIST_LIMITS,
  MAX_COMMISSION_PERCENT,
  MAX_DATABASE_INTEGER,
  MAX_PAGE_SIZE,
  MAX_PLOT_SIZE,
  TEXT_LIMITS,
} from '@plotline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_BODY_LIMIT_BYTES } from '../src/http/body-limit';
import { RAVI_KUMAR, insertPlot, insertProject } from './support/sales-fixtures';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: { authorization: string };
let projectId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
  projectId = await insertProject(server.db, 'Green Valley');
});
afterAll(() => server.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: string | object) =>
  server.request({ method, url, headers: admin, ...(payload === undefined ? {} : { payload }) });

const amenityNames = async (): Promise<string[]> =>
  (await send('GET', '/api/amenities')).body.map((amenity: { name: string }) => amenity.name);

const partnerCount = async (): Promise<number> =>
  (await send('GET', '/api/channelpartners')).body.length;

describe('the malformed requests of issue 15', () => {
  it('refuses a path id past any number, never answering 500', async () => {
    const res = await send('GET', '/api/bookings/99999999999999999999');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'validation_failed',
      message: 'Invalid path: Id must be at most 2,14,74,83,647',
      errors: { id: 'Id must be at most 2,14,74,83,647' },
    });
  });

  it("refuses an id one past the database's integer, and looks the largest one up", async () => {
    const past = await send('PUT', `/api/amenities/${MAX_DATABASE_INTEGER + 1}`, { name: 'Gym' });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual({ id: 'Id must be at most 2,14,74,83,647' });

    const largest = await send('PUT', `/api/amenities/${MAX_DATABASE_INTEGER}`, { name: 'Gym' });
    expect(largest.status).toBe(404);
    expect(largest.body).toEqual({ code: 'not_found', message: 'Amenity not found' });
  });

  it('refuses a NUL character in a name, naming the field and storing nothing', async () => {
    const res = await send('POST', '/api/amenities', { name: 'Club\u0000house' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'validation_failed',
      message: 'Invalid request: Name must not contain the NUL character',
      errors: { name: 'Name must not contain the NUL character' },
    });
    expect(await amenityNames()).not.toContain('Club\u0000house');
  });

  it('refuses a plot of size 1e308 and stores nothing', async () => {
    const res = await send('POST', '/api/plots', { projectId, plotNumber: 'X-1', plotSize: 1e308 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ plotSize: 'Plot size must be at most 1,00,00,000' });
    const stored = (await send('GET', `/api/plots/by-project/${projectId}`)).body;
    expect(stored.map((plot: { plotNumber: string }) => plot.plotNumber)).not.toContain('X-1');
  });
});

describe('the NUL character anywhere', () => {
  it('is refused deep in a body by its dotted path, storing nothing', async () => {
    const before = await partnerCount();
    const res = await send('POST', '/api/channelpartners', {
      ...RAVI_KUMAR,
      individualPersonDetails: {
        ...RAVI_KUMAR.individualPersonDetails,
        associates: [{ associateName: 'Sunil\u0000', mobileNumber: '9876501236' }],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'individualPersonDetails.associates.0.associateName':
        'Associate name must not contain the NUL character',
    });
    expect(await partnerCount()).toBe(before);
  });

  it('is refused in a search', async () => {
    const res = await send('GET', '/api/plots/filtered?searchTerm=A%00B');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      searchTerm: 'Search term must not contain the NUL character',
    });
  });
});

describe('a date PostgreSQL cannot hold', () => {
  it('refuses the year 0000 as no date', async () => {
    const res = await send('GET', '/api/bookings/filtered?startDate=0000-01-01');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ startDate: 'startDate must be a valid date' });
    expect((await send('GET', '/api/bookings/filtered?startDate=0001-01-01')).status).toBe(200);
  });
});

describe('limits at their edge', () => {
  it('takes a name of the longest length and refuses one more character', async () => {
    const longest = 'N'.repeat(TEXT_LIMITS.name);
    expect((await send('POST', '/api/amenities', { name: longest })).status).toBe(201);

    const res = await send('POST', '/api/amenities', { name: `${longest}N` });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ name: 'Name must be at most 200 characters' });
    expect(await amenityNames()).not.toContain(`${longest}N`);
  });

  it('takes the largest plot size and refuses the next number past it', async () => {
    const plot = (plotNumber: string, plotSize: number) =>
      send('POST', '/api/plots', { projectId, plotNumber, plotSize });
    expect((await plot('E-1', MAX_PLOT_SIZE)).status).toBe(201);
    const res = await plot('E-2', MAX_PLOT_SIZE + 0.01);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ plotSize: 'Plot size must be at most 1,00,00,000' });
  });

  it('takes a commission of 100 percent and no more', async () => {
    const partner = (commissionRate: number) =>
      send('POST', '/api/channelpartners', { ...RAVI_KUMAR, commissionRate });
    expect((await partner(MAX_COMMISSION_PERCENT)).status).toBe(201);
    const res = await partner(MAX_COMMISSION_PERCENT + 0.5);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ commissionRate: 'Commission rate must be at most 100' });
  });

  it('takes as many associates as the form allows and refuses one more', async () => {
    const withAssociates = (count: number) =>
      send('POST', '/api/channelpartners', {
        ...RAVI_KUMAR,
        individualPersonDetails: {
          ...RAVI_KUMAR.individualPersonDetails,
          associates: Array.from({ length: count }, (_, index) => ({
            associateName: `Associate ${index + 1}`,
          })),
        },
      });
    const full = await withAssociates(LIST_LIMITS.associates);
    expect(full.status).toBe(201);
    expect(full.body.associatesCount).toBe(LIST_LIMITS.associates);

    const res = await withAssociates(LIST_LIMITS.associates + 1);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'individualPersonDetails.associates': 'Associates can have at most 20 entries',
    });
  });
});

describe('page sizes', () => {
  it.each([1, 7, MAX_PAGE_SIZE])('takes a page of %i rows', async (pageSize) => {
    const res = await send('GET', `/api/plots/filtered?pageSize=${pageSize}`);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeLessThanOrEqual(pageSize);
  });

  it.each([
    [0, 'Page size must be at least 1'],
    [MAX_PAGE_SIZE + 1, 'Page size must be at most 100'],
  ])('refuses a page of %i rows', async (pageSize, message) => {
    const res = await send('GET', `/api/bookings/filtered?pageSize=${pageSize}`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ pageSize: message });
  });

  it('pages through a list one row at a time', async () => {
    const lakeView = await insertProject(server.db, 'Lake View');
    const plotIds = [
      await insertPlot(server.db, lakeView, 'L-1'),
      await insertPlot(server.db, lakeView, 'L-2'),
      await insertPlot(server.db, lakeView, 'L-3'),
    ];
    const pages = [];
    for (const page of [1, 2, 3]) {
      const url = `/api/plots/filtered?projectId=${lakeView}&pageSize=1&page=${page}`;
      pages.push((await send('GET', url)).body);
    }
    expect(pages.map((page) => page.data.map((plot: { id: number }) => plot.id))).toEqual(
      plotIds.map((id) => [id]),
    );
    expect(pages[0]).toMatchObject({ totalCount: 3, totalPages: 3, hasNextPage: true });
    expect(pages[2]).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });
});

describe('a body over the limit', () => {
  it('answers 413 with the JSON error and stores nothing', async () => {
    const name = 'x'.repeat(REQUEST_BODY_LIMIT_BYTES);
    const res = await server.request({
      method: 'POST',
      url: '/api/amenities',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: JSON.stringify({ name }),
    });
    expect(res.status).toBe(413);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({
      code: 'payload_too_large',
      message: 'The request body is larger than 1 MB',
    });
    expect(await amenityNames()).not.toContain(name);
  });
});
