/**
 * Bookings with payment schedules and payments, made through the API as the screens make them,
 * for the payments, collections and commissions suites.
 */
import { expect } from 'vitest';
import { DIRECT_SALE, insertPlot, tokenBookingBody } from './sales-fixtures';
import type { TestServer } from './test-server';

export type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type InstalmentBody = { label: string; dueDate: string; amount: number };

/** Three instalments of ₹6,00,000: one due before 2026-11-22, two after. */
export const THREE_INSTALMENTS: InstalmentBody[] = [
  { label: 'Token amount', dueDate: '2026-11-02', amount: 100000 },
  { label: '40% in 60 days', dueDate: '2026-12-01', amount: 200000 },
  { label: '30% at registry', dueDate: '2027-01-01', amount: 300000 },
];

export function paymentCalls(server: TestServer, headers: () => Headers) {
  let plots = 0;
  const call = (method: Method, url: string, payload?: object, as: Headers = headers()) =>
    server.request({ method, url: `/api${url}`, headers: as, ...(payload ? { payload } : {}) });
  return {
    call,
    /** A Token booking of a new plot of the project, through the partner or sold directly. */
    async newBooking(
      ids: { projectId: number; channelPartnerId: number | null },
      owner = 'Anil Mehta',
    ) {
      const plotId = await insertPlot(server.db, ids.projectId, `PAY-${++plots}`);
      const direct = ids.channelPartnerId === null;
      const res = await call(
        'POST',
        '/bookings',
        tokenBookingBody(
          { projectId: ids.projectId, plotId, channelPartnerId: ids.channelPartnerId ?? 1 },
          {
            plotOwnerName: owner,
            ...(direct ? DIRECT_SALE : {}),
          },
        ),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body as { id: number; bookingNumber: string; version: number };
    },
    async schedule(
      bookingId: number,
      instalments: InstalmentBody[] = THREE_INSTALMENTS,
      version?: number,
    ) {
      const saleValue = instalments.reduce((sum, i) => sum + Math.round(i.amount * 100), 0) / 100;
      const res = await call('PUT', `/bookings/${bookingId}/payment-schedule`, {
        saleValue,
        instalments,
        ...(version === undefined ? {} : { version }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    },
    pay(bookingId: number, amount: number, overrides: object = {}, as?: Headers) {
      return call(
        'POST',
        `/bookings/${bookingId}/receipts`,
        {
          receivedOn: '2026-11-20',
          amount,
          mode: 'Cheque',
          reference: 'CHQ-004521',
          ...overrides,
        },
        as,
      );
    },
    reverse(receiptId: number, reason = 'Cheque bounced at the bank') {
      return call('POST', `/receipts/${receiptId}/reversal`, { reason });
    },
    payments(bookingId: number) {
      return call('GET', `/bookings/${bookingId}/payments`);
    },
    changeStatus(bookingId: number, newStatus: string, details: object = {}) {
      return call('PATCH', `/bookings/${bookingId}/status`, { newStatus, ...details });
    },
  };
}
