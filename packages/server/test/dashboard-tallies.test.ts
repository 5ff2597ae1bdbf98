/**
 * The dashboard's tallies after a day's mixed work through the API: bookings created, edited onto
 * another project, plot, partner, date and status, moved through the workflow, cancelled and
 * deleted; plots created, edited and deleted; a project deleted with its plots. Every tally must
 * equal a count from scratch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  bookedOn,
  RAVI_KUMAR,
  tokenBookingBody,
  registryDoneDirectSaleBody,
} from './support/sales-fixtures';
import { talliesAndRecounts } from './support/tally-recount';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: { authorization: string };
beforeAll(async () => {
  server = await startTestServer({ now: new Date('2026-11-22T06:30:00Z') });
  admin = await server.admin();
});
afterAll(() => server.close());

async function send(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  const res = await server.request({ method, url: `/api${url}`, headers: admin, payload });
  expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

const project = async (name: string): Promise<number> =>
  (
    await send('POST', '/projects', {
      name,
      totalProjectArea: 10000,
      roadsArea: 1000,
      totalSaleableArea: 1000,
    })
  ).id;
const plot = async (projectId: number, plotNumber: string): Promise<number> =>
  (await send('POST', '/plots', { projectId, plotNumber, plotSize: 1200 })).id;
const partner = async (name: string): Promise<number> =>
  (await send('POST', '/channelpartners', { ...RAVI_KUMAR, name })).id;

/** Bookings in four months, the first two overdue by the test's today. */
const BOOKING_DATES = ['2026-06-10', '2026-07-10', '2026-09-10', '2026-11-10'];

const CONFIRM = { newStatus: 'Booking', remark: 'Booking amount received' };
const CANCEL = { newStatus: 'Cancelled', remark: 'Owner withdrew', cancellationReason: 'No loan' };
const REGISTER = {
  newStatus: 'RegistryDone',
  remark: 'Sale deed registered',
  actualRegistryDate: '2026-11-21',
  registrationNumber: 'RJ-JPR-2026-0412',
  // Nothing is paid on these bookings: registered anyway, as the dialog confirms it.
  acceptOutstanding: true,
};

describe('the dashboard tallies', () => {
  it('equal a recount after a mixed workload through the API', async () => {
    const [green, lotus, closing] = [
      await project('Green Valley'),
      await project('Lotus Greens'),
      await project('Closing Soon'),
    ];
    const greenPlots = [];
    for (let i = 1; i <= 6; i += 1) greenPlots.push(await plot(green, `G-${i}`));
    const lotusPlots = [await plot(lotus, 'L-1'), await plot(lotus, 'L-2')];
    await plot(closing, 'C-1');
    const [ravi, anand] = [await partner('Ravi Kumar'), await partner('Anand Realty')];

    const bookings = [];
    for (const [i, plotId] of greenPlots.slice(0, 4).entries()) {
      const body = tokenBookingBody(
        { projectId: green, plotId, channelPartnerId: i % 2 === 0 ? ravi : anand },
        bookedOn(BOOKING_DATES[i]!),
      );
      bookings.push(await send('POST', '/bookings', body));
    }
    const direct = await send(
      'POST',
      '/bookings',
      registryDoneDirectSaleBody({ projectId: lotus, plotId: lotusPlots[0]! }),
    );

    // An edit that moves a booking to another project, plot, partner, date and status at once.
    const moved = bookings[0];
    await send('PUT', `/bookings/${moved.id}`, {
      ...tokenBookingBody(
        { projectId: lotus, plotId: lotusPlots[1]!, channelPartnerId: anand },
        { bookingStatus: 'Booking', ...bookedOn('2026-10-01') },
      ),
      version: moved.version,
    });
    // An edit that moves nothing the tallies count.
    const kept = bookings[1];
    await send('PUT', `/bookings/${kept.id}`, {
      ...tokenBookingBody(
        { projectId: green, plotId: kept.plotId, channelPartnerId: anand },
        {
          bookingDate: kept.bookingDate,
          tokenDate: kept.tokenDate,
          registryDate: kept.registryDate,
          notes: 'Called back',
        },
      ),
      version: kept.version,
    });
    await send('PATCH', `/bookings/${bookings[2].id}/status`, CONFIRM);
    await send('PATCH', `/bookings/${bookings[2].id}/status`, REGISTER);
    await send('PATCH', `/bookings/${bookings[3].id}/status`, CANCEL);
    // The cancelled booking's plot is free again: book it anew, then delete that booking.
    const rebooked = await send(
      'POST',
      '/bookings',
      tokenBookingBody({ projectId: green, plotId: bookings[3].plotId, channelPartnerId: ravi }),
    );
    await send('DELETE', `/bookings/${rebooked.id}`);
    await send('DELETE', `/bookings/${direct.id}`);

    await send('PUT', `/plots/${greenPlots[5]}`, {
      projectId: green,
      plotNumber: 'G-6',
      plotSize: 1500,
      status: 'Hold',
    });
    await send('PUT', `/plots/${greenPlots[4]}`, {
      projectId: lotus,
      plotNumber: 'L-3',
      plotSize: 1200,
    });
    await send('DELETE', `/plots/${greenPlots[5]}`);
    await send('DELETE', `/projects/${closing}`);

    const { kept: tallies, recounted } = await talliesAndRecounts(server.db);
    // The workload must reach every tally, or equality proves little.
    for (const rows of Object.values(recounted)) expect(rows.length).toBeGreaterThan(0);
    expect(tallies).toEqual(recounted);
  });

  it('empty with the tables they count when those are truncated', async () => {
    await server.db.execute(sql`truncate bookings, plots cascade`);
    const { kept: tallies, recounted } = await talliesAndRecounts(server.db);
    expect(Object.values(recounted).flat()).toEqual([]);
    expect(tallies).toEqual(recounted);
  });
});
