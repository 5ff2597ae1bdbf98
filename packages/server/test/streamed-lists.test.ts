/**
 * The full lists and the exports are written a batch at a time: over a few thousand bookings
 * they hold what the paged list holds, in its order, as the JSON text a whole array serializes
 * to; and a database failing part way cuts the answer short instead of passing it off as whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { accessTokens } from '../src/auth/access-tokens';
import { configFromEnv } from '../src/config';
import { streamedList } from '../src/http/streamed-list';
import { HANDLERS } from '../src/routes';
import { bookingsListed } from '../src/routes/bookings/booking-queries';
import { seedScaleBusiness } from '../src/seed/scale/scale-business';
import { ADMIN_ID } from './support/sales-fixtures';
import { startTestServer, type TestServer } from './support/test-server';

const BOOKINGS = 2500;
const PAGE_SIZE = 50;

describe('streamed full lists', () => {
  let server: TestServer;
  let headers: { authorization: string };

  /** Every row of a paged list, page after page. */
  async function everyPage(url: string): Promise<unknown[]> {
    const rows: unknown[] = [];
    for (let page = 1; ; page += 1) {
      const res = await server.request({
        method: 'GET',
        url: `${url}?page=${page}&pageSize=${PAGE_SIZE}`,
        headers,
      });
      rows.push(...(res.body as { data: unknown[] }).data);
      if (!(res.body as { hasNextPage: boolean }).hasNextPage) return rows;
    }
  }

  beforeAll(async () => {
    server = await startTestServer();
    headers = await server.admin();
    await seedScaleBusiness(
      server.db,
      ADMIN_ID,
      server.clock.today(),
      { bookings: BOOKINGS },
      () => {},
    );
  });
  afterAll(() => server.close());

  it('lists every booking as the pages do, in their order, as JSON.stringify writes it', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/bookings', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const listed = JSON.parse(res.body) as unknown[];
    expect(listed).toHaveLength(BOOKINGS);
    expect(res.body).toBe(JSON.stringify(listed));
    expect(listed).toEqual(await everyPage('/api/bookings/filtered'));
  });

  it('lists every plot as the pages do', async () => {
    const res = await server.request({ method: 'GET', url: '/api/plots', headers });
    expect(res.body.length).toBeGreaterThan(BOOKINGS);
    expect(res.body).toEqual(await everyPage('/api/plots/filtered'));
  });

  it('exports every booking, a line each in the list order', async () => {
    const [list, csv] = await Promise.all([
      server.request({ method: 'GET', url: '/api/bookings', headers }),
      server.request({ method: 'GET', url: '/api/bookings/export', headers }),
    ]);
    const lines = (csv.body as string).split('\r\n');
    expect(lines[0]).toMatch(/^Booking Number,Project,Plot,/);
    expect(lines.at(-1)).toBe('');
    const numbers = lines.slice(1, -1).map((line) => line.split(',')[0]);
    expect(numbers).toEqual((list.body as { bookingNumber: string }[]).map((b) => b.bookingNumber));
  });

  /** The server, but for a full bookings list whose database fails at the nth batch of 100. */
  function failingAtBatch(failing: number) {
    const listed = { ...bookingsListed({}), batchSize: 100 };
    let batches = 0;
    return buildApp({
      db: server.db,
      clock: server.clock,
      config: { ...configFromEnv({}), demoData: false },
      accessTokens: accessTokens('plotline-test-secret'),
      handlers: {
        ...HANDLERS,
        async listBookings({ db }) {
          return streamedList(db, {
            ...listed,
            rows: async (tx, ids) => {
              batches += 1;
              if (batches === failing) throw new Error('The database went away');
              return listed.rows(tx, ids);
            },
          });
        },
      },
    });
  }

  it('cuts the answer short when the database fails after the first batch', async () => {
    const app = await failingAtBatch(2);
    const answer = app.inject({ method: 'GET', url: '/api/bookings', headers });
    await expect(answer).rejects.toThrow('response destroyed before completion');
    await app.close();
  });

  it('answers with the error when the database fails before the first batch', async () => {
    const app = await failingAtBatch(1);
    const res = await app.inject({ method: 'GET', url: '/api/bookings', headers });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toHaveProperty('message');
  });
});
