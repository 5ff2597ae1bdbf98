import type { Amenity } from '@plotline/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, networkDown, user, type FakeRoutes } from '../../../test/fake-api';
import { renderApp, STORED } from '../../../test/render-app';
import { editableList } from '../../../test/fake-lists';
import { choose } from '../../../test/list-screen';

const amenity = (id: number, name: string, isActive: boolean, description: string | null) => ({
  id,
  name,
  description,
  isActive,
  createdBy: 1,
  metadata: null,
  createdAt: '2025-03-01T06:00:00.000Z',
  updatedAt: '2025-03-01T06:00:00.000Z',
});

/** GET /amenities over an in-memory catalogue that POST, PUT and DELETE change. */
function amenitiesApi(routes: FakeRoutes = {}) {
  const stored: Amenity[] = [
    amenity(1, 'Club House', true, 'Banquet hall and indoor games'),
    amenity(2, 'Gymnasium', false, 'Cardio and free weights'),
    amenity(3, 'Swimming Pool', true, null),
  ];
  const list = editableList(stored);
  const fake: FakeRoutes = {
    'GET /auth/me': () => json(200, user(['projects.view'])),
    'GET /amenities': () => json(200, stored),
    'POST /amenities': list.add((body: Amenity) => ({
      ...amenity(4, body.name, body.isActive, body.description),
      ...body,
    })),
    'PUT /amenities/2': list.update(2),
    'DELETE /amenities/2': list.remove(2),
    ...routes,
  };
  return { fake, bodies: list.bodies };
}

