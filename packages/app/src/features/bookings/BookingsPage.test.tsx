import type {
  Booking,
  BookingRequest,
  BookingStatusChange,
  Enquiry,
  FollowUp,
  FollowUpRequest,
  BookingUpdateRequest,
  StatusChangeRequest,
} from '@plotline/api-client';
import { BOOKING_CONFLICT_MESSAGE, changedWhileEditingNotice } from '@plotline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, user, type FakeRoutes } from '../../../test/fake-api';
import { auditEntryFixture, auditRoutes } from '../../../test/fake-audit';
import { renderApp, STORED } from '../../../test/render-app';
import { bookingFixture } from '../../../test/booking-fixture';
import { fakeEventStream } from '../../../test/fake-events';
import { editableList, pageOf } from '../../../test/fake-lists';
import { projectFixture, projectRoutes } from '../../../test/fake-projects';
import { choose, loadedGrid } from '../../../test/list-screen';

const PROJECTS = [projectFixture(1, 'Green Valley'), projectFixture(2, 'Sunrise Enclave')];
const PARTNERS = [
  { id: 7, name: 'Ravi Estates', isActive: true },
  { id: 8, name: 'Meera Kapoor', isActive: true },
];
/** Deactivated since it sold through: its bookings remain, so the list's filter still finds it. */
const FORMER_PARTNER = { id: 9, name: 'Old Town Realty', isActive: false };

/** GET /channelpartners/filtered over the partners, by name, the active ones when asked. */
function partnerSearch(queries: string[] = []) {
  return (request: Request) => {
    const query = new URL(request.url).searchParams;
    queries.push(query.toString());
    const searchTerm = (query.get('searchTerm') ?? '').toLowerCase();
    return pageOf(
      query,
      [...PARTNERS, FORMER_PARTNER].filter(
        ({ name, isActive }) =>
          name.toLowerCase().includes(searchTerm) &&
          (!query.has('isActive') || String(isActive) === query.get('isActive')),
      ),
    );
  };
}

function booking(id: number, status: Booking['bookingStatus'], partnerId: number | null): Booking {
  const partner = PARTNERS.find((candidate) => candidate.id === partnerId);
  const throughPartner = partner && {
    salesRoute: 'channel_partner' as const,
    channelPartnerId: partner.id,
    channelPartnerName: partner.name,
    salesPersonName: null,
    salesPersonEmail: null,
    salesPersonDesignation: null,
  };
  return { ...bookingFixture(id), bookingStatus: status, ...throughPartner };
}

const HISTORY: BookingStatusChange[] = [
  {
    id: 1,
    bookingId: 1,
    fromStatus: null,
    toStatus: 'Token',
    remark: null,
    cancellationReason: null,
    actualRegistryDate: null,
    registrationNumber: null,
    changedBy: { id: 1, username: 'asha', displayName: 'Asha Rao' },
    changedAt: '2026-03-01T06:00:00.000Z',
  },
];

/**
 * The bookings API over an in-memory list: GET /bookings/filtered searches number and owner,
 * filters by partner, status and booking date and pages, newest first; PATCH moves a status as the workflow allows.
 */
function bookingsApi(routes: FakeRoutes = {}) {
  const stored: Booking[] = Array.from({ length: 12 }, (_, i) =>
    booking(i + 1, i % 3 === 2 ? 'Booking' : 'Token', i % 4 === 3 ? null : PARTNERS[i % 2]!.id),
  );
  const queries: URLSearchParams[] = [];
  const statusBodies: StatusChangeRequest[] = [];
  const saved: BookingUpdateRequest[] = [];
  const fake: FakeRoutes = {
    'GET /auth/me': () => json(200, user(['bookings.view', 'bookings.edit'])),
    ...projectRoutes(PROJECTS),
    'GET /plots/by-project/1': () =>
      json(
        200,
        stored.map((b) => ({
          id: b.plotId,
          projectId: 1,
          projectName: 'Green Valley',
          plotNumber: b.plotNumber,
          plotSize: 1200,
          sizeUnit: 'sq ft',
          status: b.bookingStatus === 'Cancelled' ? 'Available' : 'Booked',
          remark: null,
          createdBy: 1,
          createdAt: '2026-01-01T00:00:00.000Z',
        })),
      ),
    'GET /channelpartners/filtered': partnerSearch(),
    'GET /channelpartners/7': () => json(200, PARTNERS[0]),
    'GET /channelpartners/8': () => json(200, PARTNERS[1]),
    'GET /channelpartners/9': () => json(200, FORMER_PARTNER),
    'GET /bookings/filtered': (request) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const matching = stored
        .filter(
          (b) =>
            [b.bookingNumber, b.plotOwnerName].some((text) =>
              text.includes(query.get('searchTerm') ?? ''),
            ) &&
            (!query.has('channelPartnerId') ||
              b.channelPartnerId === Number(query.get('channelPartnerId'))) &&
            (!query.has('bookingStatus') || b.bookingStatus === query.get('bookingStatus')) &&
            (!query.has('startDate') || b.bookingDate >= query.get('startDate')!) &&
            (!query.has('endDate') || b.bookingDate <= query.get('endDate')!),
        )
        .sort((a, b) => b.bookingDate.localeCompare(a.bookingDate));
      return pageOf(query, matching);
    },
    'PATCH /bookings/12/status': async (request) => {
      const body = (await request.json()) as StatusChangeRequest;
      statusBodies.push(body);
      const changed = stored.find((b) => b.id === 12)!;
      changed.bookingStatus = body.newStatus;
      return json(200, changed);
    },
    'GET /bookings/12/history': () => json(200, HISTORY),
    'GET /bookings/2/history': () => json(200, []),
    'GET /bookings/2': () =>
      json(
        200,
        stored.find((b) => b.id === 2),
      ),
    'GET /bookings/12': () =>
      json(
        200,
        stored.find((b) => b.id === 12),
      ),
    'PUT /bookings/12': async (request) => {
      const body = (await request.json()) as BookingUpdateRequest;
      saved.push(body);
      const edited = stored.find((b) => b.id === 12)!;
      if (body.version !== edited.version) return json(409, { message: BOOKING_CONFLICT_MESSAGE });
      Object.assign(edited, body, { version: edited.version + 1 });
      return json(200, edited);
    },
    'DELETE /bookings/11': editableList(stored).remove(11),
    ...routes,
  };
  return { fake, queries, statusBodies, saved, stored };
}

