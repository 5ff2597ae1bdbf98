// @ts-check
/**
 * The lists staff read all day, as their screens ask for them: the bookings' first page, a
 * search, a project and status filter and pages deep in the list; the plots by status; the
 * follow-ups; the partners and the users. Ids and deep pages are worked out from first pages, so
 * the case fits a database of any size.
 */

const PAGE_SIZE = 25;

/** @param {Record<string, string | number>} query */
const search = (query) =>
  new URLSearchParams(
    Object.entries(query).map(
      ([name, value]) => /** @type {[string, string]} */ ([name, String(value)]),
    ),
  );

/** @type {import('../bench.mjs').BenchCase} */
export async function listsCase(get) {
  const newestFirst = { pageSize: PAGE_SIZE, sortBy: 'BookingDate', sortOrder: 'desc' };
  const bookings = (/** @type {Record<string, string | number>} */ query) =>
    `/bookings/filtered?${search({ page: 1, ...newestFirst, ...query })}`;
  const firstBookings = await get(bookings({}));
  const lastPage = Math.max(1, Math.ceil(firstBookings.totalCount / PAGE_SIZE));
  const [firstPlot] = (await get(`/plots/filtered?page=1&pageSize=5`)).data;
  return [
    { name: 'bookings page 1, newest first', path: bookings({}) },
    { name: "bookings search 'ravi'", path: bookings({ searchTerm: 'ravi' }) },
    ...(firstPlot
      ? [
          {
            name: 'bookings of a project in Token',
            path: bookings({ projectId: firstPlot.projectId, bookingStatus: 'Token' }),
          },
        ]
      : []),
    {
      name: `bookings page ${Math.ceil(lastPage / 2)} (middle)`,
      path: bookings({ page: Math.ceil(lastPage / 2) }),
    },
    { name: `bookings page ${lastPage} (last)`, path: bookings({ page: lastPage }) },
    {
      name: 'available plots page 1',
      path: `/plots/filtered?${search({ page: 1, pageSize: PAGE_SIZE, status: 'Available' })}`,
    },
    { name: 'follow-ups (the whole list, as the page loads it)', path: '/bookingfollowups' },
    { name: 'partners page 1', path: `/channelpartners/filtered?page=1&pageSize=${PAGE_SIZE}` },
    { name: 'users page 1', path: `/users/filtered?page=1&pageSize=${PAGE_SIZE}` },
  ];
}
