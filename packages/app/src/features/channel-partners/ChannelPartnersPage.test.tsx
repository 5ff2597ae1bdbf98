import type { ChannelPartner, ChannelPartnerRequest, User } from '@plotline/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingFixture } from '../../../test/booking-fixture';
import { json, networkDown, user, type FakeRoutes } from '../../../test/fake-api';
import { auditEntryFixture, auditRoutes } from '../../../test/fake-audit';
import { editableList, pageOf } from '../../../test/fake-lists';
import { choose, loadedGrid } from '../../../test/list-screen';
import { renderApp, STORED } from '../../../test/render-app';

const VIEW = ['channelpartners.view'];

function partner(id: number, createdBy = 1): ChannelPartner {
  const mobileNumber = `98765${String(id).padStart(5, '0')}`;
  return {
    id,
    name: `Partner ${String(id).padStart(2, '0')}`,
    natureId: 1,
    natureName: 'Individual Person',
    isActive: id % 5 !== 0,
    commissionRate: 0,
    remarks: null,
    metadata: null,
    associatesCount: 0,
    mobileNumber,
    emailId: null,
    companyName: null,
    createdBy,
    createdAt: `2026-03-${String(id).padStart(2, '0')}T06:00:00.000Z`,
    individualPersonDetails: { gender: 'Male', mobileNumber, hasAssociate: false, associates: [] },
  };
}

const MANAGER: User = { ...user(), id: 9, username: 'kiran', firstName: 'Kiran', lastName: 'Das' };

/**
 * The partner API over an in-memory list: GET /channelpartners/filtered filters by nature, mobile
 * and status and pages, by name; POST, PUT and DELETE change the list.
 */
function partnersApi(permissions = VIEW, routes: FakeRoutes = {}) {
  const stored = Array.from({ length: 12 }, (_, i) => partner(i + 1, i === 11 ? 9 : 1));
  const queries: URLSearchParams[] = [];
  const list = editableList(stored);
  const fake: FakeRoutes = {
    'GET /auth/me': () => json(200, user(permissions)),
    'GET /channelpartners/filtered': (request) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const matching = stored
        .filter(
          (p) =>
            (!query.has('natureId') || p.natureId === Number(query.get('natureId'))) &&
            (!query.has('mobileNumber') || p.mobileNumber?.includes(query.get('mobileNumber')!)) &&
            (!query.has('isActive') || String(p.isActive) === query.get('isActive')),
        )
        .sort((a, b) => a.name.localeCompare(b.name));
      return pageOf(query, matching);
    },
    'POST /channelpartners': list.add<ChannelPartnerRequest>((body) => ({
      ...partner(13),
      name: body.name,
      natureId: body.natureId,
    })),
    'PUT /channelpartners/12': list.update(12),
    'DELETE /channelpartners/11': list.remove(11),
    'GET /users/9': () => json(200, MANAGER),
    // A partner opened whole, as stored now (the list's row holds only its columns).
    ...Object.fromEntries(
      stored.map(({ id }) => [
        `GET /channelpartners/${id}`,
        () =>
          json(
            200,
            stored.find((candidate) => candidate.id === id),
          ),
      ]),
    ),
    ...routes,
  };
  return { fake, queries, bodies: list.bodies, stored };
}

const partnerNames = async () =>
  within(await loadedGrid('Channel Partners'))
    .getAllByRole('rowheader')
    // The name, without the status badge under it.
    .map((cell) => cell.textContent.replace(/(Active|Inactive)$/, ''));

const box = (name: string, scope: HTMLElement) =>
  within(scope).getByRole('textbox', { name }) as HTMLInputElement;

