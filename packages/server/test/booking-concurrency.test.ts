/**
 * Races on one plot and one booking: the database, not luck, decides who wins, and every loser
 * hears 409 rather than a server error. Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { BOOKING_CONFLICT_MESSAGE } from '@plotline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bookings, bookingStatusChanges, plots } from '../src/db/schema';
import {
  insertChannelPartner,
  insertPlot,
  insertProject,
  plotStatus,
  tokenBookingBody,
} from './support/sales-fixtures';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: { authorization: string };
let projectId: number;
let partnerId: number;

beforeAll(async () => {
  server = await startTestServer({ now: new Date('2026-11-22T06:30:00Z') });
  admin = await server.admin();
  projectId = await insertProject(server.db, 'Green Valley');
  partnerId = await insertChannelPartner(server.db, 'Ravi Kumar');
});
afterAll(() => server.close());

const book = (plotId: number, owner: string) =>
  server.request({
    method: 'POST',
    url: '/api/bookings',
    headers: admin,
    payload: tokenBookingBody(
      { projectId, plotId, channelPartnerId: partnerId },
      { plotOwnerName: owner },
    ),
  });

it('50 simultaneous bookings of one plot make exactly one booking and 49 refusals', async () => {
  const plotId = await insertPlot(server.db, projectId, 'A-101');
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) => book(plotId, `Buyer ${i}`)),
  );
  const statuses = answers.map((a) => a.status);
  expect(statuses.filter((s) => s === 201)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(49);
  for (const refused of answers.filter((a) => a.status === 409)) {
    expect(refused.body).toEqual({ code: 'plot_not_available', message: 'Plot is not available' });
  }
  const winner = answers.find((a) => a.status === 201)!.body;
  const stored = await server.db.select().from(bookings).where(eq(bookings.plotId, plotId));
  expect(stored.map((b) => b.id)).toEqual([winner.id]);
  expect(await plotStatus(server.db, plotId)).toBe('Booked');
  const history = await server.db
    .select()
    .from(bookingStatusChanges)
    .where(eq(bookingStatusChanges.bookingId, winner.id));
  expect(history).toHaveLength(1);
});

it('the live-booking index refuses a second booking even when the plot wrongly reads Available', async () => {
  const plotId = await insertPlot(server.db, projectId, 'A-102');
  expect((await book(plotId, 'First Buyer')).status).toBe(201);
  // Someone set the plot back by hand while its booking is still live.
  await server.db.update(plots).set({ status: 'Available' }).where(eq(plots.id, plotId));
  const second = await book(plotId, 'Second Buyer');
  expect(second.status).toBe(409);
  expect(second.body).toEqual({ code: 'plot_not_available', message: 'Plot is not available' });
  const stored = await server.db.select().from(bookings).where(eq(bookings.plotId, plotId));
  expect(stored.map((b) => b.plotOwnerName)).toEqual(['First Buyer']);
  expect(await plotStatus(server.db, plotId)).toBe('Available');
});

it('of 10 simultaneous saves of one version, exactly one wins and the rest are told it changed', async () => {
  const plotId = await insertPlot(server.db, projectId, 'A-103');
  const booking = (await book(plotId, 'Anil Mehta')).body;
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      server.request({
        method: 'PUT',
        url: `/api/bookings/${booking.id}`,
        headers: admin,
        payload: {
          ...tokenBookingBody({ projectId, plotId, channelPartnerId: partnerId }),
          notes: `Save ${i}`,
          version: 1,
        },
      }),
    ),
  );
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  const refused = answers.filter((a) => a.status === 409);
  expect(refused).toHaveLength(9);
  expect(refused[0]!.body).toEqual({ code: 'stale_edit', message: BOOKING_CONFLICT_MESSAGE });
  const [stored] = await server.db.select().from(bookings).where(eq(bookings.id, booking.id));
  expect(stored?.version).toBe(2);
  expect(stored?.notes).toBe(answers.find((a) => a.status === 200)!.body.notes);
});

it('two bookings racing to the same free plot by editing: one moves, the other is refused', async () => {
  const first = (await book(await insertPlot(server.db, projectId, 'A-104'), 'First')).body;
  const second = (await book(await insertPlot(server.db, projectId, 'A-105'), 'Second')).body;
  const target = await insertPlot(server.db, projectId, 'A-106');
  const move = (booking: { id: number }) =>
    server.request({
      method: 'PUT',
      url: `/api/bookings/${booking.id}`,
      headers: admin,
      payload: {
        ...tokenBookingBody({ projectId, plotId: target, channelPartnerId: partnerId }),
        version: 1,
      },
    });
  const answers = await Promise.all([move(first), move(second)]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  const loser = answers[0]!.status === 409 ? first : second;
  expect(await plotStatus(server.db, loser.plotId)).toBe('Booked');
  expect(await plotStatus(server.db, target)).toBe('Booked');
});

it('an edit and a status change made from the same version at once: one lands, the other is told', async () => {
  const plotId = await insertPlot(server.db, projectId, 'A-107');
  const booking = (await book(plotId, 'Anil Mehta')).body;
  const [edit, cancel] = await Promise.all([
    server.request({
      method: 'PUT',
      url: `/api/bookings/${booking.id}`,
      headers: admin,
      payload: {
        ...tokenBookingBody({ projectId, plotId, channelPartnerId: partnerId }),
        notes: 'Edited',
        version: 1,
      },
    }),
    server.request({
      method: 'PATCH',
      url: `/api/bookings/${booking.id}/status`,
      headers: admin,
      payload: {
        newStatus: 'Cancelled',
        remark: 'Owner withdrew',
        cancellationReason: 'Loan refused',
        version: 1,
      },
    }),
  ]);
  expect([edit.status, cancel.status].sort()).toEqual([200, 409]);
  const refused = edit.status === 409 ? edit : cancel;
  expect(refused.body).toEqual({ code: 'stale_edit', message: BOOKING_CONFLICT_MESSAGE });
  const [stored] = await server.db.select().from(bookings).where(eq(bookings.id, booking.id));
  expect(stored).toMatchObject(
    edit.status === 200
      ? { version: 2, notes: 'Edited', bookingStatus: 'Token' }
      : { version: 2, bookingStatus: 'Cancelled' },
  );
  expect(await plotStatus(server.db, plotId)).toBe(edit.status === 200 ? 'Booked' : 'Available');
});