const partnerBox = () => screen.getByRole('combobox', { name: 'Channel Partner' });

/** The project filter's box, or the form's when looked for in the form. */
const projectBox = (scope: Pick<typeof screen, 'getByRole'> = screen) =>
  scope.getByRole('combobox', { name: /^Project/ });

/** The search a project box sent once typing paused (the first 25 by name). */
const projectSearch = (searchTerm: string) =>
  `page=1&pageSize=25&sortBy=Name&sortOrder=asc&searchTerm=${searchTerm}`;

/** GET /projects/filtered finding no project, whatever was typed. */
const noProjectFound = (request: Request) => pageOf(new URL(request.url).searchParams, []);

const bookingNumbers = async () =>
  within(await loadedGrid('Bookings'))
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getByRole('button').textContent);

/**
 * Puts text in a box at once, as pasted: for what is done with it, not for typing, which in the
 * follow-up form draws the whole form again at each key.
 */
async function fillIn(box: HTMLElement, text: string) {
  await userEvent.click(box);
  await userEvent.paste(text);
}

const statusButtonOf = (bookingNumber: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${bookingNumber}`) })).getByRole('button', {
    name: /change status|no changes available/,
  });

// Most tests below act on BK-0012 or BK-0011 alone, so they list five bookings a page: the page
// is drawn again at each step, and ten rows to draw made each step about twice the work.

describe('the list', () => {
  it('asks GET /bookings/filtered for page 1 of 10, newest booking first, and pages on', async () => {
    const { fake, queries } = bookingsApi();
    const { history } = renderApp('/bookings', fake, STORED);
    expect(await bookingNumbers()).toHaveLength(10);
    expect(queries[0]!.toString()).toBe('page=1&pageSize=10&sortBy=BookingDate&sortOrder=desc');
    expect((await bookingNumbers())[0]).toBe('BK-0012');
    expect(screen.getByText('Showing 1 to 10 of 12 results')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(screen.getByText('Showing 11 to 12 of 12 results')).toBeInTheDocument(),
    );
    expect(history.at(-1)).toBe('/bookings?page=2');
  });

  it('reads its filters from the URL and sends them', async () => {
    // No search finds the partner the URL holds: it is loaded by its id, so its name shows.
    const { fake, queries } = bookingsApi({
      'GET /channelpartners/filtered': (request) => pageOf(new URL(request.url).searchParams, []),
    });
    const { calls } = renderApp(
      '/bookings?channelPartnerId=7&startDate=2026-03-02&endDate=2026-03-09',
      fake,
      STORED,
    );
    expect(await bookingNumbers()).toEqual(['BK-0009', 'BK-0007', 'BK-0005', 'BK-0003']);
    expect(queries[0]!.toString()).toBe(
      'page=1&pageSize=10&sortBy=BookingDate&sortOrder=desc&channelPartnerId=7' +
        '&startDate=2026-03-02&endDate=2026-03-09',
    );
    await waitFor(() => expect(partnerBox()).toHaveProperty('value', 'Ravi Estates'));
    expect(calls).toContain('GET /channelpartners/7');
  });

  it('searches every channel partner, inactive ones too, as the filter is typed in', async () => {
    const partnerQueries: string[] = [];
    const { fake } = bookingsApi({
      'GET /channelpartners/filtered': partnerSearch(partnerQueries),
    });
    const { history, calls } = renderApp('/bookings', fake, STORED);
    await bookingNumbers();
    await userEvent.clear(partnerBox());
    await userEvent.type(partnerBox(), 'old town');
    await waitFor(() =>
      expect(partnerQueries.at(-1)).toBe(
        'page=1&pageSize=25&sortBy=Name&sortOrder=asc&searchTerm=old+town',
      ),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Old Town Realty' }));
    expect(history.at(-1)).toBe('/bookings?channelPartnerId=9');
    // Clearing the filter shows every partner's bookings again.
    await userEvent.clear(partnerBox());
    await userEvent.tab();
    expect(history.at(-1)).toBe('/bookings');
    await waitFor(() => expect(partnerBox()).toHaveProperty('value', 'All Channel Partners'));
    expect(calls).not.toContain('GET /channelpartners');
  });

  it('searches the projects on the server as the filter is typed in', async () => {
    const projectQueries: string[] = [];
    const { fake } = bookingsApi(projectRoutes(PROJECTS, projectQueries));
    const { history, calls } = renderApp('/bookings', fake, STORED);
    await bookingNumbers();
    await userEvent.clear(projectBox());
    await userEvent.type(projectBox(), 'sun');
    await waitFor(() => expect(projectQueries.at(-1)).toBe(projectSearch('sun')));
    await userEvent.click(await screen.findByRole('option', { name: 'Sunrise Enclave' }));
    expect(history.at(-1)).toBe('/bookings?projectId=2');
    expect(calls).not.toContain('GET /projects');
  });

  it('names the project of the URL, loaded by its id, though no search has found it', async () => {
    const { fake } = bookingsApi({ 'GET /projects/filtered': noProjectFound });
    const { calls } = renderApp('/bookings?projectId=2&pageSize=5', fake, STORED);
    await bookingNumbers();
    await waitFor(() => expect(projectBox()).toHaveProperty('value', 'Sunrise Enclave'));
    expect(calls).toContain('GET /projects/2');
  });

  it('adds a history entry for each choice, back on page 1, and replaces it while typing', async () => {
    const { fake } = bookingsApi();
    const { history } = renderApp('/bookings?page=2', fake, STORED);
    await bookingNumbers();
    await choose('Channel Partner', 'Meera Kapoor');
    expect(history).toEqual(['/bookings?page=2', '/bookings?channelPartnerId=8']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Bookings' }), 'Owner');
    await waitFor(() =>
      expect(history.at(-1)).toBe('/bookings?searchTerm=Owner&channelPartnerId=8'),
    );
    expect(history).toHaveLength(2);
    await choose('Project', 'Green Valley');
    await choose('Plot', 'A-3');
    expect(history.at(-1)).toBe(
      '/bookings?searchTerm=Owner&projectId=1&plotId=103&channelPartnerId=8',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(history.at(-1)).toBe('/bookings');
  });

  it("toasts 'Failed to fetch bookings' and offers to try again", async () => {
    const { fake } = bookingsApi({
      'GET /bookings/filtered': () => json(500, { message: 'Boom' }),
    });
    const { shownToasts } = renderApp('/bookings', fake, STORED);
    expect(await screen.findByText('Failed to fetch bookings')).toBeInTheDocument();
    expect(shownToasts()).toContainEqual({ kind: 'error', message: 'Failed to fetch bookings' });
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('links a booking to its follow-ups', async () => {
    const { fake } = bookingsApi();
    renderApp('/bookings?pageSize=5', fake, STORED);
    await bookingNumbers();
    expect(
      screen.getByRole('link', { name: 'Follow-ups of booking BK-0012' }).getAttribute('href'),
    ).toBe('/follow-ups?bookingId=12');
  });
});

describe('the status workflow', () => {
  it('patches the status, toasts it, and reloads the list', async () => {
    const { fake, statusBodies, queries } = bookingsApi();
    const { shownToasts } = renderApp('/bookings?pageSize=5', fake, STORED);
    await bookingNumbers();
    await userEvent.click(statusButtonOf('BK-0012'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Booking' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Cancellation Reason/ }),
      'Buyer withdrew',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Remark/ }), 'Refunded');
    const loadsBefore = queries.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(statusBodies).toEqual([
      {
        newStatus: 'Cancelled',
        remark: 'Refunded',
        updatedBy: 1,
        cancellationReason: 'Buyer withdrew',
        actualRegistryDate: null,
        registrationNumber: null,
        version: 1,
      },
    ]);
    expect(shownToasts()).toEqual([
      { kind: 'success', message: 'Booking status changed to Cancelled successfully' },
    ]);
    expect(queries.length).toBeGreaterThan(loadsBefore);
    expect(statusButtonOf('BK-0012').hasAttribute('disabled')).toBe(true);
  });

  it("keeps the confirmation, toasting the server's reason, when the change is refused", async () => {
    const reason = 'Cannot change status from Cancelled to RegistryDone';
    const { fake } = bookingsApi({
      'PATCH /bookings/12/status': () => json(409, { message: reason }),
    });
    const { shownToasts } = renderApp('/bookings?pageSize=5', fake, STORED);
    await bookingNumbers();
    await userEvent.click(statusButtonOf('BK-0012'));
    await userEvent.click(screen.getByRole('button', { name: 'Registry Done' }));
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Registration Number/ }),
      'REG/1',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Remark/ }), 'Registered');
    await userEvent.click(screen.getByRole('button', { name: 'Registry Done' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([
        { kind: 'error', message: 'Failed to change booking status', detail: reason },
      ]),
    );
    expect(screen.getByRole('dialog', { name: 'Registry Done' })).toBeInTheDocument();
  });

  it('shows the status history in the booking’s details', async () => {
    const { fake } = bookingsApi();
    const { calls } = renderApp('/bookings?pageSize=5', fake, STORED);
    await bookingNumbers();
    await userEvent.click(screen.getByRole('button', { name: 'BK-0012' }));
    const details = await screen.findByRole('dialog', { name: 'Booking BK-0012' });
    expect(await within(details).findByText(/^Asha Rao on/)).toBeInTheDocument();
    expect(within(details).getByText('Created as')).toBeInTheDocument();
    expect(calls).toContain('GET /bookings/12/history');
    // Without audit.view the audit trail is neither asked for nor shown.
    expect(calls).not.toContain('GET /audit');
    expect(within(details).queryByRole('heading', { name: 'History' })).toBeNull();
  });

  it('shows every change to the booking in its details to whoever may see the audit trail', async () => {
    const auditQueries: URLSearchParams[] = [];
    const { fake } = bookingsApi({
      'GET /auth/me': () => json(200, user(['bookings.view', 'bookings.edit', 'audit.view'])),
      ...auditRoutes(
        [
          auditEntryFixture(2, 'booking', 11, '2026-03-14'),
          auditEntryFixture(1, 'booking', 12, '2026-03-13'),
        ],
        auditQueries,
      ),
    });
    renderApp('/bookings?pageSize=5', fake, STORED);
    await bookingNumbers();
    await userEvent.click(screen.getByRole('button', { name: 'BK-0012' }));
    const details = await screen.findByRole('dialog', { name: 'Booking BK-0012' });
    const changes = await within(details).findByRole('list', { name: 'Changes, newest first' });
    expect(changes.children).toHaveLength(1);
    expect(within(changes).getByText(/ · asha · Changed status$/)).toBeInTheDocument();
    expect(auditQueries[0]!.toString()).toBe('entity=booking&entityId=12&page=1&pageSize=5');
    expect(within(details).getByRole('link', { name: 'See all in the Audit Log' })).toHaveAttribute(
      'href',
      '/audit-log?entity=booking&entityId=12',
    );
  });
});

describe('the booking as the hub', () => {
  /** A call logged on BK-0012, as GET /bookingfollowups/booking/12 lists them, newest first. */
  const called = (id: number, followUpDate: string, purpose: string): FollowUp => ({
    id,
    bookingId: 12,
    bookingNumber: 'BK-0012',
    projectName: 'Green Valley',
    plotNumber: 'A-12',
    plotOwnerName: 'Ravi Kumar',
    followUpDate,
    nextFollowUpDate: null,
    purpose,
    followUpUpdate: `${purpose}: notes`,
    followUpTakenBy: 'Priya',
    settled: false,
    createdAt: `${followUpDate}T06:00:00.000Z`,
  });

  it("lists the booking's follow-ups in its details and logs one there, taken by the signed-in user", async () => {
    const followUps = [
      called(2, '2026-03-10', 'Site visit'),
      called(1, '2026-03-02', 'First call'),
    ];
    const posted: FollowUpRequest[] = [];
    const { fake } = bookingsApi({
      'GET /auth/me': () => json(200, user(['bookings.view', 'bookings.create', 'bookings.edit'])),
      'GET /bookingfollowups/booking/12': () => json(200, followUps),
      'POST /bookingfollowups': async (request) => {
        const body = (await request.json()) as FollowUpRequest;
        posted.push(body);
        const logged = { ...called(3, body.followUpDate, body.purpose), ...body };
        followUps.unshift(logged);
        return json(201, logged);
      },
    });
    const { shownToasts } = renderApp('/bookings/12?pageSize=5', fake, STORED);
    const details = await screen.findByRole('dialog', { name: 'Booking BK-0012' });
    const calls = await within(details).findByRole('list', { name: 'Follow-ups, newest first' });
    expect(
      within(calls)
        .getAllByRole('article')
        .map((call) => call.textContent),
    ).toEqual([expect.stringContaining('Site visit'), expect.stringContaining('First call')]);
    await userEvent.click(within(details).getByRole('button', { name: 'Log follow-up' }));
    const form = await screen.findByRole('dialog', { name: 'Add Follow-up' });
    expect(within(form).getByRole('textbox', { name: 'Taken By' })).toHaveValue('Asha Rao');
    await fillIn(within(form).getByRole('textbox', { name: /^Purpose/ }), 'Payment');
    await fillIn(
      within(form).getByRole('textbox', { name: /^Follow-up Update/ }),
      'Second instalment by Friday',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Add Follow-up' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    await waitFor(() =>
      expect(shownToasts()).toEqual([{ kind: 'success', message: 'Follow-up added successfully' }]),
    );
    expect(posted).toEqual([
      expect.objectContaining({
        bookingId: 12,
        purpose: 'Payment',
        followUpUpdate: 'Second instalment by Friday',
        followUpTakenBy: 'Asha Rao',
      }),
    ]);
    // Back in the booking's details, the new call first.
    const shown = await screen.findByRole('dialog', { name: 'Booking BK-0012' });
    await waitFor(() =>
      expect(
        within(within(shown).getByRole('list', { name: 'Follow-ups, newest first' })).getAllByRole(
          'article',
        )[0]!.textContent,
      ).toContain('Payment'),
    );
  });

  it('offers no Log follow-up to a user who may not create follow-ups', async () => {
    const { fake } = bookingsApi({
      'GET /bookingfollowups/booking/12': () => json(200, [called(1, '2026-03-02', 'First call')]),
    });
    renderApp('/bookings/12?pageSize=5', fake, STORED);
    const details = await screen.findByRole('dialog', { name: 'Booking BK-0012' });
    await within(details).findByRole('list', { name: 'Follow-ups, newest first' });
    expect(within(details).queryByRole('button', { name: 'Log follow-up' })).toBeNull();
  });
});

describe('the details in the URL', () => {
  it('keeps the open booking in the URL, and opens it from there', async () => {
    const { fake } = bookingsApi();
    const { history } = renderApp('/bookings?pageSize=5', fake, STORED);
    await bookingNumbers();
    await userEvent.click(screen.getByRole('button', { name: 'BK-0012' }));
    await screen.findByRole('dialog', { name: 'Booking BK-0012' });
    expect(history).toEqual(['/bookings/12?pageSize=5']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(history.at(-1)).toBe('/bookings?pageSize=5'));
  });

  it('opens a booking on the page shown from its path, loaded whole', async () => {
    const { fake } = bookingsApi();
    const { calls } = renderApp('/bookings/12?pageSize=5', fake, STORED);
    const details = await screen.findByRole('dialog', { name: 'Booking BK-0012' });
    expect(await within(details).findByText(/^Asha Rao on/)).toBeInTheDocument();
    // The list's row holds only its columns: the details are the booking's own load.
    expect(calls).toContain('GET /bookings/12');
  });

  it('says in the details that a booking no longer exists', async () => {
    const { fake } = bookingsApi({
      'GET /bookings/99': () => json(404, { message: 'Booking not found' }),
    });
    const { shownToasts } = renderApp('/bookings/99?pageSize=5', fake, STORED);
    const details = await screen.findByRole('dialog', { name: 'Booking' });
    expect(await within(details).findByText('Booking not found')).toBeInTheDocument();
    expect(shownToasts()).toEqual([]);
  });

  it('opens a booking on no page shown, narrowing the list to it', async () => {
    const { fake } = bookingsApi();
    const { history, calls } = renderApp('/bookings/2', fake, STORED);
    await screen.findByRole('dialog', { name: 'Booking BK-0002' });
    expect(calls).toContain('GET /bookings/2');
    expect(history.at(-1)).toBe('/bookings/2?searchTerm=BK-0002');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(history.at(-1)).toBe('/bookings?searchTerm=BK-0002'));
    expect(await bookingNumbers()).toEqual(['BK-0002']);
  });
});

describe('delete and export', () => {
  afterEach(() => vi.restoreAllMocks());

  it('deletes a booking after the question, then reloads', async () => {
    const { fake } = bookingsApi();
    const { shownToasts } = renderApp('/bookings?pageSize=5', fake, STORED);
    await bookingNumbers();
    await userEvent.click(screen.getByRole('button', { name: 'Delete booking BK-0011' }));
    expect(screen.getByText('Are you sure you want to delete this booking?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(shownToasts()).toEqual([{ kind: 'success', message: 'Booking deleted successfully' }]);
    expect(await bookingNumbers()).not.toContain('BK-0011');
  });

  it("toasts 'Failed to delete booking' and keeps the question", async () => {
    const { fake } = bookingsApi({ 'DELETE /bookings/11': () => json(500, {}) });
    const { shownToasts } = renderApp('/bookings?pageSize=5', fake, STORED);
    await bookingNumbers();
    await userEvent.click(screen.getByRole('button', { name: 'Delete booking BK-0011' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([{ kind: 'error', message: 'Failed to delete booking' }]),
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('downloads the CSV of what the filters match, on every page', async () => {
    const exported: URLSearchParams[] = [];
    const { fake } = bookingsApi({
      'GET /bookings/export': (request) => {
        exported.push(new URL(request.url).searchParams);
        return new Response('Booking Number\r\nBK-0009\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="bookings-2026-03-14.csv"',
          },
        });
      },
    });
    const saved: { href: string; download: string }[] = [];
    const createObjectURL = vi.fn(() => 'blob:bookings');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    renderApp('/bookings?page=2&pageSize=5&channelPartnerId=7', fake, STORED);
    await bookingNumbers();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:bookings', download: 'bookings-2026-03-14.csv' }]),
    );
    expect(exported[0]!.toString()).toBe('sortBy=BookingDate&sortOrder=desc&channelPartnerId=7');
    const [file] = createObjectURL.mock.calls[0] as unknown as [Blob];
    expect(await file.text()).toBe('Booking Number\r\nBK-0009\r\n');
  });

  it("toasts 'Failed to export bookings' when the export fails", async () => {
    const { fake } = bookingsApi({ 'GET /bookings/export': () => json(500, {}) });
    const { shownToasts } = renderApp('/bookings?pageSize=5', fake, STORED);
    await bookingNumbers();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([{ kind: 'error', message: 'Failed to export bookings' }]),
    );
  });
});

describe('the booking form', () => {
  const profession = () => screen.getByRole('textbox', { name: /^Profession/ }) as HTMLInputElement;
  // The form opens on its first sections and draws the rest, Profession's among them, a render later.
  const professionShown = () => screen.findByRole('textbox', { name: /^Profession/ });

  it('offers the staff the server finds as a direct sale’s sales person, to whoever may create bookings', async () => {
    const searched: (string | null)[] = [];
    const { fake } = bookingsApi({
      'GET /auth/me': () => json(200, user(['bookings.view', 'bookings.create'])),
      'GET /bookings/sales-people': (request) => {
        searched.push(new URL(request.url).searchParams.get('searchTerm'));
        return json(200, [
          { userId: 4, name: 'Asha Rao', email: 'asha@plotline.test', designation: 'Sales Lead' },
        ]);
      },
    });
    renderApp('/bookings?pageSize=5', fake, STORED);
    await bookingNumbers();
    await userEvent.click(screen.getByRole('button', { name: 'New Booking' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Create New Booking' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Direct Sale' }));
    await userEvent.type(dialog.getByRole('combobox', { name: 'Sales Person' }), 'asha');
    await waitFor(() => expect(searched.at(-1)).toBe('asha'));
    await userEvent.click(await screen.findByRole('option', { name: 'Asha Rao' }));
    expect(dialog.getByRole('textbox', { name: /Sales Person Email/ })).toHaveValue(
      'asha@plotline.test',
    );
    expect(dialog.getByRole('textbox', { name: /Sales Person Designation/ })).toHaveValue(
      'Sales Lead',
    );
  });

  it('updates a booking at the version it was loaded at, then closes and reloads', async () => {
    const { fake, saved, queries } = bookingsApi();
    const { shownToasts } = renderApp('/bookings?pageSize=5', fake, STORED);
    await bookingNumbers();
    await userEvent.click(screen.getByRole('button', { name: 'Edit booking BK-0012' }));
    await userEvent.clear(await professionShown());
    await userEvent.type(profession(), 'Architect');
    const loadsBefore = queries.length;
    await userEvent.click(screen.getByRole('button', { name: 'Update Booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toEqual([
      expect.objectContaining({ plotId: 112, profession: 'Architect', version: 1 }),
    ]);
    expect(shownToasts()).toEqual([{ kind: 'success', message: 'Booking updated successfully' }]);
    expect(queries.length).toBeGreaterThan(loadsBefore);
  });

  it("searches partners and plots on the server as they are typed, and loads the booking's own plot", async () => {
    const plotOf = (id: number, status: 'Available' | 'Booked') => ({
      id,
      projectId: 1,
      projectName: 'Green Valley',
      plotNumber: `A-${id - 100}`,
      plotSize: 1200,
      sizeUnit: 'sq ft',
      status,
      remark: null,
      createdBy: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const partnerQueries: string[] = [];
    const plotQueries: string[] = [];
    const { fake } = bookingsApi({
      'GET /channelpartners/filtered': partnerSearch(partnerQueries),
      'GET /plots/filtered': (request) => {
        const query = new URL(request.url).searchParams;
        plotQueries.push(query.toString());
        return pageOf(query, [plotOf(190, 'Available'), plotOf(191, 'Available')]);
      },
      'GET /plots/112': () => json(200, plotOf(112, 'Booked')),
    });
    const { calls } = renderApp('/bookings?pageSize=5', fake, STORED);
    await bookingNumbers();
    await userEvent.click(screen.getByRole('button', { name: 'Edit booking BK-0012' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Booking' });
    // Its own plot is Booked, so no search of Available plots finds it: it is loaded by itself.
    const card = await within(dialog).findByRole('region', { name: 'Selected Plot' });
    expect(card.textContent).toContain('A-12');
    expect(calls).toContain('GET /plots/112');
    expect(calls).not.toContain('GET /plots/by-project/1');

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Channel Partner' }));
    await userEvent.type(
      within(dialog).getByRole('combobox', { name: 'Channel Partner' }),
      'meera',
    );
    await waitFor(() =>
      expect(partnerQueries.at(-1)).toBe(
        'page=1&pageSize=25&sortBy=Name&sortOrder=asc&isActive=true&searchTerm=meera',
      ),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Meera Kapoor' }));
    expect(calls).not.toContain('GET /channelpartners/active');

    const plotBox = within(dialog).getByRole('combobox', { name: /^Plot/ });
    await userEvent.clear(plotBox);
    await userEvent.type(plotBox, 'A-9');
    await waitFor(() =>
      expect(plotQueries.at(-1)).toBe(
        'page=1&pageSize=25&sortBy=PlotNumber&sortOrder=asc&projectId=1&status=Available&searchTerm=A-9',
      ),
    );
  });

  it("searches the projects as the form's picker is typed in, and names the booking's own", async () => {
    const projectQueries: string[] = [];
    const { fake } = bookingsApi({
      'GET /projects/filtered': (request) => {
        projectQueries.push(new URL(request.url).searchParams.toString());
        return noProjectFound(request);
      },
    });
    renderApp('/bookings?pageSize=5', fake, STORED);
    await bookingNumbers();
    await userEvent.click(screen.getByRole('button', { name: 'Edit booking BK-0012' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Booking' }));
    // No search finds it, yet the booking names its own project.
    expect(projectBox(dialog)).toHaveProperty('value', 'Green Valley');
    await userEvent.clear(projectBox(dialog));
    await userEvent.type(projectBox(dialog), 'sun');
    await waitFor(() => expect(projectQueries.at(-1)).toBe(projectSearch('sun')));
  });

  it('keeps what was typed while the list reloads for a change someone else made to the booking, and says so', async () => {
    const server = fakeEventStream();
    const { fake, stored, queries } = bookingsApi({ 'GET /events': server.answer });
    renderApp('/bookings?pageSize=5', fake, STORED);
    await bookingNumbers();
    await userEvent.click(screen.getByRole('button', { name: 'Edit booking BK-0012' }));
    await userEvent.clear(await professionShown());
    await userEvent.type(profession(), 'Architect');
    await waitFor(() => expect(server.isOpen()).toBe(true));
    const dialog = screen.getByRole('dialog', { name: 'Edit Booking' });
    const notice = changedWhileEditingNotice('booking', true);

    // The signed-in user's own change, e.g. from another tab, is no one else's.
    let loadsBefore = queries.length;
    server.sendChange(50, {
      entity: 'booking',
      entityId: 12,
      operation: 'changeBookingStatus',
      userId: 1,
    });
    await waitFor(() => expect(queries.length).toBeGreaterThan(loadsBefore));
    expect(within(dialog).queryByText(notice)).toBeNull();

    // Meanwhile, in another browser:
    Object.assign(
      stored.find((b) => b.id === 12)!,
      { profession: 'Surgeon', version: 2 },
    );
    loadsBefore = queries.length;
    server.sendChange(51, {
      entity: 'booking',
      entityId: 12,
      operation: 'updateBooking',
      userId: 2,
    });
    await waitFor(() => expect(queries.length).toBeGreaterThan(loadsBefore));
    expect(within(dialog).getByRole('status')).toHaveTextContent(notice);
    expect(profession().value).toBe('Architect');
    expect(screen.getByRole('dialog', { name: 'Edit Booking' })).toBe(dialog);
  });

  it('says so and shows the stored booking when someone else saved it first', async () => {
    const { fake, saved, stored } = bookingsApi();
    const { shownToasts } = renderApp('/bookings?pageSize=5', fake, STORED);
    await bookingNumbers();
    await userEvent.click(screen.getByRole('button', { name: 'Edit booking BK-0012' }));
    // Meanwhile, in another browser:
    Object.assign(
      stored.find((b) => b.id === 12)!,
      { profession: 'Surgeon', version: 2 },
    );
    await userEvent.clear(await professionShown());
    await userEvent.type(profession(), 'Architect');
    await userEvent.click(screen.getByRole('button', { name: 'Update Booking' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([
        { kind: 'error', message: 'Failed to update booking', detail: BOOKING_CONFLICT_MESSAGE },
      ]),
    );
    // The stored booking takes the form's place: waiting for its words, rather than asking every box
    // its name at each change of the page, then reading them in Profession.
    await screen.findByDisplayValue('Surgeon');
    expect(profession().value).toBe('Surgeon');
    expect(screen.getByRole('dialog', { name: 'Edit Booking' })).toBeInTheDocument();
    await userEvent.clear(profession());
    await userEvent.type(profession(), 'Architect');
    await userEvent.click(screen.getByRole('button', { name: 'Update Booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved.map((body) => body.version)).toEqual([1, 2]);
  });
});

describe("'Book a plot' on an enquiry", () => {
  /** Enquiry 12, through Meera Kapoor, interested in Green Valley first, then Sunrise Enclave. */
  const ENQUIRY: Enquiry = {
    id: 12,
    name: 'Sunita Iyer',
    mobileNumber: '9876500012',
    email: 'sunita.iyer@example.com',
    source: 'ChannelPartner',
    channelPartnerId: 8,
    channelPartnerName: 'Meera Kapoor',
    sourceDetail: null,
    projects: [
      { id: 1, name: 'Green Valley' },
      { id: 2, name: 'Sunrise Enclave' },
    ],
    plotSizeMin: null,
    plotSizeMax: null,
    budgetMin: null,
    budgetMax: null,
    assignedTo: { id: 1, name: 'Asha Rao' },
    stage: 'Negotiation',
    lostReason: null,
    nextAction: null,
    nextActionDate: null,
    notes: null,
    lastActivityAt: null,
    bookingId: null,
    version: 4,
    createdAt: '2026-03-01T05:30:00.000Z',
    updatedAt: '2026-03-01T05:30:00.000Z',
  };
  const BOOKS_ENQUIRIES = ['bookings.view', 'bookings.create', 'enquiries.view', 'enquiries.edit'];
  /** Green Valley's Available A-90, which the form's plot search finds. */
  const PLOT = {
    id: 190,
    projectId: 1,
    projectName: 'Green Valley',
    plotNumber: 'A-90',
    plotSize: 1200,
    sizeUnit: 'sq ft',
    status: 'Available',
    remark: null,
    createdBy: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  const textbox = (dialog: HTMLElement, name: string) =>
    within(dialog).getByRole('textbox', { name });
  const factOf = (dialog: HTMLElement, term: string) =>
    within(dialog).getByText(term, { selector: 'dt' }).parentElement!.textContent;

  it('opens the form filled from GET /enquiries/12, drops the ask, and posts the booking with enquiryId', async () => {
    const posted: BookingRequest[] = [];
    const { fake, stored } = bookingsApi({
      'GET /auth/me': () => json(200, user(BOOKS_ENQUIRIES)),
      'GET /enquiries/12': () => json(200, ENQUIRY),
      'GET /bookings/sales-people': () => json(200, []),
      'GET /plots/filtered': (request) => pageOf(new URL(request.url).searchParams, [PLOT]),
      'POST /bookings': async (request) => {
        const body = (await request.json()) as BookingRequest;
        posted.push(body);
        const created: Booking = {
          ...booking(13, 'Token', 8),
          plotId: 190,
          plotNumber: 'A-90',
          plotOwnerName: body.plotOwnerName,
          enquiryId: 12,
        };
        stored.push(created);
        return json(201, created);
      },
      'GET /bookings/13': () =>
        json(
          200,
          stored.find((b) => b.id === 13),
        ),
      'GET /bookings/13/history': () => json(200, []),
    });
    const { history, calls, shownToasts } = renderApp(
      '/bookings?pageSize=5&bookEnquiry=12',
      fake,
      STORED,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create New Booking' });
    expect(calls).toContain('GET /enquiries/12');
    // Once the form has opened on it, the ask leaves the address; the list's query stays.
    await waitFor(() => expect(history.at(-1)).toBe('/bookings?pageSize=5'));
    expect(
      within(dialog).getByText(
        'Booking from the enquiry of Sunita Iyer: saving it marks the enquiry Booked.',
      ),
    ).toBeInTheDocument();
    // Its first project of interest, and its partner, named before any search has found them.
    expect(projectBox(within(dialog))).toHaveProperty('value', 'Green Valley');
    expect(within(dialog).getByRole('radio', { name: 'Channel Partner' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Channel Partner' })).toHaveValue(
      'Meera Kapoor',
    );
    expect(await within(dialog).findByRole('textbox', { name: 'Plot Owner Name' })).toHaveValue(
      'Sunita Iyer',
    );
    expect(textbox(dialog, 'Owner Mobile Number')).toHaveValue('9876500012');
    expect(textbox(dialog, 'Email ID')).toHaveValue('sunita.iyer@example.com');

    // What an enquiry does not tell.
    await userEvent.type(within(dialog).getByRole('combobox', { name: /^Plot/ }), 'A-90');
    await userEvent.click(await screen.findByRole('option', { name: 'A-90 (1,200 sq ft)' }));
    await userEvent.type(textbox(dialog, 'Plot Sale Rate (per sq. yd.)'), '4500');
    await userEvent.type(textbox(dialog, 'Token Amount'), '51000');
    await userEvent.tab();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Female' }));
    await fillIn(textbox(dialog, 'Profession'), 'Teacher');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Booking' }));

    await waitFor(() =>
      expect(shownToasts()).toEqual([{ kind: 'success', message: 'Booking created successfully' }]),
    );
    expect(posted).toEqual([
      expect.objectContaining({
        enquiryId: 12,
        projectId: 1,
        plotId: 190,
        salesRoute: 'channel_partner',
        channelPartnerId: 8,
        plotOwnerName: 'Sunita Iyer',
        ownerMobileNumber: '9876500012',
        emailId: 'sunita.iyer@example.com',
      }),
    ]);
    // The new booking's details open, naming the enquiry it was saved from, a link to it for a
    // user who may read enquiries.
    const details = await screen.findByRole('dialog', { name: 'Booking BK-0013' });
    await waitFor(() => expect(factOf(details, 'Enquiry')).toBe('EnquiryBooked from an enquiry'));
    expect(within(details).getByRole('link', { name: 'Booked from an enquiry' })).toHaveAttribute(
      'href',
      '/enquiries/12',
    );
  });

  it("toasts 'Enquiry not found' for an enquiry that is gone, drops the ask and shows the list", async () => {
    const { fake } = bookingsApi({
      'GET /auth/me': () => json(200, user(BOOKS_ENQUIRIES)),
      'GET /enquiries/12': () => json(404, { message: 'Enquiry not found' }),
    });
    const { history, shownToasts } = renderApp('/bookings?bookEnquiry=12', fake, STORED);
    await waitFor(() =>
      expect(shownToasts()).toEqual([{ kind: 'error', message: 'Enquiry not found' }]),
    );
    await waitFor(() => expect(history.at(-1)).toBe('/bookings'));
    expect(await bookingNumbers()).toHaveLength(10);
    expect(screen.queryByRole('dialog', { name: 'Create New Booking' })).toBeNull();
  });

  it('names the enquiry a booking was saved from without a link for a user who may not read enquiries', async () => {
    const { fake, stored } = bookingsApi();
    Object.assign(
      stored.find((b) => b.id === 12)!,
      { enquiryId: 12 },
    );
    renderApp('/bookings/12?pageSize=5', fake, STORED);
    const details = await screen.findByRole('dialog', { name: 'Booking BK-0012' });
    await waitFor(() => expect(factOf(details, 'Enquiry')).toBe('EnquiryBooked from an enquiry'));
    expect(within(details).queryByRole('link', { name: 'Booked from an enquiry' })).toBeNull();
  });
});