/** Fills the Individual Person form of a new partner, as far as it goes. */
async function startIndividual(fields: { name: string; mobile?: string; gender?: string }) {
  await userEvent.click(screen.getAllByRole('button', { name: /Add Partner/ })[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Add Channel Partner' });
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Individual Person' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await userEvent.type(box('Partner Name', dialog), fields.name);
  if (fields.gender) {
    await userEvent.click(within(dialog).getByRole('radio', { name: fields.gender }));
  }
  if (fields.mobile) await userEvent.type(box('Mobile Number', dialog), fields.mobile);
  return dialog;
}

describe('the list', () => {
  it('asks GET /channelpartners/filtered for page 1 of 10 by name, and pages on', async () => {
    const { fake, queries } = partnersApi();
    const { history } = renderApp('/channel-partners', fake, STORED);
    expect(await partnerNames()).toHaveLength(10);
    expect(queries[0]!.toString()).toBe('page=1&pageSize=10&sortBy=Name&sortOrder=asc');
    expect(screen.getByText('Showing 1 to 10 of 12 results')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByText('Showing 11 to 12 of 12 results')).toBeVisible());
    expect(history.at(-1)).toBe('/channel-partners?page=2');
  });

  it('reads its filters from the URL, sends them, and clears them back to the plain list', async () => {
    const { fake, queries } = partnersApi();
    const { history } = renderApp(
      '/channel-partners?page=2&isActive=true&natureId=1&mobileNumber=0000',
      fake,
      STORED,
    );
    // Partners 5 and 10 are inactive; 11 and 12 have no '0000' in their mobile numbers.
    expect(await partnerNames()).toEqual([1, 2, 3, 4, 6, 7, 8, 9].map((id) => `Partner 0${id}`));
    expect(queries[0]!.toString()).toBe(
      'page=2&pageSize=10&sortBy=Name&sortOrder=asc&natureId=1&mobileNumber=0000&isActive=true',
    );
    // Page 2 of eight matching partners is past the end: the last page shows instead.
    await waitFor(() =>
      expect(history.at(-1)).toBe('/channel-partners?isActive=true&natureId=1&mobileNumber=0000'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(history.at(-1)).toBe('/channel-partners');
  });

  it('goes back to page 1 on a filter change', async () => {
    const { fake } = partnersApi();
    const { history } = renderApp('/channel-partners?page=2', fake, STORED);
    await partnerNames();
    await choose('Nature', 'Individual Person');
    expect(history.at(-1)).toBe('/channel-partners?natureId=1');
  });

  it("toasts 'Failed to fetch channel partners' and offers to try again", async () => {
    const { fake } = partnersApi(VIEW, {
      'GET /channelpartners/filtered': () => json(500, { message: 'Boom' }),
    });
    const { shownToasts } = renderApp('/channel-partners', fake, STORED);
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(shownToasts()).toContainEqual({
      kind: 'error',
      message: 'Failed to fetch channel partners',
    });
  });

  it('links a partner to the bookings made through them', async () => {
    const { fake } = partnersApi();
    renderApp('/channel-partners', fake, STORED);
    await partnerNames();
    expect(screen.getByRole('link', { name: 'Bookings of Partner 03' }).getAttribute('href')).toBe(
      '/bookings?channelPartnerId=3',
    );
  });
});

describe('who created a partner', () => {
  const viewOf = async (name: string) => {
    await partnerNames();
    await userEvent.click(screen.getByRole('button', { name: `View ${name}` }));
    return screen.findByRole('dialog');
  };

  it('is the signed-in user by their own name, with no lookup', async () => {
    const { fake } = partnersApi();
    const { calls } = renderApp('/channel-partners', fake, STORED);
    const details = await viewOf('Partner 01');
    expect(within(details).getByText('Asha Rao')).toBeInTheDocument();
    expect(calls.filter((call) => call.startsWith('GET /users'))).toEqual([]);
    expect(calls).not.toContain('GET /audit');
    expect(within(details).queryByRole('heading', { name: 'History' })).toBeNull();
  });

  it('is looked up by name where the user may see users', async () => {
    const { fake } = partnersApi([...VIEW, 'users.view']);
    renderApp('/channel-partners?page=2', fake, STORED);
    const details = await viewOf('Partner 12');
    expect(await within(details).findByText('Kiran Das')).toBeInTheDocument();
  });

  it('is followed by every change to the partner, to whoever may see the audit trail', async () => {
    const { fake } = partnersApi(
      [...VIEW, 'audit.view'],
      auditRoutes([
        auditEntryFixture(1, 'channelPartner', 1, '2026-03-13', {
          operation: 'updateChannelPartner',
          before: { isActive: false },
          after: { isActive: true },
        }),
      ]),
    );
    renderApp('/channel-partners', fake, STORED);
    const details = await viewOf('Partner 01');
    const changes = await within(details).findByRole('list', { name: 'Changes, newest first' });
    expect(within(changes).getByText(/ · asha · Edited$/)).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'See all in the Audit Log' })).toHaveAttribute(
      'href',
      '/audit-log?entity=channelPartner&entityId=1',
    );
  });

  it('is named by id where the user may not see users', async () => {
    const { fake } = partnersApi();
    const { calls } = renderApp('/channel-partners?page=2', fake, STORED);
    const details = await viewOf('Partner 12');
    expect(within(details).getByText('User #9')).toBeInTheDocument();
    expect(calls).not.toContain('GET /users/9');
  });
});