const cardNames = async () =>
  within(await screen.findByRole('list', { name: 'Amenities' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

const searchBox = () => screen.getByRole('searchbox', { name: 'Search Amenities' });

describe('the Amenities page', () => {
  it('shows every amenity from GET /amenities as a card', async () => {
    const { fake } = amenitiesApi();
    renderApp('/amenities', fake, STORED);
    expect(await cardNames()).toEqual(['Club House', 'Gymnasium', 'Swimming Pool']);
    expect(screen.getByRole('heading', { level: 1, name: 'Amenities' })).toBeInTheDocument();
  });

  it("toasts 'Failed to fetch amenities' and shows the failure in place of the grid", async () => {
    const { fake } = amenitiesApi({ 'GET /amenities': () => json(500, { message: 'Boom' }) });
    const { shownToasts } = renderApp('/amenities', fake, STORED);
    expect(await screen.findByText('Failed to fetch amenities')).toBeInTheDocument();
    expect(shownToasts()).toEqual([{ kind: 'error', message: 'Failed to fetch amenities' }]);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('the filters in the URL', () => {
  it('starts from the URL, so a reload or a link keeps them', async () => {
    const { fake } = amenitiesApi();
    renderApp('/amenities?searchTerm=pool&status=active', fake, STORED);
    expect(await cardNames()).toEqual(['Swimming Pool']);
    expect((searchBox() as HTMLInputElement).value).toBe('pool');
    expect(screen.getByRole('button', { name: /Status/ }).textContent).toContain('Active');
  });

  it('pushes a status change, so Back restores the list before it', async () => {
    const { fake } = amenitiesApi();
    const { history } = renderApp('/amenities', fake, STORED);
    await cardNames();
    await choose('Status', 'Inactive');
    expect(await cardNames()).toEqual(['Gymnasium']);
    expect(history).toEqual(['/amenities', '/amenities?status=inactive']);
  });

  it('filters as the search is typed, replacing the URL’s entry', async () => {
    const { fake } = amenitiesApi();
    const { history } = renderApp('/amenities', fake, STORED);
    await cardNames();
    await userEvent.type(searchBox(), 'banquet');
    expect(await cardNames()).toEqual(['Club House']);
    await waitFor(() => expect(history).toEqual(['/amenities?searchTerm=banquet']));
  });

  it('keeps the search when the status changes', async () => {
    const { fake } = amenitiesApi();
    const { history } = renderApp('/amenities', fake, STORED);
    await cardNames();
    await userEvent.type(searchBox(), 'o');
    await choose('Status', 'Active');
    expect(await cardNames()).toEqual(['Club House', 'Swimming Pool']);
    expect(history.at(-1)).toBe('/amenities?searchTerm=o&status=active');
  });
});

describe('adding, editing and deleting', () => {
  it('creates, toasts, reloads the list and closes the modal', async () => {
    const { fake, bodies } = amenitiesApi();
    const { calls, shownToasts } = renderApp('/amenities', fake, STORED);
    await cardNames();
    await userEvent.click(screen.getByRole('button', { name: 'Add Amenity' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amenity Name' }), 'Yoga Deck');
    await userEvent.click(screen.getByRole('button', { name: 'Create Amenity' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([
      { name: 'Yoga Deck', description: null, isActive: true, metadata: null, createdBy: 1 },
    ]);
    expect(shownToasts()).toEqual([{ kind: 'success', message: 'Amenity created successfully' }]);
    expect(calls.filter((call) => call === 'GET /amenities')).toHaveLength(2);
    expect(await cardNames()).toContain('Yoga Deck');
  });

  it("keeps the modal and what was typed when the server refuses, with the server's reason", async () => {
    const { fake } = amenitiesApi({
      'POST /amenities': () =>
        json(400, {
          message: 'Please fix the errors below',
          errors: { name: 'Amenity name is required' },
        }),
    });
    const { shownToasts } = renderApp('/amenities', fake, STORED);
    await cardNames();
    await userEvent.click(screen.getByRole('button', { name: 'Add Amenity' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amenity Name' }), 'Yoga Deck');
    await userEvent.click(screen.getByRole('button', { name: 'Create Amenity' }));
    expect(await screen.findByText('Amenity name is required')).toBeInTheDocument();
    expect(shownToasts()).toEqual([
      { kind: 'error', message: 'Failed to create amenity', detail: 'Please fix the errors below' },
    ]);
    const dialog = screen.getByRole('dialog', { name: 'Add Amenity' });
    expect(
      (within(dialog).getByRole('textbox', { name: 'Amenity Name' }) as HTMLInputElement).value,
    ).toBe('Yoga Deck');
  });

  it("toasts 'Failed to create amenity' when no answer comes", async () => {
    const { fake } = amenitiesApi({ 'POST /amenities': networkDown });
    const { shownToasts } = renderApp('/amenities', fake, STORED);
    await cardNames();
    await userEvent.click(screen.getByRole('button', { name: 'Add Amenity' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amenity Name' }), 'Yoga Deck');
    await userEvent.click(screen.getByRole('button', { name: 'Create Amenity' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([{ kind: 'error', message: 'Failed to create amenity' }]),
    );
    expect(screen.getByRole('dialog', { name: 'Add Amenity' })).toBeInTheDocument();
  });

  it('updates, toasts, reloads and closes', async () => {
    const { fake, bodies } = amenitiesApi();
    const { shownToasts } = renderApp('/amenities', fake, STORED);
    await cardNames();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Gymnasium' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Active' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Additional Notes' }), 'Reopened');
    await userEvent.click(screen.getByRole('button', { name: 'Update Amenity' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([
      {
        name: 'Gymnasium',
        description: 'Cardio and free weights',
        isActive: true,
        metadata: 'Reopened',
        createdBy: 1,
      },
    ]);
    expect(shownToasts()).toEqual([{ kind: 'success', message: 'Amenity updated successfully' }]);
    const gym = screen.getByRole('article', { name: 'Gymnasium' });
    expect(within(gym).getByText('Active')).toBeInTheDocument();
  });

  it("toasts 'Failed to update amenity' when the update fails without a message", async () => {
    const { fake } = amenitiesApi({ 'PUT /amenities/2': () => json(500) });
    const { shownToasts } = renderApp('/amenities', fake, STORED);
    await cardNames();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Gymnasium' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Amenity' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([{ kind: 'error', message: 'Failed to update amenity' }]),
    );
    expect(screen.getByRole('dialog', { name: 'Edit Amenity' })).toBeInTheDocument();
  });

  it('deletes after asking, toasts and reloads', async () => {
    const { fake } = amenitiesApi();
    const { shownToasts } = renderApp('/amenities', fake, STORED);
    await cardNames();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Gymnasium' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(shownToasts()).toEqual([{ kind: 'success', message: 'Amenity deleted successfully' }]);
    expect(await cardNames()).toEqual(['Club House', 'Swimming Pool']);
  });

  it("toasts 'Failed to delete amenity' with the reason an amenity in use cannot go", async () => {
    const { fake } = amenitiesApi({
      'DELETE /amenities/2': () =>
        json(409, { message: 'Amenity Gymnasium cannot be deleted because projects use it' }),
    });
    const { shownToasts } = renderApp('/amenities', fake, STORED);
    await cardNames();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Gymnasium' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([
        {
          kind: 'error',
          message: 'Failed to delete amenity',
          detail: 'Amenity Gymnasium cannot be deleted because projects use it',
        },
      ]),
    );
    // The question stays for the user to close; the amenity is still there behind it.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await cardNames()).toEqual(['Club House', 'Gymnasium', 'Swimming Pool']);
  });
});
