import { BOOKING_CONFLICT_MESSAGE, newBookingForm, type BookingForm } from '@plotline/domain';
import { createToastQueue } from '@plotline/ui/components';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { ServicesContext } from '../../services';
import { fakeApi, json, networkDown, type FakeRoutes } from '../../../test/fake-api';
import { STORED } from '../../../test/render-app';
import { useBookingSave } from './use-booking-save';
import { BOOKINGS_KEY } from './use-bookings';

/** A direct sale with only the owner's last five digits, as the modal hands it over. */
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

const REGISTRY_DONE: BookingForm = {
  ...FORM,
  bookingStatus: 'RegistryDone',
  registrationNumber: 'RJ-JPR-2025-004512',
};

function renderSave(routes: FakeRoutes) {
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
  const { api, calls } = fakeApi(recorded, STORED);
  const toasts = createToastQueue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map() }}>
      <ServicesContext.Provider value={{ api, toasts }}>{children}</ServicesContext.Provider>
    </SWRConfig>
  );
  // A bookings list on screen, so a reload after the save shows in the calls.
  const { result } = renderHook(
    () => {
      useSWR([BOOKINGS_KEY, 'filtered'], () => api.GET('/bookings'));
      return useBookingSave();
    },
    { wrapper },
  );
  const shownToasts = () => toasts.toasts.visibleToasts.map(({ content }) => content).reverse();
  const listLoads = () => calls.filter((call) => call === 'GET /bookings').length;
  return { save: result.current, bodies, calls, shownToasts, listLoads };
}

const list = { 'GET /bookings': () => json(200, []) };

describe('creating', () => {
  it('posts the payload the domain makes, toasts and reloads the bookings', async () => {
    const { save, bodies, shownToasts, listLoads } = renderSave({
      ...list,
      'POST /bookings': () => json(201, {}),
    });
    await waitFor(() => expect(listLoads()).toBe(1));
    expect(await save(FORM, null)).toEqual({ ok: true });
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

  it('sends what is Not Applicable once the registry is done as null', async () => {
    const { save, bodies } = renderSave({ ...list, 'POST /bookings': () => json(201, {}) });
    await save(REGISTRY_DONE, null);
    expect(bodies[0]).toMatchObject({
      bookingStatus: 'RegistryDone',
      plotSaleRate: null,
      tokenAmount: null,
      tokenDate: null,
      registryDuration: null,
      registrationNumber: 'RJ-JPR-2025-004512',
    });
  });

  it("hands the server's field errors to the form and toasts its words", async () => {
    const { save, shownToasts, listLoads } = renderSave({
      ...list,
      'POST /bookings': () =>
        json(400, {
          message: 'Plot does not belong to the selected project',
          errors: { plotId: 'Plot does not belong to the selected project' },
        }),
    });
    await waitFor(() => expect(listLoads()).toBe(1));
    expect(await save(FORM, null)).toEqual({
      ok: false,
      fieldErrors: { plotId: 'Plot does not belong to the selected project' },
    });
    expect(shownToasts()).toEqual([
      { kind: 'error', message: 'Plot does not belong to the selected project' },
    ]);
    expect(listLoads()).toBe(1);
  });

  it("says 'Failed to create booking' when no answer comes", async () => {
    const { save, shownToasts } = renderSave({ ...list, 'POST /bookings': networkDown });
    expect(await save(FORM, null)).toEqual({ ok: false, fieldErrors: {} });
    expect(shownToasts()).toEqual([{ kind: 'error', message: 'Failed to create booking' }]);
  });
});

describe('updating', () => {
  const booking = { id: 42, version: 3 };

  it('puts the payload with the version the editor read', async () => {
    const { save, bodies, shownToasts, listLoads } = renderSave({
      ...list,
      'PUT /bookings/42': () => json(200, {}),
    });
    await waitFor(() => expect(listLoads()).toBe(1));
    expect(await save(FORM, booking)).toEqual({ ok: true });
    expect(bodies).toEqual([expect.objectContaining({ plotId: 101, version: 3 })]);
    expect(shownToasts()).toEqual([{ kind: 'success', message: 'Booking updated successfully' }]);
    expect(listLoads()).toBe(2);
  });

  it('reports a stale version as a conflict, says so, and reloads the bookings', async () => {
    const { save, shownToasts, listLoads } = renderSave({
      ...list,
      'PUT /bookings/42': () => json(409, { message: BOOKING_CONFLICT_MESSAGE }),
    });
    await waitFor(() => expect(listLoads()).toBe(1));
    expect(await save(FORM, booking)).toEqual({ ok: false, conflict: true });
    expect(shownToasts()).toEqual([{ kind: 'error', message: BOOKING_CONFLICT_MESSAGE }]);
    expect(listLoads()).toBe(2);
  });

  it('tells other refusals apart from a conflict', async () => {
    const { save, shownToasts } = renderSave({
      ...list,
      'PUT /bookings/42': () => json(409, { message: 'Plot is not available' }),
    });
    expect(await save(FORM, booking)).toEqual({ ok: false, fieldErrors: {} });
    expect(shownToasts()).toEqual([{ kind: 'error', message: 'Plot is not available' }]);
  });

  it("says 'Failed to update booking' when the server gives no words", async () => {
    const { save, shownToasts } = renderSave({
      ...list,
      'PUT /bookings/42': () => json(500, {}),
    });
    await save(FORM, booking);
    expect(shownToasts()).toEqual([{ kind: 'error', message: 'Failed to update booking' }]);
  });
});
