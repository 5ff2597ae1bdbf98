/**
 * The figures agree with the lists (issue 11): what a dashboard card or cell counts is what the
 * matching list of the real API holds, on a generated business with every status and some
 * bookings overdue.
 */
import type { CalendarDate } from '@plotline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateBusiness } from './support/generated-business';
import { startTestServer, type TestServer } from './support/test-server';

const TODAY: CalendarDate = '2026-11-22';

let server: TestServer;
let admin: { authorization: string };
let summary: any;
beforeAll(async () => {
  server = await startTestServer({ now: new Date('2026-11-22T06:30:00Z') });
  admin = await server.admin();
  await generateBusiness(server.db, 2026, (await server.userWith([])).id, TODAY);
  summary = (await get('/dashboard/summary')).body;
});
afterAll(() => server.close());

async function get(url: string) {
  const res = await server.request({ method: 'GET', url: `/api${url}`, headers: admin });
  expect(res.status, url).toBe(200);
  return res;
}

const totalOf = async (url: string): Promise<number> => (await get(url)).body.totalCount;

describe('the dashboard figures', () => {
  it('count as many bookings and plots as the lists hold', async () => {
    expect(summary.cards.totalBookings).toBeGreaterThan(0);
    expect(summary.cards.totalBookings).toBe(await totalOf('/bookings/filtered'));
    expect(summary.cards.registryDone).toBe(
      await totalOf('/bookings/filtered?bookingStatus=RegistryDone'),
    );
    expect(summary.cards.totalPlots).toBe(await totalOf('/plots/filtered'));
  });

  it('count as many overdue bookings as the overtime list holds', async () => {
    expect(summary.cards.extraTime).toBeGreaterThan(0);
    expect(summary.overtime.totalCount).toBe(summary.cards.extraTime);
    expect(await totalOf('/dashboard/overtime?pageSize=50')).toBe(summary.cards.extraTime);
  });

  it("count each project's plots and bookings as the lists filtered by project do", async () => {
    const rows = summary.projectsOverview.data;
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      const project = `projectId=${row.projectId}`;
      expect(row.totalPlots).toBe(await totalOf(`/plots/filtered?${project}`));
      expect(row.availablePlots).toBe(await totalOf(`/plots/filtered?${project}&status=Available`));
      for (const [column, status] of [
        ['token', 'Token'],
        ['booking', 'Booking'],
        ['registryDone', 'RegistryDone'],
      ]) {
        expect(row[column!], `${row.projectName} ${status}`).toBe(
          await totalOf(`/bookings/filtered?${project}&bookingStatus=${status}`),
        );
      }
    }
  });

  it("count each partner's bookings as the list filtered by partner does", async () => {
    const rows = summary.channelPartnersOverview.data;
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      const partner = `channelPartnerId=${row.channelPartnerId}`;
      expect(row.total).toBe(await totalOf(`/bookings/filtered?${partner}`));
      expect(row.cancelled).toBe(
        await totalOf(`/bookings/filtered?${partner}&bookingStatus=Cancelled`),
      );
    }
  });
});
