// @ts-check
/**
 * The lists staff read all day, as their screens ask for them: the bookings' first page, two
 * searches (a name no owner has, and one that many have), a project and status filter and the
 * deepest page; the plots by status; the follow-ups; the partners and the users; the projects'
 * first page and a picker's search of them; and the active amenities, the one whole list the app
 * still loads (a business has a handful). Ids are worked out from first pages, so the
 * case fits a database of any size.
 */

const PAGE_SIZE = 25;
const DEEPEST_PAGE = 10_000 / PAGE_SIZE;

/** @param {Record<string, string | number>} query */
const search = (query) =>
  new URLSearchParams(
    Object.entries(query).map(
      ([name, value]) => /** @type {[string, string]} */ ([name, String(value)]),
    ),
  );

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
    },
    {
      name: "bookings search 'ravi' (no owner has it)",
      path: bookings({ searchTerm: 'ravi' }),
    },
    {
      name: "bookings search 'sharma' (many have it)",
      path: bookings({ searchTerm: 'sharma' }),
    },
    ...(firstPlot
      ? [
          {
            name: 'bookings of a project in Token',
            path: bookings({ projectId: firstPlot.projectId, bookingStatus: 'Token' }),
          },
        ]
      : []),
    {
      name: `bookings page ${deepest} (the deepest)`,
      path: bookings({ page: deepest }),
    },
    {
      name: 'available plots page 1',
      path: `/plots/filtered?${search({ page: 1, pageSize: PAGE_SIZE, status: 'Available' })}`,
    },
    {
      name: 'follow-ups page 1',
      path: `/bookingfollowups/filtered?page=1&pageSize=${PAGE_SIZE}`,
    },
    {
      name: 'partners page 1',
      path: `/channelpartners/filtered?page=1&pageSize=${PAGE_SIZE}`,
    },
    { name: 'users page 1', path: `/users/filtered?page=1&pageSize=${PAGE_SIZE}` },
    {
      name: 'projects page 1, by name',
      path: `/projects/filtered?${search({ page: 1, pageSize: PAGE_SIZE })}`,
    },
    {
      name: "a project picker's search 'greens' (many have it)",
      path: `/projects/filtered?${search({ page: 1, pageSize: PAGE_SIZE, searchTerm: 'greens' })}`,
    },
    { name: 'active amenities (the whole list)', path: '/amenities/active' },
  ];
}
