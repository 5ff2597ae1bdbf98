import type {
  Enquiry,
  EnquiryActivityRequest,
  EnquiryAssignmentRequest,
  EnquiryCreateRequest,
  EnquiryImportCommit,
  EnquiryImportPreview,
  EnquiryImportRequest,
  EnquiryPerson,
  EnquiryStageChangeRequest,
  EnquiryTimelineEntry,
  SiteVisit,
} from '@plotline/api-client';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENQUIRY_IMPORT_MESSAGES, ENQUIRY_MESSAGES } from '@plotline/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, user, type FakeRoutes } from '../../../test/fake-api';
import { pageOf } from '../../../test/fake-lists';
import { projectFixture, projectRoutes } from '../../../test/fake-projects';
import { choose, loadedGrid } from '../../../test/list-screen';
import { renderApp, STORED } from '../../../test/render-app';

const VIEW = 'enquiries.view';
const EVERY_GRANT = [
  VIEW,
  'enquiries.create',
  'enquiries.edit',
  'enquiries.delete',
  'enquiries.assign',
];

const ASHA = { id: 1, name: 'Asha Rao' };
const ANITA = { id: 3, name: 'Anita Desai' };
const VIKRAM = { id: 9, name: 'Vikram Singh' };
const STAFF = [ASHA, ANITA, VIKRAM];
const GREEN_VALLEY = { id: 1, name: 'Green Valley' };

function enquiry(
  id: number,
  name: string,
  stage: Enquiry['stage'],
  assignedTo: EnquiryPerson,
  fields: Partial<Enquiry> = {},
): Enquiry {
  const createdAt = `2026-06-${String(20 - id).padStart(2, '0')}T05:30:00.000Z`;
  return {
    id,
    name,
    mobileNumber: `98765000${String(id).padStart(2, '0')}`,
    email: null,
    source: 'WalkIn',
    channelPartnerId: null,
    channelPartnerName: null,
    sourceDetail: null,
    projects: [GREEN_VALLEY],
    plotSizeMin: null,
    plotSizeMax: null,
    budgetMin: null,
    budgetMax: null,
    assignedTo,
    stage,
    lostReason: stage === 'Lost' ? 'BudgetMismatch' : null,
    nextAction: null,
    nextActionDate: null,
    notes: null,
    lastActivityAt: null,
    bookingId: null,
    version: 1,
    createdAt,
    updatedAt: createdAt,
    ...fields,
  };
}

/** Priya's timeline, newest first: a call a day, the oldest her arrival at New. */
const timelineOf = (count: number): EnquiryTimelineEntry[] =>
  Array.from({ length: count }, (_, index) => {
    const at = `2026-06-${String(30 - index).padStart(2, '0')}T06:00:00.000Z`;
    return index === count - 1
      ? { kind: 'StageChange', at, by: ASHA, fromStage: null, toStage: 'New' }
      : { kind: 'Call', at, by: ASHA, text: `Call ${count - 1 - index}` };
  });

const VISIT: SiteVisit = {
  id: 31,
  enquiryId: 1,
  enquiryName: 'Priya Nair',
  project: GREEN_VALLEY,
  // 11:00 in India.
  scheduledAt: '2026-06-21T05:30:00.000Z',
  accompaniedBy: ASHA,
  outcome: 'Scheduled',
  notes: null,
  createdAt: '2026-06-14T06:00:00.000Z',
};

/**
 * The enquiries API over an in-memory list: GET /enquiries/filtered searches, filters by stage,
 * source and sales person, sorts by name or by when each was added, and pages; POST adds (a mobile
 * number an open enquiry has is refused unless keepBoth), PATCH …/stage moves, POST …/assignment
 * gives, POST …/activities logs on the timeline. Every request's query or body is kept.
 */
