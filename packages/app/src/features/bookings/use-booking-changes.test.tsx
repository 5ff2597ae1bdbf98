import {
  BOOKING_CONFLICT_MESSAGE,
  newBookingForm,
  newStatusChange,
  outstandingAtRegistryMessage,
  type BookingForm,
} from '@plotline/domain';
import { createToastQueue } from '@plotline/ui/components';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { ServicesContext } from '../../services';
import { bookingFixture } from '../../../test/booking-fixture';
import { fakeApi, json, networkDown, type FakeRoutes } from '../../../test/fake-api';
import { STORED } from '../../../test/render-app';
import { useBookingChanges } from './use-booking-changes';

/** A direct sale with only the owner's last five digits, as the form hands it over. */
const FORM: BookingForm = {
  ...newBookingForm('2025-06-16'),
  projectId: '1',
  plotId: '101',
  salesRoute: 'direct_sale',
  salesPersonName: 'Anita Desai',
  salesPersonEmail: 'anita.desai@example.com',
  salesPersonDesignation: 'Sales Manager',
  plotSaleRate: '12500.5',
  tokenAmount: '100000',
  plotOwnerName: ' Ramesh Kumar ',
  mobileNumberType: 'lastFive',
  ownerMobileLastFiveDigits: '43210',
  gender: 'Male',
  profession: 'Engineer',
};

/** Booking 42, as the list showed it: read at version 3. */
const LISTED = { ...bookingFixture(42), version: 3 };

function renderChanges(routes: FakeRoutes) {
  const bodies: unknown[] = [];
  const recorded: FakeRoutes = Object.fromEntries(
    Object.entries(routes).map(([route, answer]) => [
      route,
      async (request: Request) => {
        if (request.method !== 'GET') bodies.push(await request.clone().json());
        return answer(request);
      },
    ]),
  );
  const { api, calls } = fakeApi({ 'GET /bookings': () => json(200, []), ...recorded }, STORED);
  const toasts = createToastQueue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map() }}>
      <ServicesContext.Provider value={{ api, toasts }}>{children}</ServicesContext.Provider>
    </SWRConfig>
  );
  // A bookings list on screen, so a reload after the change shows in the calls.
  const { result } = renderHook(
    () => {
      useSWR(['bookings', 'filtered'], () => api.GET('/bookings'));
      return useBookingChanges();
    },
    { wrapper },
  );
  const shownToasts = () => toasts.toasts.visibleToasts.map(({ content }) => content).reverse();
  const listLoads = () => calls.filter((call) => call === 'GET /bookings').length;
  return { changes: result.current, bodies, shownToasts, listLoads };
}

describe('creating', () => {
  it('posts the payload the domain makes, toasts, reloads the bookings and names the new one', async () => {
    const { changes, bodies, shownToasts, listLoads } = renderChanges({
      'POST /bookings': () => json(201, { id: 77 }),
    });
    await waitFor(() => expect(listLoads()).toBe(1));
    // The new booking's id, so its details open.
    expect(await changes.saveBooking(FORM, null)).toEqual({ ok: true, createdId: 77 });
    expect(bodies).toEqual([
      expect.objectContaining({
        projectId: 1,
        plotId: 101,
        salesRoute: 'direct_sale',
        channelPartnerId: null,
        plotSaleRate: 12500.5,
        tokenAmount: 100000,
        tokenDate: '2025-06-16',
        registryDuration: 30,
        registryDate: '2025-07-16',
        plotOwnerName: 'Ramesh Kumar',
        ownerMobileNumber: null,
        ownerMobileLastFiveDigits: '43210',
        registrationNumber: null,
      }),
    ]);
    expect(bodies[0]).not.toHaveProperty('version');
    expect(shownToasts()).toEqual([{ kind: 'success', message: 'Booking created successfully' }]);
    expect(listLoads()).toBe(2);
  });

  it('sends the token taken as received with the new booking, and only then', async () => {
    const { changes, bodies } = renderChanges({ 'POST /bookings': () => json(201, { id: 78 }) });
    const received = {
      ...FORM,
      recordTokenPayment: true,
      tokenPaymentMode: 'UPI',
      tokenPaymentReference: ' 412345678901 ',
    } satisfies BookingForm;
    await changes.saveBooking(received, null);
    await changes.saveBooking({ ...received, recordTokenPayment: false }, null);
    expect(bodies[0]).toMatchObject({
      tokenAmount: 100000,
      tokenDate: '2025-06-16',
      tokenPayment: { mode: 'UPI', reference: '412345678901' },
    });
    expect(bodies[1]).not.toHaveProperty('tokenPayment');
  });

  it('names the enquiry a new booking was started from, and only then', async () => {
    const { changes, bodies } = renderChanges({ 'POST /bookings': () => json(201, { id: 79 }) });
    await changes.saveBooking(FORM, null, { enquiryId: 12 });
    await changes.saveBooking(FORM, null);
    expect(bodies[0]).toMatchObject({ plotId: 101, enquiryId: 12 });
    expect(bodies[1]).not.toHaveProperty('enquiryId');
  });

  it("hands the server's field errors to the form, with its reason under the toast", async () => {
    const reason = 'Plot does not belong to the selected project';
    const { changes, shownToasts, listLoads } = renderChanges({
      'POST /bookings': () => json(400, { message: reason, errors: { plotId: reason } }),
    });
    await waitFor(() => expect(listLoads()).toBe(1));
    expect(await changes.saveBooking(FORM, null)).toEqual({
      ok: false,
      fieldErrors: { plotId: reason },
    });
    expect(shownToasts()).toEqual([
      { kind: 'error', message: 'Failed to create booking', detail: reason },
    ]);
    expect(listLoads()).toBe(1);
  });

  it("says 'Failed to create booking' when no answer comes", async () => {
    const { changes, shownToasts } = renderChanges({ 'POST /bookings': networkDown });
    expect(await changes.saveBooking(FORM, null)).toEqual({ ok: false, fieldErrors: {} });
    expect(shownToasts()).toStrictEqual([{ kind: 'error', message: 'Failed to create booking' }]);
  });
});

