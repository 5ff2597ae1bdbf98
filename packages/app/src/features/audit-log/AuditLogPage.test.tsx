import type { AuditEntry, User } from '@plotline/api-client';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, networkDown, user, type FakeRoutes } from '../../../test/fake-api';
import { auditEntryFixture, auditRoutes } from '../../../test/fake-audit';
import { pageOf } from '../../../test/fake-lists';
import { choose, loadedGrid } from '../../../test/list-screen';
import { renderApp, STORED } from '../../../test/render-app';

const ADMIN = ['audit.view', 'users.view', 'projects.view'];

const RAVI: User = { ...user(), id: 2, username: 'ravi', firstName: 'Ravi', lastName: null };

/** Twelve changes, newest first: bookings 1 to 10 by asha, then a project edit and a sign-up. */
const ENTRIES: AuditEntry[] = [
  ...Array.from({ length: 10 }, (_, i) =>
    auditEntryFixture(20 - i, 'booking', i + 1, `2026-03-${String(20 - i).padStart(2, '0')}`),
  ),
  auditEntryFixture(10, 'project', 3, '2026-03-05', {
    user: { id: 2, username: 'ravi' },
    operation: 'updateProject',
    before: { name: 'Sunrise' },
    after: { name: 'Sunrise Enclave' },
  }),
  auditEntryFixture(9, 'user', 31, '2026-03-04', {
    user: null,
    operation: 'register',
    before: null,
    after: { id: 31, username: 'meera' },
  }),
];

/** The audit trail's API; the signed-in user holds `permissions`. */
function auditApi(permissions = ADMIN, routes: FakeRoutes = {}) {
  const queries: URLSearchParams[] = [];
  const userQueries: string[] = [];
  const fake: FakeRoutes = {
    'GET /auth/me': () => json(200, user(permissions)),
    ...auditRoutes(ENTRIES, queries),
    'GET /users/filtered': (request) => {
      const query = new URL(request.url).searchParams;
      userQueries.push(query.toString());
      const term = query.get('searchTerm') ?? '';
      return pageOf(
        query,
        [user(), RAVI].filter((u) => u.username.includes(term)),
      );
    },
    'GET /users/2': () => json(200, RAVI),
    ...routes,
  };
  return { fake, queries, userQueries };
}

