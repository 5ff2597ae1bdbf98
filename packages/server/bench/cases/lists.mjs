// @ts-check
/**
 * The lists staff read all day, as their screens ask for them: the bookings' first page, two
 * searches (a name no owner has, and one that many have), a project and status filter and the
 * deepest page; the plots by status; the follow-ups; the partners and the users; the projects'
 * first page and a picker's search of them; and the active amenities, the one whole list the app
 * still loads (a business has a handful). Ids are worked out from first pages, so the
 * case fits a database of any size. Beside each, the statements the server runs for it (the page,
 * then the count: from the tallies where they hold it, else capped at 10,001 rows, and the
 * planner's estimate past that).
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

/** The words of a name, as the word indexes hold them (search-words.ts). @param {string} name */
const wordsOf = (name) =>
  `to_tsvector('simple'::regconfig, regexp_replace(${name}, '[^[:alnum:]\\u0080-\\uFFFF]+', ' ', 'g'))`;

/**
 * The bookings search by words (booking-list-query.ts), reading the bookings table alone: $1 the
 * words as a tsquery (their prefixes, or whole for the estimate), $2 the search as a contains
 * pattern.
 * @param {string} t the bookings table's name or alias
 */
const byWords = (t) => `(${t}.search_words @@ to_tsquery('simple', $1)
  or ${t}.project_id = any(array(select id from projects where ${wordsOf('name')} @@ to_tsquery('simple', $1)))
  or ${t}.channel_partner_id = any(array(select id from channel_partners where ${wordsOf('name')} @@ to_tsquery('simple', $1)))
  or ${t}.plot_id = any(array(select id from plots where plot_number ilike $2)))`;
/**
 * The search inside words, when words found nothing.
 * @param {string} t the bookings table's name or alias @param {string} p the contains pattern's $n
 */
const insideWords = (t, p) => `(${t}.plot_owner_name ilike ${p}
  or ${t}.project_id = any(array(select id from projects where name ilike ${p})))`;

/**
 * A page of bookings and its count, as bookingsPage runs them: the count (`tally`, the tallies'
 * sum where they hold it; else capped at 10,001, and the estimate when it passes 10,000), then the
 * page: its ids first (read by id when a search matched few), then only its rows joined.
 * @param {(t: string) => string} where the filter, given the bookings table's name or alias
 * @param {unknown[]} values @param {number} offset
 * @param {{ text: string, values?: unknown[] }} tally
 */
const bookingStatements = (where, values, offset, tally) => () => [
  tally,
  {
    text: `${BOOKING_ROWS} where b.id = any(array(select id from bookings where ${where('bookings')}
      order by booking_date desc, id desc limit ${PAGE_SIZE} offset ${offset})) ${NEWEST_FIRST}`,
    values,
  },
];

/**
 * A searched page of bookings, as bookingsPage runs it: the planner's estimate of the bookings
 * whose own words are the search's, whole, taken as the count past 30,000 ('many'); else the
 * count by words, capped at 10,001, and in the same statement, when that is none, the count inside
 * words ('inside'); then the page, its matches read by id when they are few.
 * @param {string} term @param {'many' | 'inside'} found
 */
const searchedStatements = (term, found) => () => {
  const contains = `%${term}%`;
  const capped = (/** @type {string} */ where) =>
    `(select count(*) from (select 1 from bookings where ${where} limit ${COUNTED}) c)`;
  const page = (/** @type {string} */ where) =>
    `${BOOKING_ROWS} where b.id = any(array(select id from bookings where ${where}
      order by booking_date desc, id desc limit ${PAGE_SIZE})) ${NEWEST_FIRST}`;
  const estimate = {
    text: `explain (format json) select 1 from bookings where search_words @@ to_tsquery('simple', $1)`,
    values: [`'${term}'`],
  };
  const words = [`'${term}':*`, contains];
  if (found === 'many') return [estimate, { text: page(byWords('bookings')), values: words }];
  return [
    estimate,
    {
      text: `select kept, case when kept = 0 then ${capped(insideWords('bookings', '$2'))} end
        from (select ${capped(byWords('bookings'))} as kept) counted`,
      values: words,
    },
    {
      text: page(`id = any(array(select id from bookings where ${insideWords('bookings', '$1')}))`),
      values: [contains],
    },
  ];
};

const EVERY_BOOKING = () => 'true';
/** Every booking, counted from the month tallies (booking-list-count.ts). */
const EVERY_BOOKING_TALLIED = {
  text: 'select coalesce(sum(bookings), 0) from monthly_booking_tallies',
};

/**
 * A page of projects and its count, as projectsPage runs them: the page's ids along the name's
 * order, the count, then those projects with their plot counts and amenities.
 * @param {string} where @param {unknown[]} values
 */
const projectStatements = (where, values) => () => [
  {
    text: `select id from projects where ${where} order by name collate names, id limit ${PAGE_SIZE}`,
    values,
  },
  {
    text: `select count(*) from (select 1 from projects where ${where} limit ${COUNTED}) c`,
    values,
  },
  {
    text: `select p.*, c.total, c.available from projects p left join (
        select project_id, sum(plots) as total, sum(plots) filter (where plot_status = 'Available') as available
        from project_plot_tallies where project_id = any(array(
          select id from projects where ${where} order by name collate names, id limit ${PAGE_SIZE}))
        group by project_id) c on c.project_id = p.id
      where p.id = any(array(select id from projects where ${where} order by name collate names, id limit ${PAGE_SIZE}))`,
    values,
  },
  {
    text: `select * from project_amenities where project_id = any(array(
        select id from projects where ${where} order by name collate names, id limit ${PAGE_SIZE}))`,
    values,
  },
];

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
      sql: bookingStatements(EVERY_BOOKING, [], 0, EVERY_BOOKING_TALLIED),
    },
    {
      name: "bookings search 'ravi' (no owner has it)",
      path: bookings({ searchTerm: 'ravi' }),
      sql: searchedStatements('ravi', 'inside'),
    },
    {
      name: "bookings search 'sharma' (many have it)",
      path: bookings({ searchTerm: 'sharma' }),
      sql: searchedStatements('sharma', 'many'),
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
              {
                text: `select coalesce(sum(bookings), 0) from project_booking_tallies
                  where project_id = $1 and booking_status = 'Token'`,
                values: [firstPlot.projectId],
              },
            ),
          },
        ]
      : []),
    {
      name: `bookings page ${deepest} (the deepest)`,
      path: bookings({ page: deepest }),
      sql: bookingStatements(EVERY_BOOKING, [], (deepest - 1) * PAGE_SIZE, EVERY_BOOKING_TALLIED),
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
      name: 'projects page 1, by name',
      path: `/projects/filtered?${search({ page: 1, pageSize: PAGE_SIZE })}`,
      sql: projectStatements('true', []),
    },
    {
      name: "a project picker's search 'greens' (many have it)",
      path: `/projects/filtered?${search({ page: 1, pageSize: PAGE_SIZE, searchTerm: 'greens' })}`,
      sql: projectStatements('name ilike $1', ['%greens%']),
    },
    { name: 'active amenities (the whole list)', path: '/amenities/active' },
  ];
}