function enquiriesApi(permissions = EVERY_GRANT, routes: FakeRoutes = {}) {
  const stored: Enquiry[] = [
    enquiry(1, 'Priya Nair', 'New', ASHA, { version: 3 }),
    enquiry(2, 'Rahul Verma', 'Contacted', ANITA),
    enquiry(3, 'Sunita Iyer', 'Contacted', VIKRAM, { source: 'Phone' }),
    enquiry(4, 'Arjun Mehta', 'Negotiation', ASHA),
    enquiry(5, 'Kavya Reddy', 'SiteVisitScheduled', ANITA),
    enquiry(6, 'Mohan Das', 'Booked', ANITA, { bookingId: 42 }),
    enquiry(7, 'Fatima Khan', 'Lost', VIKRAM),
  ];
  const timeline = timelineOf(12);
  const listQueries: string[] = [];
  const timelineQueries: string[] = [];
  const staffSearches: string[] = [];
  const created: EnquiryCreateRequest[] = [];
  const moves: { id: number; body: EnquiryStageChangeRequest }[] = [];
  const assignments: EnquiryAssignmentRequest[] = [];
  const logged: EnquiryActivityRequest[] = [];
  const rowOf = (id: number) => stored.find((row) => row.id === id);

  const fake: FakeRoutes = {
    'GET /auth/me': () => json(200, user(permissions)),
    ...projectRoutes([projectFixture(1, 'Green Valley')]),
    'GET /channelpartners/filtered': (request) => pageOf(new URL(request.url).searchParams, []),
    'GET /enquiries/sales-people': (request) => {
      const searchTerm = new URL(request.url).searchParams.get('searchTerm') ?? '';
      staffSearches.push(searchTerm);
      return json(
        200,
        STAFF.filter(({ name }) => name.toLowerCase().includes(searchTerm.toLowerCase())),
      );
    },
    'GET /enquiries/filtered': (request) => {
      const query = new URL(request.url).searchParams;
      listQueries.push(query.toString());
      const searchTerm = (query.get('searchTerm') ?? '').toLowerCase();
      const by = query.get('sortBy') === 'Name' ? 'name' : 'createdAt';
      const direction = query.get('sortOrder') === 'asc' ? 1 : -1;
      const matching = stored
        .filter(
          (row) =>
            `${row.name} ${row.mobileNumber}`.toLowerCase().includes(searchTerm) &&
            (!query.has('stage') || row.stage === query.get('stage')) &&
            (!query.has('source') || row.source === query.get('source')) &&
            (!query.has('assignedToId') ||
              row.assignedTo?.id === Number(query.get('assignedToId'))),
        )
        .sort((a, b) => direction * a[by].localeCompare(b[by]));
      return pageOf(query, matching);
    },
    'POST /enquiries': async (request) => {
      const body = (await request.json()) as EnquiryCreateRequest;
      created.push(body);
      const open = stored.find(
        (row) => row.mobileNumber === body.mobileNumber && !['Booked', 'Lost'].includes(row.stage),
      );
      if (open && !body.keepBoth) {
        return json(409, {
          code: 'duplicate_mobile',
          message: 'An open enquiry already has this mobile number',
          existingEnquiryId: open.id,
        });
      }
      const added = enquiry(stored.length + 1, body.name, 'New', ASHA, {
        mobileNumber: body.mobileNumber,
        createdAt: '2026-06-30T05:30:00.000Z',
      });
      stored.push(added);
      return json(201, added);
    },
    'POST /enquiries/assignment': async (request) => {
      const body = (await request.json()) as EnquiryAssignmentRequest;
      assignments.push(body);
      const to = STAFF.find(({ id }) => id === body.assignedToId)!;
      for (const id of body.enquiryIds) rowOf(id)!.assignedTo = to;
      return json(200, { assigned: body.enquiryIds.length });
    },
    'GET /enquiries/1/site-visits': () => json(200, [VISIT]),
    'GET /enquiries/1/timeline': (request) => {
      const query = new URL(request.url).searchParams;
      timelineQueries.push(query.toString());
      return pageOf(query, timeline);
    },
    'POST /enquiries/1/activities': async (request) => {
      const body = (await request.json()) as EnquiryActivityRequest;
      logged.push(body);
      const entry: EnquiryTimelineEntry = { ...body, at: '2026-07-01T06:00:00.000Z', by: ASHA };
      timeline.unshift(entry);
      return json(201, entry);
    },
    // Each enquiry whole, as stored now; and its move to another stage.
    ...Object.fromEntries(
      stored.flatMap(({ id }) => [
        [`GET /enquiries/${id}`, () => json(200, rowOf(id))],
        [
          `PATCH /enquiries/${id}/stage`,
          async (request: Request) => {
            const body = (await request.json()) as EnquiryStageChangeRequest;
            moves.push({ id, body });
            const moved = rowOf(id)!;
            Object.assign(moved, {
              stage: body.stage,
              lostReason: body.lostReason ?? null,
              version: moved.version + 1,
            });
            return json(200, moved);
          },
        ],
      ]),
    ),
    ...routes,
  };
  return {
    fake,
    stored,
    listQueries,
    timelineQueries,
    staffSearches,
    created,
    moves,
    assignments,
    logged,
  };
}

/** The table's rows, each as its Name, Stage and Sales person, once the rows have loaded. */
async function shownRows() {
  const grid = await loadedGrid('Enquiries');
  const headers = within(grid)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td, th')];
  return within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      ['Name', 'Stage', 'Sales person'].map(
        (column) => cellsOf(row)[headers.indexOf(column)]?.textContent,
      ),
    );
}

const names = async () => (await shownRows()).map(([name]) => name);

const boardColumn = (name: RegExp) =>
  within(screen.getByRole('region', { name: 'Enquiry board' })).getByRole('region', { name });

/** The names of a board column's cards. */
const cardsOf = (name: RegExp) =>
  within(within(boardColumn(name)).getByRole('grid'))
    .queryAllByRole('row')
    .map((card) => card.getAttribute('aria-label') ?? card.textContent);

