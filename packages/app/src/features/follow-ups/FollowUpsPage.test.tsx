import type { Booking, FollowUp } from '@plotline/api-client';
import { followUpPeriodFrom, matchesFollowUpPeriod } from '@plotline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, user, type FakeRoutes } from '../../../test/fake-api';
import { renderApp, STORED } from '../../../test/render-app';
import { bookingFixture } from '../../../test/booking-fixture';
import { editableList, pageOf } from '../../../test/fake-lists';
import { choose, loadedGrid } from '../../../test/list-screen';

// 01:30 on Wednesday 12 March 2025 in India, still the 11th in UTC: the page's today is the 12th.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-11T20:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const booking = (id: number, plotNumber: string, plotOwnerName: string): Booking => ({
  ...bookingFixture(id),
  bookingStatus: 'Booking',
  plotNumber,
  plotOwnerName,
});

const BOOKINGS = [booking(1, 'A-12', 'Ravi Kumar'), booking(2, 'A-15', 'Meena Iyer')];

const followUp = (
  id: number,
  bookingId: number,
  followUpDate: string,
  nextFollowUpDate: string | null,
  purpose: string,
  settled = false,
): FollowUp => {
  const { bookingNumber, projectName, plotNumber, plotOwnerName } = BOOKINGS[bookingId - 1]!;
  return {
    id,
    bookingId,
    bookingNumber,
    projectName,
    plotNumber,
    plotOwnerName,
    followUpDate,
    nextFollowUpDate,
    purpose,
    followUpUpdate: `${purpose}: notes`,
    followUpTakenBy: 'Priya',
    settled,
    createdAt: `${followUpDate}T06:00:00.000Z`,
  };
};

/** The follow-up endpoints over an in-memory list that POST, PUT and DELETE change. */
function followUpsApi(routes: FakeRoutes = {}) {
  const stored: FollowUp[] = [
    followUp(3, 1, '2025-03-10', '2025-03-12', 'Payment reminder'),
    followUp(2, 2, '2025-03-05', '2025-03-08', 'Site visit'),
    // Its next call was due on 1 March, but follow-up 3 of its booking settled it.
    followUp(1, 1, '2025-02-20', '2025-03-01', 'Token received', true),
  ];
  const list = editableList(stored);
  const searches: (string | null)[] = [];
  /** The queries of the list's requests, as sent. */
  const listQueries: string[] = [];
  const ofBooking = (id: number) => stored.filter(({ bookingId }) => bookingId === id);
  const fake: FakeRoutes = {
    'GET /auth/me': () => json(200, user(['bookings.view'])),
    // The server's filters over the stored follow-ups, its today the page's: 12 March 2025.
    'GET /bookingfollowups/filtered': (request) => {
      const query = new URL(request.url).searchParams;
      listQueries.push(query.toString());
      const searchTerm = (query.get('searchTerm') ?? '').toLowerCase();
      const bookingId = Number(query.get('bookingId')) || null;
      const period = followUpPeriodFrom(query.get('period'));
      return pageOf(
        query,
        stored.filter(
          (row) =>
            (bookingId === null || row.bookingId === bookingId) &&
            matchesFollowUpPeriod(row.nextFollowUpDate, period, '2025-03-12', row.settled) &&
            `${row.plotOwnerName} ${row.purpose}`.toLowerCase().includes(searchTerm),
        ),
      );
    },
    'GET /bookingfollowups/booking/1': () => json(200, ofBooking(1)),
    'GET /bookingfollowups/booking/2': () => json(200, ofBooking(2)),
    'GET /bookings/1': () => json(200, BOOKINGS[0]),
    'GET /bookings/2': () => json(200, BOOKINGS[1]),
    'GET /bookings/filtered': (request) => {
      const query = new URL(request.url).searchParams;
      const searchTerm = query.get('searchTerm');
      searches.push(searchTerm);
      return pageOf(
        query,
        BOOKINGS.filter(
          (candidate) => !searchTerm || candidate.ownerMobileNumber?.includes(searchTerm),
        ),
      );
    },
    'POST /bookingfollowups': list.add(
      (body: FollowUp) => ({
        ...followUp(4, body.bookingId, body.followUpDate, null, ''),
        ...body,
      }),
      'start',
    ),
    'PUT /bookingfollowups/2': list.update(2),
    'DELETE /bookingfollowups/2': list.remove(2),
    ...routes,
  };
  return { fake, bodies: list.bodies, searches, listQueries };
}

