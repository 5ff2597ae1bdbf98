// @ts-check
/**
 * The lists staff read all day, as their screens ask for them: the bookings' first page, two
 * searches (a name no owner has, and one that many have), a project and status filter and the
 * deepest page; the plots by status; the follow-ups; the partners and the users; and the whole
 * lists the app loads for its pickers and filters. Ids are worked out from first pages, so the
 * case fits a database of any size. Beside each, the statements the server runs for it (the page,
 * then the count capped at 10,001 rows, and the planner's estimate past that).
 */

const PAGE_SIZE = 25;
const COUNTED = 10_001;
const DEEPEST_PAGE = 10_000 / PAGE_SIZE;

/** @param {Record<string, string | number>} query */
const search = (query) =>
  new URLSearchParams(
    Object.entries(query).map(
      ([name, value]) => /** @type {[string, string]} */ ([name, String(value)]),
    ),
  );

const BOOKING_ROWS = `select b.*, p.name as project_name, pl.plot_number, cp.name as partner_name
  from bookings b join projects p on p.id = b.project_id join plots pl on pl.id = b.plot_id
  left join channel_partners cp on cp.id = b.channel_partner_id`;
const NEWEST_FIRST = 'order by b.booking_date desc, b.id desc';

/**
 * The bookings search, reading the bookings table alone (booking-list-query.ts).
 * @param {string} t the bookings table's name or alias
 */
const bookingSearch = (t) => `(${t}.booking_number ilike $1 or ${t}.plot_owner_name ilike $1
  or ${t}.owner_mobile_number ilike $1 or ${t}.owner_mobile_last_five_digits ilike $1
  or ${t}.project_id = any(array(select id from projects where name ilike $1))
  or ${t}.plot_id = any(array(select id from plots where plot_number ilike $1)))`;

/**
 * A page of bookings and its count, as bookingsPage runs them: the count, the estimate when the
 * count passes 10,000, then the page (read by id when a search matched few).
 * @param {(t: string) => string} where the filter, given the bookings table's name or alias
 * @param {unknown[]} values @param {number} offset @param {boolean} few
 */
const bookingStatements = (where, values, offset, few) => () => [
  {
    text: `select count(*) from (select 1 from bookings where ${where('bookings')} limit ${COUNTED}) c`,
    values,
  },
  ...(few
    ? []
    : [
        { text: `explain (format json) select 1 from bookings where ${where('bookings')}`, values },
      ]),
  {
    text: `${BOOKING_ROWS} where ${few ? `b.id = any(array(select id from bookings where ${where('bookings')}))` : where('b')} ${NEWEST_FIRST} limit ${PAGE_SIZE} offset ${offset}`,
    values,
  },
];

const EVERY_BOOKING = () => 'true';

/** @type {import('../bench.mjs').BenchCase} */
export async function listsCase({ get }) {
  const newestFirst = { pageSize: PAGE_SIZE, sortBy: 'BookingDate', sortOrder: 'desc' };
  const bookings = (/** @type {Record<string, string | number>} */ query) =>
    `/bookings/filtered?${search({ page: 1, ...newestFirst, ...query })}`;
  const firstBookings = await get(bookings({}));
  const deepest = Math.min(
    DEEPEST_PAGE,
    Math.max(1, Math.ceil(firstBookings.totalCount / PAGE_SIZE)),
  );
  const [firstPlot] = (await get(`/plots/filtered?page=1&pageSize=5`)).data;
  return [
    { name: 'who is signed in (GET /auth/me), the trivial read', path: '/auth/me' },
    {
      name: 'bookings page 1, newest first',
      path: bookings({}),
      sql: bookingStatements(EVERY_BOOKING, [], 0, false),
    },
    {
      name: "bookings search 'ravi' (no owner has it)",
      path: bookings({ searchTerm: 'ravi' }),
      sql: bookingStatements(bookingSearch, ['%ravi%'], 0, true),
    },
    {
      name: "bookings search 'sharma' (many have it)",
      path: bookings({ searchTerm: 'sharma' }),
      sql: bookingStatements(bookingSearch, ['%sharma%'], 0, false),
    },
    ...(firstPlot
      ? [
          {
            name: 'bookings of a project in Token',
            path: bookings({ projectId: firstPlot.projectId, bookingStatus: 'Token' }),
            sql: bookingStatements(
              (t) => `${t}.project_id = $1 and ${t}.booking_status = 'Token'`,
              [firstPlot.projectId],
              0,
              false,
            ),
          },
        ]
      : []),
    {
      name: `bookings page ${deepest} (the deepest)`,
      path: bookings({ page: deepest }),
      sql: bookingStatements(EVERY_BOOKING, [], (deepest - 1) * PAGE_SIZE, false),
    },
    {
      name: 'available plots page 1',
      path: `/plots/filtered?${search({ page: 1, pageSize: PAGE_SIZE, status: 'Available' })}`,
      sql: () => [
        {
          text: `select count(*) from (select 1 from plots where status = 'Available' limit ${COUNTED}) c`,
        },
        { text: `explain (format json) select 1 from plots where status = 'Available'` },
        {
          text: `select pl.*, p.name from plots pl join projects p on p.id = pl.project_id
            where pl.status = 'Available'
            order by upper(substring(pl.plot_number from '^[^0-9]*')) collate "C",
              cast(substring(pl.plot_number from '[0-9]+') as numeric) nulls first,
              upper(pl.plot_number) collate "C", pl.id
            limit ${PAGE_SIZE}`,
        },
      ],
    },
    {
      name: 'follow-ups page 1',
      path: `/bookingfollowups/filtered?page=1&pageSize=${PAGE_SIZE}`,
    },
    {
      name: 'partners page 1',
      path: `/channelpartners/filtered?page=1&pageSize=${PAGE_SIZE}`,
      sql: () => [
        { text: `select count(*) from (select 1 from channel_partners limit ${COUNTED}) c` },
        { text: `select * from channel_partners order by name, id limit ${PAGE_SIZE}` },
      ],
    },
    { name: 'users page 1', path: `/users/filtered?page=1&pageSize=${PAGE_SIZE}` },
    {
      name: 'projects (the whole list, for pickers and filters)',
      path: '/projects',
    },
    { name: 'active amenities (the whole list)', path: '/amenities/active' },
  ];
}
