// @ts-check
/**
 * The top bar's search (GET /search), as admin types it, so every kind is searched: the last
 * five digits of an owner's mobile, a booking number's first digits, a surname many owners have,
 * a name no owner has (every index read to its end, as the lists' 'ravi'), a project's name, and
 * two letters (looked for at the start of words). The owner, booking and
 * project are a recent booking's and the first project's, so the case fits a database of any
 * size.
 */

/** @param {string} q */
const searchFor = (q) => `/search?${new URLSearchParams({ q })}`;

/** @type {import('../bench.mjs').BenchCase} */
export async function searchCase({ get }) {
  const recent = (
    await get('/bookings/filtered?page=1&pageSize=25&sortBy=BookingDate&sortOrder=desc')
  ).data;
  // The 25th newest rather than the newest, whose number's start no other booking has yet.
  const booking = recent.at(-1);
  const [project] = (await get('/projects/filtered?page=1&pageSize=1')).data;
  const lastFive = (booking.ownerMobileNumber ?? booking.ownerMobileLastFiveDigits ?? '').slice(-5);
  // 'BK-0012345' less its last two digits: up to a hundred bookings start with it.
  const numberStart = booking.bookingNumber.slice(0, -2);
  return [
    { name: `search an owner's last five digits '${lastFive}'`, path: searchFor(lastFive) },
    { name: `search a booking number's start '${numberStart}'`, path: searchFor(numberStart) },
    { name: "search a common surname 'sharma'", path: searchFor('sharma') },
    { name: "search a name no owner has 'ravi'", path: searchFor('ravi') },
    {
      name: `search a project's name '${project.name.toLowerCase()}'`,
      path: searchFor(project.name.toLowerCase()),
    },
    { name: "search two letters 'ra'", path: searchFor('ra') },
  ];
}