const table = () => screen.findByRole('grid', { name: 'Follow-ups' });
/** Each row's purpose once the list has loaded. */
async function purposes() {
  return within(await loadedGrid('Follow-ups'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('gridcell')[1]?.textContent);
}

describe('the Follow-ups page', () => {
  it("lists the first page, newest first, with badges read against India's date", async () => {
    const { fake, listQueries } = followUpsApi();
    renderApp('/follow-ups', fake, STORED);
    expect(await purposes()).toEqual(['Payment reminder', 'Site visit', 'Token received']);
    expect(listQueries).toEqual(['page=1&pageSize=10&sortBy=FollowUpDate&sortOrder=desc']);
    const grid = await table();
    expect(within(grid).getByText('Today')).toBeInTheDocument();
    expect(within(grid).getByText('Overdue')).toBeInTheDocument();
    // The server's word that a newer follow-up settled it: past its date, yet not overdue.
    expect(within(grid).getAllByText('Overdue')).toHaveLength(1);
    expect(within(grid).getByText('Settled by a later follow-up')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Follow-ups' })).toBeInTheDocument();
  });

  it("toasts 'Failed to fetch follow-ups' and shows it in place of the rows", async () => {
    const { fake } = followUpsApi({ 'GET /bookingfollowups/filtered': () => json(500, {}) });
    const { shownToasts } = renderApp('/follow-ups', fake, STORED);
    expect(await screen.findByText('Failed to fetch follow-ups')).toBeInTheDocument();
    expect(shownToasts()).toEqual([{ kind: 'error', message: 'Failed to fetch follow-ups' }]);
  });

  it("says 'No follow-ups found' when the filters match nothing", async () => {
    const { fake } = followUpsApi();
    renderApp('/follow-ups?period=upcoming', fake, STORED);
    expect(await screen.findByText('No follow-ups found')).toBeInTheDocument();
  });

  it('pages through the server, the page in the URL', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      followUp(100 - index, 1, '2025-03-01', null, `Call ${index + 1}`),
    );
    const { fake, listQueries } = followUpsApi({
      'GET /bookingfollowups/filtered': (request) => {
        const query = new URL(request.url).searchParams;
        listQueries.push(query.toString());
        return pageOf(query, many);
      },
    });
    const { history } = renderApp('/follow-ups?pageSize=5', fake, STORED);
    expect(await purposes()).toEqual(['Call 1', 'Call 2', 'Call 3', 'Call 4', 'Call 5']);
    expect(screen.getByText(/Showing 1 to 5 of 12 results/)).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(async () => expect(await purposes()).toEqual(['Call 11', 'Call 12']));
    expect(history.at(-1)).toBe('/follow-ups?page=3&pageSize=5');
    expect(listQueries.at(-1)).toBe('page=3&pageSize=5&sortBy=FollowUpDate&sortOrder=desc');
  });
});