/** The queries of the board's columns (those with the board's page size), by stage. */
const columnQueries = (queries: readonly string[]) =>
  queries.filter((query) => new URLSearchParams(query).has('stage'));

describe('the list', () => {
  it('asks GET /enquiries/filtered for the filters and sort of the URL, and shows each row', async () => {
    const { fake, listQueries } = enquiriesApi();
    renderApp('/enquiries?stage=Contacted&sortBy=Name&sortOrder=asc', fake, STORED);
    expect(await shownRows()).toEqual([
      ['Rahul Verma', 'Contacted', 'Anita Desai'],
      ['Sunita Iyer', 'Contacted', 'Vikram Singh'],
    ]);
    expect(listQueries).toEqual(['page=1&pageSize=10&sortBy=Name&sortOrder=asc&stage=Contacted']);
    expect(screen.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeInTheDocument();
  });

  it("opens a funnel figure's link: the month's enquiries lost for a reason, both filters shown", async () => {
    const { fake, listQueries } = enquiriesApi();
    renderApp('/enquiries?stage=Lost&lostReason=BudgetMismatch&createdMonth=2026-11', fake, STORED);
    await shownRows();
    expect(listQueries).toEqual([
      'page=1&pageSize=10&sortBy=CreatedAt&sortOrder=desc&stage=Lost&createdMonth=2026-11&lostReason=BudgetMismatch',
    ]);
    expect(screen.getByRole('button', { name: /Lost reason/ })).toHaveTextContent(
      'Budget mismatch',
    );
    expect(screen.getByRole('button', { name: /Added in/ })).toHaveTextContent('Nov 2026');
    // A month that is none is no filter.
    cleanup();
    const other = enquiriesApi();
    renderApp('/enquiries?createdMonth=2026-13', other.fake, STORED);
    await shownRows();
    expect(other.listQueries).toEqual(['page=1&pageSize=10&sortBy=CreatedAt&sortOrder=desc']);
  });

  it('lists the newest first at the defaults, with a plain URL', async () => {
    const { fake, listQueries } = enquiriesApi();
    renderApp('/enquiries', fake, STORED);
    expect(await shownRows()).toEqual([
      ['Priya Nair', 'New', 'Asha Rao'],
      ['Rahul Verma', 'Contacted', 'Anita Desai'],
      ['Sunita Iyer', 'Contacted', 'Vikram Singh'],
      ['Arjun Mehta', 'Negotiation', 'Asha Rao'],
      ['Kavya Reddy', 'Site visit scheduled', 'Anita Desai'],
      ['Mohan Das', 'Booked', 'Anita Desai'],
      ['Fatima Khan', 'Lost', 'Vikram Singh'],
    ]);
    expect(listQueries).toEqual(['page=1&pageSize=10&sortBy=CreatedAt&sortOrder=desc']);
  });

  it('writes a filter chosen into the URL, back on page 1, and asks the server for it', async () => {
    const { fake, listQueries } = enquiriesApi();
    const { history } = renderApp(
      '/enquiries?stage=Contacted&sortBy=Name&sortOrder=asc',
      fake,
      STORED,
    );
    await shownRows();
    await choose('Source', 'Phone');
    await waitFor(async () => expect(await names()).toEqual(['Sunita Iyer']));
    expect(history).toEqual([
      '/enquiries?stage=Contacted&sortBy=Name&sortOrder=asc',
      '/enquiries?sortBy=Name&sortOrder=asc&stage=Contacted&source=Phone',
    ]);
    expect(listQueries.at(-1)).toBe(
      'page=1&pageSize=10&sortBy=Name&sortOrder=asc&stage=Contacted&source=Phone',
    );
  });

  it('filters by a sales person the server finds as the filter is typed in', async () => {
    const { fake, listQueries } = enquiriesApi();
    const { history } = renderApp('/enquiries', fake, STORED);
    await shownRows();
    const salesPerson = screen.getByRole('combobox', { name: 'Sales person' });
    await userEvent.clear(salesPerson);
    await userEvent.type(salesPerson, 'vik');
    // Picked once the server's answer for 'vik' is shown: a press on the list before it would
    // land on options its answer then replaces.
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'All Sales People',
        'Vikram Singh',
      ]),
    );
    await userEvent.click(screen.getByRole('option', { name: 'Vikram Singh' }));
    await waitFor(() => expect(history.at(-1)).toBe('/enquiries?assignedToId=9'));
    await waitFor(async () => expect(await names()).toEqual(['Sunita Iyer', 'Fatima Khan']));
    expect(listQueries.at(-1)).toBe(
      'page=1&pageSize=10&sortBy=CreatedAt&sortOrder=desc&assignedToId=9',
    );
  });

  it('names the sales person the URL filters by', async () => {
    const { fake, listQueries } = enquiriesApi();
    renderApp('/enquiries?assignedToId=3', fake, STORED);
    expect(await names()).toEqual(['Rahul Verma', 'Kavya Reddy', 'Mohan Das']);
    expect(listQueries).toEqual([
      'page=1&pageSize=10&sortBy=CreatedAt&sortOrder=desc&assignedToId=3',
    ]);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Sales person' })).toHaveValue('Anita Desai'),
    );
  });

  it("toasts 'Failed to fetch enquiries' and offers to try again", async () => {
    const { fake } = enquiriesApi(EVERY_GRANT, {
      'GET /enquiries/filtered': () => json(500, { message: 'Boom' }),
    });
    const { shownToasts } = renderApp('/enquiries', fake, STORED);
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(shownToasts()).toContainEqual({ kind: 'error', message: 'Failed to fetch enquiries' });
  });
});

