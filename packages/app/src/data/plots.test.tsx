import type { Plot } from '@plotline/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, user, type FakeRoutes } from '../../test/fake-api';
import { editableList, pageOf } from '../../test/fake-lists';
import { projectFixture, projectRoutes } from '../../test/fake-projects';
import { loadedGrid } from '../../test/list-screen';
import { renderApp, STORED } from '../../test/render-app';

const plot = (id: number, plotNumber: string): Plot => ({
  id,
  projectId: 1,
  projectName: 'Green Valley',
  plotNumber,
  plotSize: 1200,
  sizeUnit: 'sq ft',
  status: 'Available',
  remark: null,
  createdBy: 1,
  createdAt: '2025-03-01T06:00:00.000Z',
});

/** The plots of one project, which PUT changes, behind both the Plots and the Bookings page. */
function plotsAndBookingsApi() {
  const stored = [plot(1, 'A-01'), plot(2, 'A-02')];
  const list = editableList(stored);
  const fake: FakeRoutes = {
    'GET /auth/me': () => json(200, user(['plots.view', 'bookings.view'])),
    ...projectRoutes([projectFixture(1, 'Green Valley')]),
    'GET /plots/filtered': (request) => pageOf(new URL(request.url).searchParams, stored),
    'GET /plots/by-project/1': () => json(200, stored),
    'PUT /plots/2': list.update(2),
    'GET /bookings/filtered': (request) => pageOf(new URL(request.url).searchParams, []),
    'GET /channelpartners/filtered': (request) => pageOf(new URL(request.url).searchParams, []),
  };
  return fake;
}

describe("a project's plots", () => {
  it("are one list: a plot edited on /plots is fresh in the booking form's plot list", async () => {
    // The cache is trusted while it holds data (as within SWR's deduping interval), so only a
    // change that reloads every list of the project's plots keeps the form from going stale.
    renderApp('/bookings?projectId=1', plotsAndBookingsApi(), STORED, {
      revalidateIfStale: false,
    });
    await loadedGrid('Bookings');
    await waitFor(() => expect(screen.getByRole('button', { name: /Plot$/ })).toBeEnabled());

    await userEvent.click(screen.getAllByRole('link', { name: 'Plots' })[0]!);
    await loadedGrid('Plots');
    await userEvent.click(screen.getByRole('button', { name: 'Edit plot A-02 of Green Valley' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Remark' }), 'Corner');
    await userEvent.click(screen.getByRole('button', { name: 'Update Plot' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getAllByRole('link', { name: 'Bookings' })[0]!);
    await loadedGrid('Bookings');
    await userEvent.click(screen.getAllByRole('button', { name: 'New Booking' })[0]!);
    const form = await screen.findByRole('dialog', { name: 'Create New Booking' });
    await userEvent.type(within(form).getByRole('combobox', { name: /^Project/ }), 'green');
    await userEvent.click(await screen.findByRole('option', { name: 'Green Valley' }));
    await userEvent.type(within(form).getByRole('combobox', { name: /^Plot/ }), 'A-02');
    await userEvent.click(await screen.findByRole('option', { name: /^A-02/ }));
    expect(await within(form).findByText('Corner')).toBeInTheDocument();
  });
});