describe('the filters in the URL', () => {
  it('starts from the URL, so a reload keeps them, and asks the server for them', async () => {
    const { fake, listQueries } = followUpsApi();
    renderApp('/follow-ups?searchTerm=ravi&period=today', fake, STORED);
    expect(await purposes()).toEqual(['Payment reminder']);
    expect(listQueries).toEqual([
      'page=1&pageSize=10&sortBy=FollowUpDate&sortOrder=desc&searchTerm=ravi&period=today',
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search Follow-ups' })).toHaveProperty(
      'value',
      'ravi',
    );
  });

  it('pushes a period change and searches once typing pauses, replacing the URL', async () => {
    const { fake, listQueries } = followUpsApi();
    const { history } = renderApp('/follow-ups', fake, STORED);
    await purposes();
    await choose('Next Follow-up', 'Overdue');
    expect(await purposes()).toEqual(['Site visit']);
    expect(history).toEqual(['/follow-ups', '/follow-ups?period=overdue']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Follow-ups' }), 'ravi');
    expect(await screen.findByText('No follow-ups found')).toBeInTheDocument();
    expect(history.at(-1)).toBe('/follow-ups?searchTerm=ravi&period=overdue');
    expect(history).toHaveLength(2);
    // One request for the word, none for its first letters.
    expect(listQueries.filter((query) => query.includes('searchTerm'))).toEqual([
      'page=1&pageSize=10&sortBy=FollowUpDate&sortOrder=desc&searchTerm=ravi&period=overdue',
    ]);
  });
});

describe("one booking's follow-ups", () => {
  it('lists only its follow-ups and starts a new one on it, with its history', async () => {
    const { fake, listQueries } = followUpsApi();
    const { history } = renderApp('/follow-ups?bookingId=1', fake, STORED);
    expect(await purposes()).toEqual(['Payment reminder', 'Token received']);
    expect(listQueries).toEqual([
      'page=1&pageSize=10&sortBy=FollowUpDate&sortOrder=desc&bookingId=1',
    ]);
    expect(
      await screen.findByText('BK-0001 · Green Valley · Plot A-12 · Ravi Kumar'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'New Follow-up' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Follow-up' });
    expect(within(dialog).getByRole('combobox', { name: 'Booking' })).toHaveProperty(
      'value',
      'BK-0001 · Green Valley · Plot A-12 · Ravi Kumar',
    );
    const latest = await within(dialog).findByRole('article', { name: 'Follow-up of 10/03/2025' });
    expect(latest.textContent).toContain('Payment reminder');
    expect(within(dialog).getByRole('list', { name: 'Earlier follow-ups' }).textContent).toContain(
      'Token received',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Show All Follow-ups' }));
    expect(await purposes()).toHaveLength(3);
    expect(history.at(-1)).toBe('/follow-ups');
  });
});

describe('adding, editing and deleting', () => {
  it("says in the modal, without a toast, when a booking's history cannot be loaded", async () => {
    const { fake } = followUpsApi({ 'GET /bookingfollowups/booking/2': () => json(500) });
    const { shownToasts } = renderApp('/follow-ups', fake, STORED);
    await purposes();
    await userEvent.click(
      screen.getByRole('button', { name: 'Edit follow-up BK-0002 on 05/03/2025' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Follow-up' });
    expect(
      await within(dialog).findByText('Previous follow-ups could not be loaded.'),
    ).toBeInTheDocument();
    expect(shownToasts()).toEqual([]);
  });

  it('searches bookings by mobile, adds, toasts, reloads and closes', async () => {
    const { fake, bodies, searches } = followUpsApi();
    const { shownToasts } = renderApp('/follow-ups', fake, STORED);
    await purposes();
    await userEvent.click(screen.getByRole('button', { name: 'New Follow-up' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Follow-up' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Booking' }), '98765');
    await waitFor(() => expect(searches).toContain('98765'));
    await userEvent.click(
      await screen.findByRole('option', {
        name: 'BK-0002 · Green Valley · Plot A-15 · Meena Iyer',
      }),
    );
    expect(
      await within(dialog).findByRole('article', { name: 'Follow-up of 05/03/2025' }),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Purpose/ }), 'Call back');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Follow-up Update/ }),
      'Measurements sent',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Follow-up' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([
      {
        bookingId: 2,
        followUpDate: '2025-03-12',
        nextFollowUpDate: null,
        purpose: 'Call back',
        followUpUpdate: 'Measurements sent',
        // Taken by the signed-in user unless changed.
        followUpTakenBy: 'Asha Rao',
      },
    ]);
    expect(shownToasts()).toEqual([{ kind: 'success', message: 'Follow-up added successfully' }]);
    expect(await purposes()).toEqual([
      'Call back',
      'Payment reminder',
      'Site visit',
      'Token received',
    ]);
  });

  it("keeps the modal and what was typed when an update is refused, with the server's reason", async () => {
    const { fake } = followUpsApi({
      'PUT /bookingfollowups/2': () =>
        json(400, { message: 'Please fix the errors below', errors: { purpose: 'Too vague' } }),
    });
    const { shownToasts } = renderApp('/follow-ups', fake, STORED);
    await purposes();
    await userEvent.click(
      screen.getByRole('button', { name: 'Edit follow-up BK-0002 on 05/03/2025' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Follow-up' });
    const purpose = within(dialog).getByRole('textbox', { name: /Purpose/ });
    await userEvent.type(purpose, ' again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Follow-up' }));
    expect(await within(dialog).findByText('Too vague')).toBeInTheDocument();
    expect(shownToasts()).toEqual([
      { kind: 'error', message: 'Failed to save follow-up', detail: 'Please fix the errors below' },
    ]);
    expect(purpose).toHaveProperty('value', 'Site visit again');
  });

  it("toasts 'Failed to save follow-up' when an update fails without a message", async () => {
    const { fake } = followUpsApi({ 'PUT /bookingfollowups/2': () => json(500) });
    const { shownToasts } = renderApp('/follow-ups', fake, STORED);
    await purposes();
    await userEvent.click(
      screen.getByRole('button', { name: 'Edit follow-up BK-0002 on 05/03/2025' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Update Follow-up' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([{ kind: 'error', message: 'Failed to save follow-up' }]),
    );
    expect(screen.getByRole('dialog', { name: 'Edit Follow-up' })).toBeInTheDocument();
  });

  it("toasts 'Failed to add follow-up' when adding fails without a message", async () => {
    const { fake } = followUpsApi({ 'POST /bookingfollowups': () => json(500) });
    const { shownToasts } = renderApp('/follow-ups?bookingId=1', fake, STORED);
    await purposes();
    await userEvent.click(screen.getByRole('button', { name: 'New Follow-up' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Follow-up' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Purpose/ }), 'Call');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Follow-up Update/ }), 'Ok');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Follow-up' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([{ kind: 'error', message: 'Failed to add follow-up' }]),
    );
    expect(screen.getByRole('dialog', { name: 'Add Follow-up' })).toBeInTheDocument();
  });

  it('updates, toasts and reloads', async () => {
    const { fake, bodies } = followUpsApi();
    const { shownToasts } = renderApp('/follow-ups', fake, STORED);
    await purposes();
    await userEvent.click(
      screen.getByRole('button', { name: 'Edit follow-up BK-0002 on 05/03/2025' }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Taken By/ }), ' Nair');
    await userEvent.click(screen.getByRole('button', { name: 'Update Follow-up' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([
      {
        bookingId: 2,
        followUpDate: '2025-03-05',
        nextFollowUpDate: '2025-03-08',
        purpose: 'Site visit',
        followUpUpdate: 'Site visit: notes',
        followUpTakenBy: 'Priya Nair',
      },
    ]);
    expect(shownToasts()).toEqual([{ kind: 'success', message: 'Follow-up updated successfully' }]);
  });

  it('deletes after asking, toasts and reloads; a refusal keeps the question', async () => {
    const { fake } = followUpsApi();
    const { shownToasts } = renderApp('/follow-ups', fake, STORED);
    await purposes();
    await userEvent.click(
      screen.getByRole('button', { name: 'Delete follow-up BK-0002 on 05/03/2025' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(shownToasts()).toEqual([{ kind: 'success', message: 'Follow-up deleted successfully' }]);
    expect(await purposes()).toEqual(['Payment reminder', 'Token received']);
  });

  it("toasts 'Failed to delete follow-up' and keeps the question", async () => {
    const { fake } = followUpsApi({ 'DELETE /bookingfollowups/2': () => json(500) });
    const { shownToasts } = renderApp('/follow-ups', fake, STORED);
    await purposes();
    await userEvent.click(
      screen.getByRole('button', { name: 'Delete follow-up BK-0002 on 05/03/2025' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([{ kind: 'error', message: 'Failed to delete follow-up' }]),
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