describe("a partner's bookings", () => {
  it('lists the newest in its details for whoever may see bookings, each opening its own', async () => {
    const sold = Array.from({ length: 7 }, (_, i) => ({
      ...bookingFixture(i + 1),
      salesRoute: 'channel_partner' as const,
      channelPartnerId: 3,
      channelPartnerName: 'Partner 03',
    }));
    const queries: string[] = [];
    const { fake } = partnersApi([...VIEW, 'bookings.view'], {
      'GET /bookings/filtered': (request) => {
        const query = new URL(request.url).searchParams;
        queries.push(query.toString());
        return pageOf(query, sold.toReversed());
      },
    });
    renderApp('/channel-partners/3', fake, STORED);
    const details = await screen.findByRole('dialog', { name: 'Partner 03' });
    const bookings = await within(details).findByRole('grid', { name: 'Bookings, newest first' });
    expect(queries).toEqual([
      'page=1&pageSize=5&sortBy=BookingDate&sortOrder=desc&channelPartnerId=3',
    ]);
    expect(
      within(bookings)
        .getAllByRole('link')
        .map((link) => `${link.textContent} ${link.getAttribute('href')}`),
    ).toEqual([
      'BK-0007 /bookings/7',
      'BK-0006 /bookings/6',
      'BK-0005 /bookings/5',
      'BK-0004 /bookings/4',
      'BK-0003 /bookings/3',
    ]);
    expect(within(details).getByRole('link', { name: 'View all 7 bookings' })).toHaveAttribute(
      'href',
      '/bookings?channelPartnerId=3',
    );
  });

  it('are left out of the details for whoever may not see bookings, and not asked for', async () => {
    const { fake } = partnersApi();
    const { calls } = renderApp('/channel-partners/3', fake, STORED);
    const details = await screen.findByRole('dialog', { name: 'Partner 03' });
    await within(details).findByText('Individual Person');
    expect(within(details).queryByRole('heading', { name: 'Bookings' })).toBeNull();
    expect(calls.filter((call) => call.startsWith('GET /bookings'))).toEqual([]);
  });
});

describe('the details in the URL', () => {
  it('keeps the open partner in the URL, and opens one listed from there, loaded whole', async () => {
    const { fake } = partnersApi();
    const { history, calls } = renderApp('/channel-partners/3', fake, STORED);
    const details = await screen.findByRole('dialog', { name: 'Partner 03' });
    expect(calls).toContain('GET /channelpartners/3');
    await userEvent.click(within(details).getByRole('button', { name: 'Close' }));
    expect(history.at(-1)).toBe('/channel-partners');
    await userEvent.click(screen.getByRole('button', { name: 'View Partner 04' }));
    expect(history.at(-1)).toBe('/channel-partners/4');
  });

  it('opens a partner on no page shown, loaded by its id, and keeps the list as it is', async () => {
    const { fake } = partnersApi([...VIEW, 'users.view']);
    const { history } = renderApp('/channel-partners/12', fake, STORED);
    const details = await screen.findByRole('dialog', { name: 'Partner 12' });
    expect(await within(details).findByText('Kiran Das')).toBeInTheDocument();
    await userEvent.click(within(details).getByRole('button', { name: 'Close' }));
    expect(history.at(-1)).toBe('/channel-partners');
    expect(await partnerNames()).not.toContain('Partner 12');
  });
});