const rowHeaders = async () =>
  within(await loadedGrid('Audit entries'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

const cellsOf = (when: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${when}`) }))
    .getAllByRole('gridcell')
    .map((cell) => (within(cell).queryByRole('button') ?? cell).textContent);

describe('the Audit Log', () => {
  it('asks GET /audit for page 1 of 10, newest first, and shows each change in the business zone', async () => {
    const { fake, queries } = auditApi();
    renderApp('/audit-log', fake, STORED);
    expect(await rowHeaders()).toHaveLength(10);
    expect(queries[0]!.toString()).toBe('page=1&pageSize=10');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Audit Log');
    expect(cellsOf('20/03/2026, 5:30 pm')).toEqual([
      'asha',
      'Booking #1',
      'Changed status',
      '1 field',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queries.at(-1)!.get('page')).toBe('2'));
    expect(cellsOf('04/03/2026, 5:30 pm')).toEqual([
      'Self-registration',
      'User #31',
      'Signed up',
      '1 field',
    ]);
    expect(screen.getByRole('link', { name: 'Project #3' })).toHaveAttribute('href', '/projects/3');
  });

  it('links a booking to its details for whoever may open the bookings, and only for them', async () => {
    const { fake } = auditApi([...ADMIN, 'bookings.view']);
    renderApp('/audit-log', fake, STORED);
    await rowHeaders();
    expect(screen.getByRole('link', { name: 'Booking #1' })).toHaveAttribute('href', '/bookings/1');
    cleanup();
    renderApp('/audit-log', auditApi().fake, STORED);
    await rowHeaders();
    expect(screen.queryByRole('link', { name: 'Booking #1' })).toBeNull();
  });

  it("says why a booking's entry shows no fields to whoever may not read bookings", async () => {
    // As the server answers them to such a caller: the bookings' entries without their states.
    const withheld = ENTRIES.map((entry) =>
      entry.entity === 'booking' ? { ...entry, before: null, after: null } : entry,
    );
    const { fake } = auditApi(ADMIN, auditRoutes(withheld));
    renderApp('/audit-log', fake, STORED);
    await rowHeaders();
    expect(cellsOf('20/03/2026, 5:30 pm')).toEqual([
      'asha',
      'Booking #1',
      'Changed status',
      'Bookings need the bookings.view permission.',
    ]);
    expect(screen.queryByText('No field changed')).toBeNull();
  });

  it('narrows to a kind of record, as a new history entry back on page 1', async () => {
    const { fake, queries } = auditApi();
    const { history } = renderApp('/audit-log?page=2', fake, STORED);
    await rowHeaders();
    await choose('Record Kind', 'Project');
    await waitFor(() => expect(history.at(-1)).toBe('/audit-log?entity=project'));
    expect(await rowHeaders()).toEqual(['05/03/2026, 5:30 pm']);
    expect(queries.at(-1)!.toString()).toBe('page=1&pageSize=10&entity=project');
    expect(history).toHaveLength(2);
  });

  it("reads one record from a History's link, shows it as a chip, and drops it when removed", async () => {
    const { fake, queries } = auditApi();
    const { history } = renderApp('/audit-log?entity=booking&entityId=4', fake, STORED);
    expect(await rowHeaders()).toEqual(['17/03/2026, 5:30 pm']);
    expect(queries[0]!.toString()).toBe('page=1&pageSize=10&entity=booking&entityId=4');
    const chip = screen.getByRole('grid', { name: 'Record' });
    await userEvent.click(within(chip).getByRole('button', { name: 'Remove Booking #4' }));
    await waitFor(() => expect(history.at(-1)).toBe('/audit-log?entity=booking'));
    expect(await rowHeaders()).toHaveLength(10);
  });

  it('names the user the URL holds, loaded by their id, and sends it', async () => {
    const { fake, queries } = auditApi();
    const { calls } = renderApp('/audit-log?userId=2', fake, STORED);
    expect(await rowHeaders()).toEqual(['05/03/2026, 5:30 pm']);
    expect(queries[0]!.toString()).toBe('page=1&pageSize=10&userId=2');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'User' })).toHaveProperty('value', 'ravi'),
    );
    expect(calls).toContain('GET /users/2');
  });

  it('searches the users on the server as the filter is typed in', async () => {
    const { fake, queries, userQueries } = auditApi();
    const { history } = renderApp('/audit-log', fake, STORED);
    await rowHeaders();
    const box = screen.getByRole('combobox', { name: 'User' });
    await userEvent.clear(box);
    await userEvent.type(box, 'ash');
    await waitFor(() =>
      expect(userQueries.at(-1)).toBe(
        'page=1&pageSize=25&sortBy=Username&sortOrder=asc&searchTerm=ash',
      ),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'asha' }));
    expect(history.at(-1)).toBe('/audit-log?userId=1');
    await waitFor(() => expect(queries.at(-1)!.get('userId')).toBe('1'));
  });

  it('offers no user filter, and asks nothing of the users, to whoever may not list them', async () => {
    const { fake } = auditApi(['audit.view']);
    const { calls } = renderApp('/audit-log', fake, STORED);
    await rowHeaders();
    expect(screen.queryByRole('combobox', { name: 'User' })).toBeNull();
    expect(calls.filter((call) => call.startsWith('GET /users'))).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Project #3' })).toBeNull();
  });

  it.each([
    ['an answer', () => json(500, { message: 'Boom' })],
    ['no answer', networkDown],
  ])(
    "toasts 'Failed to fetch the audit log' with %s, and offers to try again",
    async (_, answer) => {
      const { fake } = auditApi(ADMIN, { 'GET /audit': answer });
      const { shownToasts } = renderApp('/audit-log', fake, STORED);
      expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
      expect(shownToasts()).toContainEqual({
        kind: 'error',
        message: 'Failed to fetch the audit log',
      });
    },
  );

  it('is in the sidebar for whoever holds audit.view, and denied to the others', async () => {
    const { fake } = auditApi(['bookings.view']);
    renderApp('/audit-log', fake, STORED);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(nav).queryByRole('link', { name: 'Audit Log' })).toBeNull();
  });
});
