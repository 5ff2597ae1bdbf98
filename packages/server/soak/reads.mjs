// @ts-check
/**
 * What staff read all day: the screens as they first open (the bench's lists and dashboard
 * cases, the same requests), then the lists filtered, searched, sorted and paged the way people
 * narrow them, the dashboard's overviews and drill-downs, and the details of one record.
 */
import { dashboardCase } from '../bench/cases/dashboard.mjs';
import { listsCase } from '../bench/cases/lists.mjs';
import { addDays, today } from '../bench/calendar.mjs';
import { pick } from './business.mjs';

const BOOKING_STATUSES = ['Token', 'Booking', 'RegistryDone', 'Cancelled'];
const BOOKING_SORTS = [
  'BookingDate',
  'BookingNumber',
  'RegistryDate',
  'ProjectName',
  'PlotOwnerName',
];
const PLOT_STATUSES = ['Available', 'Booked'];
const PLOT_SORTS = ['PlotNumber', 'PlotSize', 'Status', 'ProjectName', 'CreatedAt'];
const PROJECT_SORTS = ['Name', 'TotalProjectArea', 'TotalPlots', 'AvailablePlots'];
const PARTNER_SORTS = ['Name', 'CreatedAt', 'NatureId'];
const FOLLOW_UP_PERIODS = ['all', 'today', 'thisWeek', 'upcoming', 'overdue'];
const FOLLOW_UP_SORTS = ['FollowUpDate', 'NextFollowUpDate'];
const BOOKING_COLUMNS = [
  'total',
  'token',
  'booking',
  'registryDone',
  'cancelled',
  'days0to30',
  'days31to60',
  'days61to90',
  'extraTime',
];

/** Usually the first page, sometimes the next ones, as people page. */
const somePage = () => pick([1, 1, 1, 1, 2, 3]);
const someOrder = () => pick(['asc', 'desc']);

/**
 * A query string of the values given; one optional filter of `filters`, or none, is added.
 * @param {Record<string, unknown>} always @param {Record<string, () => unknown>} filters
 */
function query(always, filters) {
  const chosen = pick([null, ...Object.keys(filters)]);
  const values = {
    ...always,
    ...(chosen ? { [chosen]: /** @type {any} */ (filters)[chosen]() } : {}),
  };
  return new URLSearchParams(
    Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => /** @type {[string, string]} */ ([name, String(value)])),
  ).toString();
}

/**
 * @param {import('./business.mjs').Business} business
 * @param {import('./session.mjs').Session} session
 * @returns {Promise<import('./business.mjs').Operation[]>}
 */