describe('the partner form', () => {
  it('creates a partner, toasts it and reloads the list', async () => {
    const { fake, bodies, queries } = partnersApi();
    const { shownToasts } = renderApp('/channel-partners', fake, STORED);
    await partnerNames();
    const dialog = await startIndividual({
      name: 'Nisha Verma',
      gender: 'Female',
      mobile: '98-111 22233',
    });
    expect(box('Mobile Number', dialog).value).toBe('9811122233');
    const loadsBefore = queries.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Partner' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([
      expect.objectContaining({
        name: 'Nisha Verma',
        natureId: 1,
        isActive: true,
        commissionRate: 0,
        individualPersonDetails: expect.objectContaining({
          gender: 'Female',
          mobileNumber: '9811122233',
        }),
      }),
    ]);
    expect(shownToasts()).toEqual([
      { kind: 'success', message: 'Channel partner created successfully' },
    ]);
    expect(queries.length).toBeGreaterThan(loadsBefore);
  });

  it('toasts that fields are missing, and sends nothing', async () => {
    const { fake, bodies } = partnersApi();
    const { shownToasts } = renderApp('/channel-partners', fake, STORED);
    await partnerNames();
    const dialog = await startIndividual({ name: 'Nisha Verma' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Partner' }));
    expect(shownToasts()).toEqual([
      { kind: 'error', message: 'Please fill in all required fields' },
    ]);
    expect(within(dialog).getByText('Gender is required')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("keeps what was typed and toasts the server's reason when the save is refused", async () => {
    const { fake } = partnersApi(VIEW, {
      'POST /channelpartners': () =>
        json(400, {
          message: 'Validation failed',
          errors: { 'individualPersonDetails.mobileNumber': 'Mobile number is required' },
        }),
    });
    const { shownToasts } = renderApp('/channel-partners', fake, STORED);
    await partnerNames();
    const dialog = await startIndividual({
      name: 'Nisha Verma',
      gender: 'Female',
      mobile: '9811122233',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Partner' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([
        { kind: 'error', message: 'Failed to create channel partner: Validation failed' },
      ]),
    );
    expect(within(dialog).getByText('Mobile number is required')).toBeInTheDocument();
    expect(box('Partner Name', dialog).value).toBe('Nisha Verma');
  });

  it("says 'Server error occurred' when a refusal has no message", async () => {
    const { fake } = partnersApi(VIEW, { 'PUT /channelpartners/12': () => json(500) });
    const { shownToasts } = renderApp('/channel-partners?page=2', fake, STORED);
    await partnerNames();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Partner 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Channel Partner' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Partner' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([
        { kind: 'error', message: 'Failed to update channel partner: Server error occurred' },
      ]),
    );
    expect(screen.getByRole('dialog', { name: 'Edit Channel Partner' })).toBeInTheDocument();
  });

  it('says the server could not be reached when no answer came', async () => {
    const { fake } = partnersApi(VIEW, { 'POST /channelpartners': networkDown });
    const { shownToasts } = renderApp('/channel-partners', fake, STORED);
    await partnerNames();
    const dialog = await startIndividual({
      name: 'Nisha Verma',
      gender: 'Female',
      mobile: '9811122233',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Partner' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([
        { kind: 'error', message: 'Network error: Unable to connect to server' },
      ]),
    );
    expect(box('Partner Name', dialog).value).toBe('Nisha Verma');
  });

  it('edits a partner in place, straight at its details', async () => {
    const { fake, bodies, stored } = partnersApi();
    const { shownToasts } = renderApp('/channel-partners?page=2', fake, STORED);
    await partnerNames();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Partner 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Channel Partner' });
    const name = box('Partner Name', dialog);
    await userEvent.clear(name);
    await userEvent.type(name, 'Partner 12 Renamed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Partner' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([expect.objectContaining({ name: 'Partner 12 Renamed', natureId: 1 })]);
    expect(stored.find((p) => p.id === 12)!.name).toBe('Partner 12 Renamed');
    expect(shownToasts()).toEqual([
      { kind: 'success', message: 'Channel partner updated successfully' },
    ]);
    expect(await partnerNames()).toContain('Partner 12 Renamed');
  });
});

describe('delete and export', () => {
  afterEach(() => vi.restoreAllMocks());

  it('deletes a partner after the question, then reloads', async () => {
    const { fake } = partnersApi();
    const { shownToasts } = renderApp('/channel-partners?page=2', fake, STORED);
    await partnerNames();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Partner 11' }));
    expect(
      screen.getByText('Are you sure you want to delete this channel partner?'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(shownToasts()).toEqual([
      { kind: 'success', message: 'Channel partner deleted successfully' },
    ]);
    expect(await partnerNames()).toEqual(['Partner 12']);
  });

  it("toasts 'Failed to delete channel partner' with the server's reason and keeps the question", async () => {
    const reason = 'Channel partner has bookings; deactivate it instead';
    const { fake } = partnersApi(VIEW, {
      'DELETE /channelpartners/11': () => json(409, { message: reason }),
    });
    const { shownToasts } = renderApp('/channel-partners?page=2', fake, STORED);
    await partnerNames();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Partner 11' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([
        { kind: 'error', message: 'Failed to delete channel partner', detail: reason },
      ]),
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('downloads the CSV of what the filters match, on every page', async () => {
    const exported: URLSearchParams[] = [];
    const { fake } = partnersApi(VIEW, {
      'GET /channelpartners/export': (request) => {
        exported.push(new URL(request.url).searchParams);
        return new Response('Name\r\nPartner 01\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="channel-partners-2026-03-14.csv"',
          },
        });
      },
    });
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:partners'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderApp('/channel-partners?pageSize=25&natureId=1', fake, STORED);
    await partnerNames();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['channel-partners-2026-03-14.csv']));
    expect(exported[0]!.toString()).toBe('sortBy=Name&sortOrder=asc&natureId=1');
  });

  it("toasts 'Failed to export channel partners' when the export fails", async () => {
    const { fake } = partnersApi(VIEW, { 'GET /channelpartners/export': () => json(500, {}) });
    const { shownToasts } = renderApp('/channel-partners', fake, STORED);
    await partnerNames();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([
        { kind: 'error', message: 'Failed to export channel partners' },
      ]),
    );
  });
});