describe('adding an enquiry', () => {
  async function addEnquiry(name: string, mobileNumber: string) {
    await userEvent.click(screen.getByRole('button', { name: 'Add Enquiry' }));
    const form = await screen.findByRole('dialog', { name: 'Add Enquiry' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Name/ }), name);
    await userEvent.type(
      within(form).getByRole('textbox', { name: /^Mobile number/ }),
      mobileNumber,
    );
    await userEvent.type(within(form).getByRole('textbox', { name: /^Next action$/ }), 'Call back');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Enquiry' }));
    return form;
  }

  it("posts the form's body, toasts 'Enquiry added successfully' and lists it", async () => {
    const { fake, created, listQueries } = enquiriesApi();
    const { shownToasts } = renderApp('/enquiries', fake, STORED);
    await shownRows();
    const loadsBefore = listQueries.length;
    await addEnquiry('Nisha Verma', '9811122233');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(created).toEqual([
      {
        name: 'Nisha Verma',
        mobileNumber: '9811122233',
        email: null,
        // A new enquiry's form starts at Walk-in.
        source: 'WalkIn',
        channelPartnerId: null,
        sourceDetail: null,
        projectIds: [],
        plotSizeMin: null,
        plotSizeMax: null,
        budgetMin: null,
        budgetMax: null,
        nextAction: 'Call back',
        nextActionDate: null,
        notes: null,
      },
    ]);
    expect(shownToasts()).toEqual([{ kind: 'success', message: 'Enquiry added successfully' }]);
    expect(listQueries.length).toBeGreaterThan(loadsBefore);
    expect((await names())[0]).toBe('Nisha Verma');
  });

  it('says an open enquiry has the mobile number, and opens that enquiry', async () => {
    const { fake, created } = enquiriesApi();
    const { history, shownToasts } = renderApp('/enquiries', fake, STORED);
    await shownRows();
    const form = await addEnquiry('Priya N.', '9876500004');
    expect(
      await within(form).findByText('An open enquiry already has this mobile number'),
    ).toBeInTheDocument();
    expect(created).toHaveLength(1);
    expect(shownToasts()).toEqual([
      {
        kind: 'error',
        message: 'Failed to add enquiry',
        detail: 'An open enquiry already has this mobile number',
      },
    ]);
    // The form keeps what was typed, the two ways on after the number.
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveValue('Priya N.');
    await userEvent.click(within(form).getByRole('button', { name: 'Open enquiry' }));
    expect(await screen.findByRole('dialog', { name: 'Arjun Mehta' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add Enquiry' })).toBeNull();
    expect(history.at(-1)).toBe('/enquiries/4');
    expect(created).toHaveLength(1);
  });

  it('saves anyway, posting again with keepBoth: true', async () => {
    const { fake, created } = enquiriesApi();
    const { shownToasts } = renderApp('/enquiries', fake, STORED);
    await shownRows();
    const form = await addEnquiry('Priya N.', '9876500004');
    await userEvent.click(await within(form).findByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(created.map(({ mobileNumber, keepBoth }) => ({ mobileNumber, keepBoth }))).toEqual([
      { mobileNumber: '9876500004', keepBoth: undefined },
      { mobileNumber: '9876500004', keepBoth: true },
    ]);
    expect(created[1]).toEqual({ ...created[0], keepBoth: true });
    expect(shownToasts().at(-1)).toEqual({
      kind: 'success',
      message: 'Enquiry added successfully',
    });
    expect(await names()).toContain('Priya N.');
  });
});

describe("an enquiry's details", () => {
  it('open at /enquiries/1 with the enquiry, its site visits and its timeline', async () => {
    const { fake, timelineQueries } = enquiriesApi();
    const { calls } = renderApp('/enquiries/1', fake, STORED);
    const details = await screen.findByRole('dialog', { name: 'Priya Nair' });
    expect(calls).toContain('GET /enquiries/1');
    const visits = await within(details).findByRole('list', { name: 'Site visits, latest first' });
    expect(within(visits).getByRole('article')).toHaveAccessibleName(
      'Visit to Green Valley, 21/06/2026, 11:00 am',
    );
    expect(calls).toContain('GET /enquiries/1/site-visits');
    const entries = await within(details).findByRole('list', { name: 'Timeline, newest first' });
    expect(within(entries).getAllByRole('article')).toHaveLength(10);
    expect(timelineQueries).toEqual(['page=1&pageSize=10']);
  });

  it("asks for 20 entries at once on 'Show more'", async () => {
    const { fake, timelineQueries } = enquiriesApi();
    renderApp('/enquiries/1', fake, STORED);
    const details = await screen.findByRole('dialog', { name: 'Priya Nair' });
    await within(details).findByRole('list', { name: 'Timeline, newest first' });
    await userEvent.click(within(details).getByRole('button', { name: 'Show more' }));
    const entries = () =>
      within(within(details).getByRole('list', { name: 'Timeline, newest first' })).getAllByRole(
        'article',
      );
    await waitFor(() => expect(entries()).toHaveLength(12));
    expect(timelineQueries).toEqual(['page=1&pageSize=10', 'page=1&pageSize=20']);
    // All 12 are shown: no more to ask for.
    expect(within(details).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('logs a call, toasts it and reloads the timeline, the call at its head', async () => {
    const { fake, logged, timelineQueries } = enquiriesApi();
    const { shownToasts } = renderApp('/enquiries/1', fake, STORED);
    const details = await screen.findByRole('dialog', { name: 'Priya Nair' });
    await within(details).findByRole('list', { name: 'Timeline, newest first' });
    await userEvent.click(within(details).getByRole('button', { name: 'Log call' }));
    const form = await screen.findByRole('dialog', { name: 'Log call' });
    await userEvent.type(
      within(form).getByRole('textbox', { name: /What was said/ }),
      'Asked for the brochure',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Log call' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([{ kind: 'success', message: 'Logged on the enquiry' }]),
    );
    expect(logged).toEqual([{ kind: 'Call', text: 'Asked for the brochure' }]);
    expect(timelineQueries).toEqual(['page=1&pageSize=10', 'page=1&pageSize=10']);
    const shown = await screen.findByRole('dialog', { name: 'Priya Nair' });
    await waitFor(() =>
      expect(
        within(within(shown).getByRole('list', { name: 'Timeline, newest first' })).getAllByRole(
          'article',
        )[0],
      ).toHaveTextContent(/^CallAsked for the brochureAsha Rao · /),
    );
  });
});

describe("'Book a plot'", () => {
  it('goes to the booking form filled from the open enquiry, for a user who may also create bookings', async () => {
    // Creating a booking needs bookings.view beside bookings.create, as every write its read.
    const { fake } = enquiriesApi([...EVERY_GRANT, 'bookings.view', 'bookings.create'], {
      'GET /bookings/filtered': (request) => pageOf(new URL(request.url).searchParams, []),
    });
    const { history } = renderApp('/enquiries/1', fake, STORED);
    const details = await screen.findByRole('dialog', { name: 'Priya Nair' });
    await userEvent.click(await within(details).findByRole('button', { name: 'Book a plot' }));
    // '/bookings?bookEnquiry=1': the Bookings page opens its form filled from enquiry 1, then
    // drops the ask from the address, in place. The enquiry is read already, so that may come
    // before any look at the address: what is seen is the form, and where it was left.
    const form = await screen.findByRole('dialog', { name: 'Create New Booking' });
    expect(await within(form).findByRole('textbox', { name: 'Plot Owner Name' })).toHaveValue(
      'Priya Nair',
    );
    expect(within(form).getByRole('textbox', { name: 'Owner Mobile Number' })).toHaveValue(
      '9876500001',
    );
    await waitFor(() => expect(history).toEqual(['/enquiries/1', '/bookings']));
  });

  it('is not offered without bookings.create', async () => {
    const { fake } = enquiriesApi([...EVERY_GRANT, 'bookings.view']);
    renderApp('/enquiries/1', fake, STORED);
    const details = await screen.findByRole('dialog', { name: 'Priya Nair' });
    // The enquiry is shown, and may be edited: only the booking is not the user's to make.
    await within(details).findByRole('list', { name: 'Site visits, latest first' });
    expect(within(details).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Book a plot' })).toBeNull();
  });
});

describe('the board', () => {
  const STAGE_ORDER = [
    'New',
    'Contacted',
    'SiteVisitScheduled',
    'SiteVisitDone',
    'Negotiation',
    'Booked',
    'Lost',
  ];

  it('reads each stage’s first 10 cards, one GET /enquiries/filtered a stage, and counts them', async () => {
    const { fake, listQueries } = enquiriesApi();
    renderApp('/enquiries?layout=board', fake, STORED);
    const board = await screen.findByRole('region', { name: 'Enquiry board' });
    await waitFor(() =>
      expect(
        within(board)
          .getAllByRole('region')
          .map((column) => column.getAttribute('aria-label')),
      ).toEqual([
        'New, 1 enquiry',
        'Contacted, 2 enquiries',
        'Site visit scheduled, 1 enquiry',
        'Site visit done, 0 enquiries',
        'Negotiation, 1 enquiry',
        'Booked, 1 enquiry',
        'Lost, 1 enquiry',
      ]),
    );
    expect(columnQueries(listQueries).toSorted()).toEqual(
      STAGE_ORDER.map(
        (stage) => `page=1&pageSize=10&sortBy=CreatedAt&sortOrder=desc&stage=${stage}`,
      ).toSorted(),
    );
    expect(cardsOf(/^Contacted/)).toEqual(['Rahul Verma', 'Sunita Iyer']);
  });

  it('moves a card through its menu, with the stage and the version, and shows it moved', async () => {
    const { fake, moves } = enquiriesApi();
    renderApp('/enquiries?layout=board', fake, STORED);
    await screen.findByRole('region', { name: 'New, 1 enquiry' });
    await userEvent.click(screen.getByRole('button', { name: 'Move to… Priya Nair' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Contacted' }));
    await waitFor(() =>
      expect(moves).toEqual([{ id: 1, body: { stage: 'Contacted', version: 3 } }]),
    );
    await waitFor(() =>
      expect(cardsOf(/^Contacted/)).toEqual(['Priya Nair', 'Rahul Verma', 'Sunita Iyer']),
    );
    expect(boardColumn(/^New/)).toHaveAccessibleName('New, 0 enquiries');
    // The move is over: the card may move again.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move to… Priya Nair' })).toBeEnabled(),
    );
  });

  it('asks the reason of a move to Lost first, and sends it', async () => {
    const { fake, moves } = enquiriesApi();
    renderApp('/enquiries?layout=board', fake, STORED);
    await screen.findByRole('region', { name: 'Negotiation, 1 enquiry' });
    await userEvent.click(screen.getByRole('button', { name: 'Move to… Arjun Mehta' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Lost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to Lost' });
    expect(moves).toEqual([]);
    await userEvent.click(
      within(dialog).getByRole('button', { name: /Reason for losing the enquiry/ }),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Bought elsewhere' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Lost' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(moves).toEqual([
      { id: 4, body: { stage: 'Lost', lostReason: 'BoughtElsewhere', version: 1 } },
    ]);
    await waitFor(() => expect(cardsOf(/^Lost/)).toEqual(['Arjun Mehta', 'Fatima Khan']));
  });

  it('opens a card’s details at its own path, over the board', async () => {
    const { fake } = enquiriesApi();
    const { history } = renderApp('/enquiries?layout=board', fake, STORED);
    await screen.findByRole('region', { name: 'New, 1 enquiry' });
    const card = within(boardColumn(/^New/)).getAllByRole('row')[0]!;
    card.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Priya Nair' })).toBeInTheDocument();
    expect(history.at(-1)).toBe('/enquiries/1?layout=board');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(history.at(-1)).toBe('/enquiries?layout=board'));
    expect(screen.getByRole('region', { name: 'Enquiry board' })).toBeInTheDocument();
  });

  it('keeps the board when a filter is chosen on it, reading its columns alone', async () => {
    const { fake, listQueries } = enquiriesApi();
    const { history } = renderApp('/enquiries?layout=board', fake, STORED);
    await screen.findByRole('region', { name: 'Contacted, 2 enquiries' });
    await choose('Source', 'Phone');
    await waitFor(() =>
      expect(listQueries).toContain(
        'page=1&pageSize=10&sortBy=CreatedAt&sortOrder=desc&stage=Contacted&source=Phone',
      ),
    );
    // Every read is a column's: the list's page is not read while the board shows.
    expect(listQueries.every((query) => query.includes('stage='))).toBe(true);
    const shown = new URLSearchParams(history.at(-1)!.split('?')[1]);
    expect(Object.fromEntries(shown)).toEqual({ layout: 'board', source: 'Phone' });
    expect(await screen.findByRole('region', { name: 'Contacted, 1 enquiry' })).toBeInTheDocument();
  });

  it('announces a move made without toasting it too', async () => {
    const { fake, moves } = enquiriesApi();
    const { shownToasts } = renderApp('/enquiries?layout=board', fake, STORED);
    await screen.findByRole('region', { name: 'New, 1 enquiry' });
    await userEvent.click(screen.getByRole('button', { name: 'Move to… Priya Nair' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Contacted' }));
    await screen.findByRole('region', { name: 'New, 0 enquiries' });
    expect(moves).toHaveLength(1);
    expect(shownToasts()).toEqual([]);
  });
});

describe("today's visits", () => {
  /** GET /site-visits/today answering each user's visits, keeping whose were asked for. */
  function visitsToday() {
    const asked: string[] = [];
    const routes: FakeRoutes = {
      'GET /site-visits/today': (request) => {
        const userId = new URL(request.url).searchParams.get('userId') ?? '';
        asked.push(userId);
        const later = { ...VISIT, id: 32, scheduledAt: '2026-06-21T09:00:00.000Z' };
        return json(
          200,
          userId === '1'
            ? [VISIT, { ...later, notes: 'Wants the east-facing plots.', accompaniedBy: null }]
            : [{ ...later, enquiryId: 2, enquiryName: 'Rahul Verma', accompaniedBy: ANITA }],
        );
      },
    };
    return { asked, routes };
  }

  /** The visits' table's body rows, each as the text of its cells. */
  async function visitRows(name: string) {
    const grid = await screen.findByRole('grid', { name });
    await waitFor(() => expect(within(grid).queryByRole('status')).toBeNull());
    return within(grid)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
  }

  it("reads the signed-in user's visits of today, and opens an enquiry from its name", async () => {
    const { asked, routes } = visitsToday();
    const { fake, listQueries } = enquiriesApi(EVERY_GRANT, routes);
    const { history } = renderApp('/enquiries?layout=visits', fake, STORED);
    expect(await visitRows('Your site visits today')).toEqual([
      ['11:00 am', 'Priya Nair', 'Green Valley', 'Asha Rao', 'Scheduled', ''],
      [
        '2:30 pm',
        'Priya Nair',
        'Green Valley',
        'Unaccompanied',
        'Scheduled',
        'Wants the east-facing plots.',
      ],
    ]);
    expect(asked).toEqual(['1']);
    // The list's page is not read while the visits show.
    expect(listQueries).toEqual([]);
    await userEvent.click(screen.getAllByRole('button', { name: 'Priya Nair' })[0]!);
    expect(await screen.findByRole('dialog', { name: 'Priya Nair' })).toBeInTheDocument();
    expect(history.at(-1)).toBe('/enquiries/1?layout=visits');
  });

  it('reads the visits of the sales person the filter names', async () => {
    const { asked, routes } = visitsToday();
    const { fake } = enquiriesApi(EVERY_GRANT, routes);
    renderApp('/enquiries?layout=visits&assignedToId=3', fake, STORED);
    expect(await visitRows("Today's site visits of Anita Desai")).toEqual([
      ['2:30 pm', 'Rahul Verma', 'Green Valley', 'Anita Desai', 'Scheduled', ''],
    ]);
    expect(asked).toEqual(['3']);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Sales person' })).toHaveValue('Anita Desai'),
    );
  });

  it('says a failed read, and reads again on Try Again', async () => {
    let fails = true;
    const { fake } = enquiriesApi(EVERY_GRANT, {
      'GET /site-visits/today': () => (fails ? json(500, { message: 'Down' }) : json(200, [])),
    });
    const { shownToasts } = renderApp('/enquiries?layout=visits', fake, STORED);
    expect(await screen.findByText(ENQUIRY_MESSAGES.todaysVisitsFetchFailed)).toBeVisible();
    expect(shownToasts()).toContainEqual({
      kind: 'error',
      message: ENQUIRY_MESSAGES.todaysVisitsFetchFailed,
    });
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    const grid = await screen.findByRole('grid', { name: 'Your site visits today' });
    expect(await within(grid).findByText(ENQUIRY_MESSAGES.noVisitsToday)).toBeVisible();
  });
});

describe('bulk assign', () => {
  it('gives the selected rows to the sales person chosen, and toasts how many', async () => {
    const { fake, assignments, staffSearches } = enquiriesApi();
    const { shownToasts } = renderApp('/enquiries', fake, STORED);
    await shownRows();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Priya Nair' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Arjun Mehta' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign enquiries' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Sales person/ }), 'anita');
    await waitFor(() => expect(staffSearches).toContain('anita'));
    await userEvent.click(await screen.findByRole('option', { name: 'Anita Desai' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign 2 enquiries' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(assignments).toEqual([{ enquiryIds: [1, 4], assignedToId: 3 }]);
    expect(shownToasts()).toEqual([{ kind: 'success', message: '2 enquiries assigned' }]);
    await waitFor(async () =>
      expect((await shownRows()).filter(([, , person]) => person === 'Anita Desai')).toHaveLength(
        5,
      ),
    );
    expect(screen.queryByText('2 selected')).toBeNull();
  });
});

describe('who may do what', () => {
  it("offers no 'Add Enquiry' to a user without enquiries.create", async () => {
    const { fake } = enquiriesApi([VIEW, 'enquiries.edit']);
    renderApp('/enquiries', fake, STORED);
    await shownRows();
    expect(screen.queryByRole('button', { name: 'Add Enquiry' })).toBeNull();
  });

  it('is denied without enquiries.view, asking nothing of the enquiries', async () => {
    const { fake } = enquiriesApi(['bookings.view']);
    const { calls } = renderApp('/enquiries', fake, STORED);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(calls.filter((call) => call.includes('/enquiries'))).toEqual([]);
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(nav).queryByRole('link', { name: 'Enquiries' })).toBeNull();
  });
});

describe('the CSV export and import', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads the CSV of what the filters match, in the list’s sort, under the server’s name', async () => {
    const exported: string[] = [];
    const { fake } = enquiriesApi(EVERY_GRANT, {
      'GET /enquiries/export': (request) => {
        exported.push(new URL(request.url).searchParams.toString());
        return new Response('Name,Mobile number\r\nRahul Verma,9876500002\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="enquiries-2026-06-16.csv"',
          },
        });
      },
    });
    const saved: { href: string; download: string }[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn(() => 'blob:enquiries'),
      revokeObjectURL: vi.fn(),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    renderApp('/enquiries?page=2&stage=Contacted&sortBy=Name&sortOrder=asc', fake, STORED);
    await shownRows();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:enquiries', download: 'enquiries-2026-06-16.csv' }]),
    );
    expect(exported).toEqual(['sortBy=Name&sortOrder=asc&stage=Contacted']);
  });

  it("toasts 'Failed to export enquiries' when the export fails", async () => {
    const { fake } = enquiriesApi(EVERY_GRANT, { 'GET /enquiries/export': () => json(500, {}) });
    const { shownToasts } = renderApp('/enquiries', fake, STORED);
    await shownRows();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([{ kind: 'error', message: 'Failed to export enquiries' }]),
    );
  });

  it('offers a user who may only look the export, not the import', async () => {
    const { fake } = enquiriesApi([VIEW]);
    renderApp('/enquiries', fake, STORED);
    await shownRows();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
  });

  const CSV = 'Name,Mobile\nNeha Gupta,98123 45678\nRahul Verma,9876500002\n';
  const PREVIEW: EnquiryImportPreview = {
    rows: [
      {
        row: 2,
        outcome: 'Create',
        name: 'Neha Gupta',
        mobileNumber: '9812345678',
        messages: [],
        existingEnquiryId: null,
        duplicateOfRow: null,
      },
      {
        row: 3,
        outcome: 'Duplicate',
        name: 'Rahul Verma',
        mobileNumber: '9876500002',
        messages: ['An open enquiry already has this mobile number'],
        existingEnquiryId: 2,
        duplicateOfRow: null,
      },
    ],
    createCount: 1,
    duplicateCount: 1,
    refusedCount: 0,
  };

  /** The import's routes: the preview above; the import adds Neha, or answers `importAnswer`. */
  function importRoutes(stored: Enquiry[], importAnswer?: () => Response) {
    const previews: EnquiryImportRequest[] = [];
    const imports: EnquiryImportCommit[] = [];
    const routes: FakeRoutes = {
      'POST /enquiries/import/preview': async (request) => {
        previews.push((await request.json()) as EnquiryImportRequest);
        return json(200, PREVIEW);
      },
      'POST /enquiries/import': async (request) => {
        imports.push((await request.json()) as EnquiryImportCommit);
        if (importAnswer) return importAnswer();
        stored.push(
          enquiry(8, 'Neha Gupta', 'New', ASHA, {
            mobileNumber: '9812345678',
            createdAt: '2026-06-30T05:30:00.000Z',
          }),
        );
        return json(201, { createdIds: [8], createdCount: 1, duplicateCount: 1, refusedCount: 0 });
      },
    };
    return { routes, previews, imports };
  }

  async function importFile() {
    await userEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import enquiries' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([CSV], 'leads.csv', { type: 'text/csv' }));
    await within(dialog).findByText('leads.csv: 2 rows');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Preview' }));
    expect(
      await within(dialog).findByText('1 will be added, 1 duplicate, 0 refused'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 1 enquiry' }));
    return dialog;
  }

  it('previews the file, imports what the preview said, toasts it and reloads the list', async () => {
    const api = enquiriesApi();
    const { routes, previews, imports } = importRoutes(api.stored);
    const { shownToasts } = renderApp('/enquiries', { ...api.fake, ...routes }, STORED);
    await shownRows();
    await importFile();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const request = { csv: CSV, mapping: { name: 0, mobileNumber: 1 }, source: 'PropertyPortal' };
    expect(previews).toEqual([request]);
    expect(imports).toEqual([{ ...request, previewedCount: 1 }]);
    expect(shownToasts()).toEqual([{ kind: 'success', message: ENQUIRY_MESSAGES.imported(1) }]);
    await waitFor(async () => expect(await names()).toContain('Neha Gupta'));
  });

  it('previews again when the enquiries changed since the preview, toasting nothing', async () => {
    const api = enquiriesApi();
    const { routes, previews } = importRoutes(api.stored, () =>
      json(409, { code: 'import_changed', message: ENQUIRY_IMPORT_MESSAGES.changed }),
    );
    const { shownToasts } = renderApp('/enquiries', { ...api.fake, ...routes }, STORED);
    await shownRows();
    const dialog = await importFile();
    expect(await within(dialog).findByText(ENQUIRY_IMPORT_MESSAGES.changed)).toBeVisible();
    await waitFor(() => expect(previews).toHaveLength(2));
    expect(shownToasts()).toEqual([]);
  });
});
