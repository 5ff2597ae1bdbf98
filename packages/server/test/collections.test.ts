/**
 * Collections (docs/payments.md): the outstanding instalments of bookings that are not Cancelled,
 * soonest due first, filtered by project, partner, due dates and state, paged, exported as CSV,
 * and the Dashboard's card. Today is 2026-11-22 in India.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChannelPartner, insertProject } from './support/sales-fixtures';
import { paymentCalls } from './support/payment-fixtures';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: { authorization: string };
let api: ReturnType<typeof paymentCalls>;
let greenValley: number;
let lakeView: number;
let partnerId: number;
let throughPartner: { id: number; bookingNumber: string };
let direct: { id: number; bookingNumber: string };

beforeAll(async () => {
  server = await startTestServer({ now: new Date('2026-11-22T06:30:00Z') });
  admin = await server.admin();
  api = paymentCalls(server, () => admin);
  greenValley = await insertProject(server.db, 'Green Valley');
  lakeView = await insertProject(server.db, 'Lake View');
  partnerId = await insertChannelPartner(server.db, 'Ravi Kumar');

  throughPartner = await api.newBooking(
    { projectId: greenValley, channelPartnerId: partnerId },
    'Anil Mehta',
  );
  await api.schedule(throughPartner.id, [
    { label: 'Token amount', dueDate: '2026-11-02', amount: 100000 },
    { label: 'Second', dueDate: '2026-11-25', amount: 200000 },
    { label: 'At registry', dueDate: '2027-01-01', amount: 300000 },
  ]);
  // Pays the token and a quarter of the second.
  expect((await api.pay(throughPartner.id, 150000)).status).toBe(201);

  direct = await api.newBooking({ projectId: lakeView, channelPartnerId: null }, 'Pooja Rathore');
  await api.schedule(direct.id, [
    { label: 'Token amount', dueDate: '2026-10-15', amount: 50000 },
    { label: 'Balance', dueDate: '2026-11-30', amount: 50000 },
  ]);

  const cancelled = await api.newBooking(
    { projectId: greenValley, channelPartnerId: partnerId },
    'Gone Buyer',
  );
  await api.schedule(cancelled.id, [{ label: 'All', dueDate: '2026-11-01', amount: 1000 }]);
  await api.changeStatus(cancelled.id, 'Cancelled', {
    remark: 'Withdrawn',
    cancellationReason: 'Changed plans',
  });

  const paidUp = await api.newBooking({ projectId: lakeView, channelPartnerId: null }, 'Paid Up');
  await api.schedule(paidUp.id, [{ label: 'All', dueDate: '2026-11-01', amount: 1000 }]);
  await api.pay(paidUp.id, 1000);
}, 120_000);
afterAll(() => server.close());

const list = (query = '') => api.call('GET', `/collections${query}`);
const rowsOf = (body: { data: { bookingNumber: string; label: string }[] }) =>
  body.data.map((row) => `${row.bookingNumber} ${row.label}`);

describe('the collections list', () => {
  it('holds every outstanding instalment of live bookings, soonest due first', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(rowsOf(res.body)).toEqual([
      `${direct.bookingNumber} Token amount`,
      `${throughPartner.bookingNumber} Second`,
      `${direct.bookingNumber} Balance`,
      `${throughPartner.bookingNumber} At registry`,
    ]);
    expect(res.body).toMatchObject({ totalCount: 4, totalCountEstimated: false, totalPages: 1 });
    expect(res.body.data[0]).toEqual({
      instalmentId: expect.any(Number),
      bookingId: direct.id,
      bookingNumber: direct.bookingNumber,
      projectId: lakeView,
      projectName: 'Lake View',
      plotNumber: expect.any(String),
      plotOwnerName: 'Pooja Rathore',
      channelPartnerId: null,
      channelPartnerName: null,
      label: 'Token amount',
      dueDate: '2026-10-15',
      amount: 50000,
      paidAmount: 0,
      outstanding: 50000,
      daysOverdue: 38,
    });
    expect(res.body.data[1]).toMatchObject({
      channelPartnerId: partnerId,
      channelPartnerName: 'Ravi Kumar',
      amount: 200000,
      paidAmount: 50000,
      outstanding: 150000,
      daysOverdue: 0,
    });
  });

  it('filters by state against today', async () => {
    expect(rowsOf((await list('?state=overdue')).body)).toEqual([
      `${direct.bookingNumber} Token amount`,
    ]);
    expect((await list('?state=due')).body.totalCount).toBe(3);
    expect((await list('?state=all')).body.totalCount).toBe(4);
  });

  it('filters by project, channel partner and due dates', async () => {
    expect(rowsOf((await list(`?projectId=${greenValley}`)).body)).toEqual([
      `${throughPartner.bookingNumber} Second`,
      `${throughPartner.bookingNumber} At registry`,
    ]);
    expect((await list(`?channelPartnerId=${partnerId}`)).body.totalCount).toBe(2);
    expect(rowsOf((await list('?dueFrom=2026-11-01&dueTo=2026-11-30')).body)).toEqual([
      `${throughPartner.bookingNumber} Second`,
      `${direct.bookingNumber} Balance`,
    ]);
    expect((await list(`?projectId=${lakeView}&state=due&dueTo=2026-12-31`)).body.totalCount).toBe(
      1,
    );
    expect((await list('?channelPartnerId=999999')).body.totalCount).toBe(0);
  });

  it('pages in the same order', async () => {
    const second = await list('?pageSize=2&page=2');
    expect(rowsOf(second.body)).toEqual([
      `${direct.bookingNumber} Balance`,
      `${throughPartner.bookingNumber} At registry`,
    ]);
    expect(second.body).toMatchObject({
      totalCount: 4,
      totalPages: 2,
      hasNextPage: false,
      hasPreviousPage: true,
    });
    expect((await list('?pageSize=2&page=3')).body.data).toEqual([]);
  });

  it('refuses a state it does not know', async () => {
    expect((await list('?state=late')).status).toBe(400);
  });
});

describe('the collections export', () => {
  it("streams the filtered rows as CSV with the domain's columns", async () => {
    const res = await api.call('GET', '/collections/export?state=due');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="collections-2026-11-22.csv"',
    );
    const lines = (res.body as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Booking Number,Project,Plot,Plot Owner,Channel Partner,Instalment,Due Date,Amount,Paid,Outstanding,Overdue Days',
    );
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual([
      `${throughPartner.bookingNumber},Green Valley`,
      `${direct.bookingNumber},Lake View`,
      `${throughPartner.bookingNumber},Green Valley`,
    ]);
    expect(lines[1]).toMatch(/,Anil Mehta,Ravi Kumar,Second,2026-11-25,200000,50000,150000,0$/);
    expect(lines[2]).toMatch(/,Pooja Rathore,,Balance,2026-11-30,50000,0,50000,0$/);
  });
});

describe("the Dashboard's Collections card", () => {
  it('sums what is due this month and what is overdue', async () => {
    const res = await api.call('GET', '/collections/summary');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      dueThisMonth: { amount: 200000, count: 2 },
      overdue: { amount: 50000, count: 1 },
    });
  });

  it('needs payments.view, as the list and the export', async () => {
    const other = (await server.userWith(['bookings.view'])).headers;
    for (const url of ['/collections', '/collections/export', '/collections/summary']) {
      const res = await api.call('GET', url, undefined, other);
      expect(res.status, url).toBe(403);
    }
    const viewer = (await server.userWith(['payments.view'])).headers;
    expect((await api.call('GET', '/collections/summary', undefined, viewer)).status).toBe(200);
  });
});
