// @ts-check
/**
 * The enquiries (docs/enquiries.md), as their screens ask for them, after the trivial read: the
 * list's first page newest first, two searches (a name no buyer has, and one that many have), a
 * stage, a source, a sales person, a project of the newest enquiry and one of the oldest, the
 * overdue next actions, the list sorted by next action and by name, and the deepest page; the
 * board's seven columns, one read a stage as the app asks; the Dashboard's funnel of this month
 * and of the one before; and one enquiry opened: its details, its timeline and its site visits;
 * then a sales person's visits of today. Ids are worked out from first pages, so the case fits a
 * database of any size.
 */

const PAGE_SIZE = 25;
const DEEPEST_PAGE = 10_000 / PAGE_SIZE;
/** Cards a board column shows at first (COLUMN_STEP in the app's use-enquiry-board.ts). */
const BOARD_COLUMN = 10;
/** Timeline entries the details show at first (TIMELINE_STEP in use-opened-enquiry.ts). */
const TIMELINE_ENTRIES = 10;
const STAGES = [
  'New',
  'Contacted',
  'SiteVisitScheduled',
  'SiteVisitDone',
  'Negotiation',
  'Booked',
  'Lost',
];

/** @param {Record<string, string | number>} query */
const search = (query) =>
  new URLSearchParams(
    Object.entries(query).map(
      ([name, value]) => /** @type {[string, string]} */ ([name, String(value)]),
    ),
  );

/** The month before a `YYYY-MM` month. @param {string} month */
function monthBefore(month) {
  const [year, number] = month.split('-').map(Number);
  const before = new Date(Date.UTC(/** @type {number} */ (year), (number ?? 1) - 2, 1));
  return before.toISOString().slice(0, 7);
}

/** @type {import('../bench.mjs').BenchCase} */
export async function enquiriesCase({ get }) {
  const newestFirst = { pageSize: PAGE_SIZE, sortBy: 'CreatedAt', sortOrder: 'desc' };
  const enquiries = (/** @type {Record<string, string | number>} */ query) =>
    `/enquiries/filtered?${search({ page: 1, ...newestFirst, ...query })}`;
  const first = await get(enquiries({}));
  const deepest = Math.min(DEEPEST_PAGE, Math.max(1, Math.ceil(first.totalCount / PAGE_SIZE)));
  const [newest] = first.data;
  const me = await get('/auth/me');
  const salesPersonId = newest?.assignedTo?.id ?? me.id;
  // A project of the newest enquiry, whose enquiries lead the list's order, and one of the
  // oldest, whose enquiries are at its end.
  const projectId = newest?.projects?.[0]?.id;
  const [oldest] = (await get(enquiries({ sortOrder: 'asc', pageSize: 1 }))).data;
  const oldProjectId = oldest?.projects?.[0]?.id;
  // The enquiry opened: one that has walked the stages and had a visit, the newest such.
  const [visited] = (await get(enquiries({ stage: 'SiteVisitDone', pageSize: 1 }))).data;
  const opened = visited ?? newest;
  const funnel = await get('/dashboard/enquiry-funnel');
  const board = (/** @type {string} */ stage) =>
    enquiries({ stage, pageSize: BOARD_COLUMN, sortBy: 'CreatedAt', sortOrder: 'desc' });
  return [
    // First, as in the lists case: it also opens the connections the pools had closed when idle.
    { name: 'who is signed in (GET /auth/me), the trivial read', path: '/auth/me' },
    { name: 'enquiries page 1, newest first', path: enquiries({}) },
    {
      name: "enquiries search 'ravi' (no buyer has it)",
      path: enquiries({ searchTerm: 'ravi' }),
    },
    {
      name: "enquiries search 'sharma' (many have it)",
      path: enquiries({ searchTerm: 'sharma' }),
    },
    { name: 'enquiries at Contacted', path: enquiries({ stage: 'Contacted' }) },
    { name: 'enquiries from the Website', path: enquiries({ source: 'Website' }) },
    {
      name: "a sales person's enquiries",
      path: enquiries({ assignedToId: salesPersonId }),
    },
    ...(projectId
      ? [{ name: 'enquiries interested in a new project', path: enquiries({ projectId }) }]
      : []),
    ...(oldProjectId && oldProjectId !== projectId
      ? [
          {
            name: 'enquiries interested in an old project',
            path: enquiries({ projectId: oldProjectId }),
          },
        ]
      : []),
    {
      name: 'enquiries whose next action is overdue',
      path: enquiries({ nextAction: 'overdue' }),
    },
    {
      name: 'enquiries by next action, soonest first',
      path: enquiries({ sortBy: 'NextActionDate', sortOrder: 'asc' }),
    },
    { name: 'enquiries by name', path: enquiries({ sortBy: 'Name', sortOrder: 'asc' }) },
    {
      name: `enquiries page ${deepest} (the deepest)`,
      path: enquiries({ page: deepest }),
    },
    ...STAGES.map((stage) => ({ name: `board column ${stage}`, path: board(stage) })),
    { name: `funnel of this month (${funnel.month})`, path: '/dashboard/enquiry-funnel' },
    {
      name: `funnel of ${monthBefore(funnel.month)}`,
      path: `/dashboard/enquiry-funnel?month=${monthBefore(funnel.month)}`,
    },
    ...(opened
      ? [
          { name: "an enquiry's details", path: `/enquiries/${opened.id}` },
          {
            name: "its timeline's first entries",
            path: `/enquiries/${opened.id}/timeline?page=1&pageSize=${TIMELINE_ENTRIES}`,
          },
          { name: 'its site visits', path: `/enquiries/${opened.id}/site-visits` },
        ]
      : []),
    {
      name: "a sales person's visits today",
      path: `/site-visits/today?userId=${salesPersonId}`,
    },
  ];
}