export async function readOperations(business, session) {
  const b = business;
  const context = { get: (/** @type {string} */ path) => session.setUp(path), sql: null };
  const screens = [
    ...(await listsCase(context)).map((read) => ({ ...read, name: `lists: ${read.name}` })),
    ...(await dashboardCase(context)).map((read) => ({ ...read, name: `dashboard: ${read.name}` })),
  ];
  /** A read; it worked on something whatever the answer, which the tally judges. */
  const read = async (/** @type {string} */ name, /** @type {string} */ path) => {
    await session.call(name, 'GET', path);
    return true;
  };

  return [
    // The screens as they first open: the bench's requests, each under the bench's name.
    {
      weight: 20,
      run: async () => {
        const screen = /** @type {(typeof screens)[number]} */ (pick(screens));
        return read(screen.name, /** @type {string} */ (screen.path));
      },
    },
    {
      weight: 10,
      run: () =>
        read(
          'bookings: filtered, searched or sorted',
          `/bookings/filtered?${query(
            { page: somePage(), pageSize: 25, sortBy: pick(BOOKING_SORTS), sortOrder: someOrder() },
            {
              bookingStatus: () => pick(BOOKING_STATUSES),
              projectId: () => pick(b.projectIds),
              channelPartnerId: () => pick(b.partnerIds),
              searchTerm: () => pick(b.ownerWords),
              startDate: () => addDays(today(), -30),
            },
          )}`,
        ),
    },
    {
      weight: 8,
      run: async () => {
        const id = pick(b.bookingIds);
        if (id === undefined) return false;
        await read('open a booking', `/bookings/${id}`);
        await read("a booking's status history", `/bookings/${id}/history`);
        await read("a booking's follow-ups", `/bookingfollowups/booking/${id}`);
        return true;
      },
    },
    {
      weight: 6,
      run: () =>
        read(
          'plots: filtered, searched or sorted',
          `/plots/filtered?${query(
            { page: somePage(), pageSize: 25, sortBy: pick(PLOT_SORTS), sortOrder: someOrder() },
            {
              projectId: () => pick(b.projectIds),
              status: () => pick(PLOT_STATUSES),
              searchTerm: () => pick(b.projectWords),
            },
          )}`,
        ),
    },
    {
      weight: 3,
      run: async () => {
        const id = pick(b.plotIds);
        if (id === undefined) return false;
        await read('open a plot', `/plots/${id}`);
        await read("a plot's bookings", `/bookings/by-plot/${id}`);
        return true;
      },
    },
    {
      weight: 4,
      run: () =>
        read(
          'projects: paged or searched',
          `/projects/filtered?${query(
            { page: 1, pageSize: 25, sortBy: pick(PROJECT_SORTS), sortOrder: someOrder() },
            { searchTerm: () => pick(b.projectWords) },
          )}`,
        ),
    },
    {
      weight: 2,
      run: () => read('open a project with its plots', `/projects/${pick(b.projectIds)}/details`),
    },
    {
      weight: 4,
      run: () =>
        read(
          'partners: filtered, searched or sorted',
          `/channelpartners/filtered?${query(
            { page: 1, pageSize: 25, sortBy: pick(PARTNER_SORTS), sortOrder: someOrder() },
            {
              searchTerm: () => pick(b.partnerWords),
              isActive: () => pick(['true', 'false']),
              natureId: () => pick([1, 2, 3, 4, 5]),
            },
          )}`,
        ),
    },
    {
      weight: 2,
      run: async () => {
        const id = pick(b.partnerIds);
        return id === undefined ? false : read('open a partner', `/channelpartners/${id}`);
      },
    },
    {
      weight: 5,
      run: () =>
        read(
          'follow-ups: by period, searched or sorted',
          `/bookingfollowups/filtered?${query(
            {
              page: 1,
              pageSize: 25,
              period: pick(FOLLOW_UP_PERIODS),
              sortBy: pick(FOLLOW_UP_SORTS),
              sortOrder: someOrder(),
            },
            { searchTerm: () => pick(b.ownerWords), bookingId: () => pick(b.bookingIds) },
          )}`,
        ),
    },
    {
      weight: 1,
      run: async () => {
        const id = pick(b.followUpIds);
        return id === undefined ? false : read('open a follow-up', `/bookingfollowups/${id}`);
      },
    },
    {
      weight: 5,
      run: () => read('dashboard: summary', '/dashboard/summary'),
    },
    {
      weight: 5,
      run: () => dashboardDrillDown(b, read),
    },
    {
      weight: 2,
      run: async () => {
        const id = pick(b.amenityIds);
        if (id !== undefined) return read('open an amenity', `/amenities/${id}`);
        return read('amenities: all', '/amenities');
      },
    },
  ];
}

/**
 * One of the dashboard's overview pages or the drill-down of one of its cells.
 * @param {import('./business.mjs').Business} b
 * @param {(name: string, path: string) => Promise<boolean>} read
 */
function dashboardDrillDown(b, read) {
  const paged = `page=${somePage()}&pageSize=10`;
  const column = pick(BOOKING_COLUMNS);
  const drillDowns = [
    () => read('dashboard: projects overview', `/dashboard/projects-overview?${paged}`),
    () => read('dashboard: partners overview', `/dashboard/channel-partners-overview?${paged}`),
    () => read('dashboard: overtime', `/dashboard/overtime?${paged}`),
    () => read('dashboard: bookings by month', '/dashboard/bookings-by-month'),
    () => read('dashboard: registry pipeline', '/dashboard/registry-pipeline'),
    () =>
      read(
        "dashboard: a project's plots",
        `/dashboard/projects/${pick(b.projectIds)}/plots?column=${pick(['totalPlots', 'availablePlots'])}&${paged}`,
      ),
    () =>
      read(
        "dashboard: a project's bookings",
        `/dashboard/projects/${pick(b.projectIds)}/bookings?column=${column}&${paged}`,
      ),
    () =>
      b.partnerIds.length === 0
        ? Promise.resolve(false)
        : read(
            "dashboard: a partner's bookings",
            `/dashboard/channel-partners/${pick(b.partnerIds)}/bookings?column=${column}&${paged}`,
          ),
    () =>
      read(
        "dashboard: Direct Sales' bookings",
        `/dashboard/direct-sales/bookings?column=${column}&${paged}`,
      ),
  ];
  return /** @type {() => Promise<boolean>} */ (pick(drillDowns))();
}