describe('updating', () => {
  it('puts the payload with the version the list was read at', async () => {
    const { changes, bodies, shownToasts, listLoads } = renderChanges({
      'PUT /bookings/42': () => json(200, {}),
    });
    await waitFor(() => expect(listLoads()).toBe(1));
    expect(await changes.saveBooking(FORM, LISTED)).toEqual({ ok: true, saved: {} });
    expect(bodies).toEqual([expect.objectContaining({ plotId: 101, version: 3 })]);
    expect(shownToasts()).toEqual([{ kind: 'success', message: 'Booking updated successfully' }]);
    expect(listLoads()).toBe(2);
  });

  it('says a move to Registry Done owing part of the sale value was meant, once the form asked', async () => {
    const { changes, bodies } = renderChanges({ 'PUT /bookings/42': () => json(200, {}) });
    const registered = {
      ...FORM,
      bookingStatus: 'RegistryDone',
      registrationNumber: 'RJ-1',
    } satisfies BookingForm;
    await changes.saveBooking(registered, LISTED);
    await changes.saveBooking({ ...registered, acceptOutstanding: true }, LISTED);
    expect(bodies[0]).not.toHaveProperty('acceptOutstanding');
    expect(bodies[1]).toMatchObject({ bookingStatus: 'RegistryDone', acceptOutstanding: true });
  });

  it('reports a stale version as a conflict with the stored booking, and reloads', async () => {
    const stored = { ...LISTED, profession: 'Surgeon', version: 4 };
    const { changes, shownToasts, listLoads } = renderChanges({
      'PUT /bookings/42': () => json(409, { message: BOOKING_CONFLICT_MESSAGE }),
      'GET /bookings/42': () => json(200, stored),
    });
    await waitFor(() => expect(listLoads()).toBe(1));
    expect(await changes.saveBooking(FORM, LISTED)).toEqual({ ok: false, conflict: true, stored });
    expect(shownToasts()).toEqual([
      { kind: 'error', message: 'Failed to update booking', detail: BOOKING_CONFLICT_MESSAGE },
    ]);
    expect(listLoads()).toBe(2);
  });

  it('tells other refusals apart from a conflict', async () => {
    const { changes, shownToasts, listLoads } = renderChanges({
      'PUT /bookings/42': () => json(409, { message: 'Plot is not available' }),
    });
    await waitFor(() => expect(listLoads()).toBe(1));
    expect(await changes.saveBooking(FORM, LISTED)).toEqual({ ok: false, fieldErrors: {} });
    expect(shownToasts()).toEqual([
      { kind: 'error', message: 'Failed to update booking', detail: 'Plot is not available' },
    ]);
    expect(listLoads()).toBe(1);
  });

  it("says 'Failed to update booking' when the server gives no reason", async () => {
    const { changes, shownToasts } = renderChanges({ 'PUT /bookings/42': () => json(500, {}) });
    await changes.saveBooking(FORM, LISTED);
    expect(shownToasts()).toStrictEqual([{ kind: 'error', message: 'Failed to update booking' }]);
  });
});

describe('changing the status', () => {
  const toBooking = { ...newStatusChange('Booking', '2026-03-20'), remark: 'Paid' };

  it("hands the server's question about the balance outstanding to the dialog, and sends the answer", async () => {
    const owed = outstandingAtRegistryMessage(2_910_000);
    const { changes, bodies } = renderChanges({
      'PATCH /bookings/42/status': async (request) =>
        (await request.clone().json()).acceptOutstanding
          ? json(200, {})
          : json(400, { message: owed, errors: { acceptOutstanding: owed } }),
    });
    const registering = {
      ...newStatusChange('RegistryDone', '2026-03-20'),
      remark: 'Sale deed registered',
      registrationNumber: 'RJ-1',
    };
    expect(await changes.changeStatus(LISTED, registering)).toEqual({
      ok: false,
      fieldErrors: { acceptOutstanding: owed },
    });
    expect(
      await changes.changeStatus(LISTED, { ...registering, acceptOutstanding: true }),
    ).toMatchObject({ ok: true });
    expect(bodies).toEqual([
      expect.not.objectContaining({ acceptOutstanding: expect.anything() }),
      expect.objectContaining({ acceptOutstanding: true, version: 3 }),
    ]);
  });

  it('reports a stale version as a conflict, and reloads', async () => {
    const { changes, bodies, shownToasts, listLoads } = renderChanges({
      'PATCH /bookings/42/status': () => json(409, { message: BOOKING_CONFLICT_MESSAGE }),
    });
    await waitFor(() => expect(listLoads()).toBe(1));
    expect(await changes.changeStatus(LISTED, toBooking)).toEqual({ ok: false, conflict: true });
    expect(bodies).toEqual([expect.objectContaining({ newStatus: 'Booking', version: 3 })]);
    expect(shownToasts()).toEqual([
      {
        kind: 'error',
        message: 'Failed to change booking status',
        detail: BOOKING_CONFLICT_MESSAGE,
      },
    ]);
    expect(listLoads()).toBe(2);
  });
});
