// @ts-check
/**
 * The two writes staff make most: a booking of an Available plot (a direct sale in Token) and a
 * status change (each booking this run made, Token to Booking). Each call takes a plot no other
 * call took, so every one succeeds; the plots come from the first pages of the Available plots,
 * enough for a few thousand bookings. The database keeps what the bench wrote: run it on a
 * bench database. The SQL side runs the same transaction straight: lock the plot, insert the
 * booking, mark the plot Booked, record the first status, read the booking back.
 */

import { addDays, today } from '../calendar.mjs';
import { Exhausted } from '../measure.mjs';

const PLOTS_PAGE = 50;
const PLOT_PAGES = 160;

/** @param {{ id: number, projectId: number }} plot */
const newBooking = (plot) => ({
  projectId: plot.projectId,
  plotId: plot.id,
  salesRoute: 'direct_sale',
  salesPersonName: 'Pooja Sharma',
  salesPersonEmail: 'pooja.sharma@plotline.in',
  salesPersonDesignation: 'Sales Manager',
  plotSaleRate: 2500,
  tokenAmount: 51000,
  tokenDate: today(),
  bookingDate: today(),
  bookingStatus: 'Token',
  registryDuration: 60,
  registryDate: addDays(today(), 60),
  plotOwnerName: 'Bench Owner',
  ownerMobileNumber: '9811122233',
  gender: 'Male',
  profession: 'Engineer',
});

/** @param {{ id: number, projectId: number }} plot */
const bookingStatements = (plot) => [
  { text: 'begin' },
  { text: 'select id, status from plots where id = $1 for update', values: [plot.id] },
  {
    text: `insert into bookings (id, booking_number, project_id, plot_id, sales_route,
      sales_person_name, sales_person_email, sales_person_designation, plot_sale_rate,
      token_amount, token_date, booking_date, booking_status, registry_duration, registry_date,
      plot_owner_name, owner_mobile_number, gender, profession, created_by, updated_by)
      select next_id, 'BK-' || case when next_id < 1000 then lpad(next_id::text, 4, '0') else next_id::text end, $1, $2, 'direct_sale', 'Pooja Sharma',
        'pooja.sharma@plotline.in', 'Sales Manager', 2500, 51000, $3, $3, 'Token', 60, $4,
        'Bench Owner', '9811122233', 'Male', 'Engineer', 1, 1
      from (select nextval(pg_get_serial_sequence('bookings', 'id')) as next_id) as reserved`,
    values: [plot.projectId, plot.id, today(), addDays(today(), 60)],
  },
  {
    text: `update plots set status = 'Booked', updated_at = now() where id = $1`,
    values: [plot.id],
  },
  {
    text: `insert into booking_status_changes (booking_id, to_status, changed_by)
      values (currval(pg_get_serial_sequence('bookings', 'id')), 'Token', 1)`,
  },
  {
    text: `select b.*, p.name, pl.plot_number from bookings b join projects p on p.id = b.project_id
      join plots pl on pl.id = b.plot_id
      where b.id = (select currval(pg_get_serial_sequence('bookings', 'id')))`,
  },
  { text: 'commit' },
];

/** @param {number} bookingId */
const statusStatements = (bookingId) => [
  { text: 'begin' },
  { text: 'select * from bookings where id = $1 for update', values: [bookingId] },
  {
    text: `update bookings set booking_status = 'Booking', version = version + 1,
      updated_at = now() where id = $1`,
    values: [bookingId],
  },
  {
    text: `insert into booking_status_changes (booking_id, from_status, to_status, remark, changed_by)
      values ($1, 'Token', 'Booking', 'Booking amount received', 1)`,
    values: [bookingId],
  },
  { text: 'commit' },
];

/** @type {import('../bench.mjs').BenchCase} */
export async function writesCase({ get, sql }) {
  /** @type {{ id: number, projectId: number }[]} */
  const plots = [];
  for (let page = 1; page <= PLOT_PAGES; page += 1) {
    const found = await get(
      `/plots/filtered?page=${page}&pageSize=${PLOTS_PAGE}&status=Available&sortBy=CreatedAt&sortOrder=desc`,
    );
    plots.push(...found.data);
    if (!found.hasNextPage) break;
  }
  const half = Math.floor(plots.length / 2);
  const apiPlots = plots.slice(0, sql ? half : plots.length);
  const sqlPlots = sql ? plots.slice(half) : [];
  /** @type {number[]} */
  const apiBookings = [];
  /** @type {number[]} */
  const sqlBookings = [];
  const take = (/** @type {any[]} */ list) => {
    const next = list.shift();
    if (next === undefined) throw new Exhausted();
    return next;
  };
  return [
    {
      name: 'create a booking',
      status: 201,
      request: () => ({ method: 'POST', path: '/bookings', body: newBooking(take(apiPlots)) }),
      answered: (booking) => apiBookings.push(booking.id),
      sql: () => bookingStatements(take(sqlPlots)),
      sqlAnswered: ([booking]) => sqlBookings.push(booking.id),
    },
    {
      name: 'change a status (Token to Booking)',
      request: () => ({
        method: 'PATCH',
        path: `/bookings/${take(apiBookings)}/status`,
        body: { newStatus: 'Booking', remark: 'Booking amount received' },
      }),
      sql: () => statusStatements(take(sqlBookings)),
    },
  ];
}
