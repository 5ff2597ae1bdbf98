/**
 * Bookings for the scale seed, a range at a time, drawn like the demo's: owners from the demo's
 * names (so a search for 'sharma' finds a realistic share and 'ravi' none), ten-digit mobiles,
 * the demo's professions and amounts, partners across all five natures.
 */
import type { CalendarDate } from '@plotline/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { FIRST_NAMES, LAST_NAMES, PROFESSIONS, SALES_TEAM } from '../demo/people';
import { textArray } from './sql-arrays';

const DAYS_OF_HISTORY = 5 * 365;

/**
 * Bookings first..last of the whole run, booking k on the k-th plot, newer as k grows. The
 * status depends on the booking's age: past 120 days mostly RegistryDone or Cancelled, a few
 * still open (and so long overdue); within 120 days mostly Token or Booking, overdue once past
 * their registry duration.
 */
export async function seedBookingRange(
  db: Database,
  adminId: number,
  today: CalendarDate,
  total: number,
  first: number,
  last: number,
) {
  const seller = SALES_TEAM[0];
  await db.execute(sql`
    with plot_list as (select id, project_id, row_number() over (order by id) as k from plots),
    partner_list as (select id, row_number() over (order by id) - 1 as position from channel_partners),
    partner_count as (select count(*) as n from channel_partners),
    drawn as (
      select k, ${today}::date - ((${total}::bigint - k) * ${DAYS_OF_HISTORY} / ${total})::int as booking_date,
             random() as status_draw, random() as sale_draw, random() as partner_draw,
             30 + (random() * 60)::int as duration,
             case when random() < 0.6 then 'Male' else 'Female' end as gender,
             6 + floor(random() * 4)::int || lpad((random() * 999999999)::bigint::text, 9, '0') as mobile
      from generate_series(${first}::int, ${last}::int) as k),
    dated as (
      select drawn.*, case
        when ${today}::date - booking_date > 120 then case
          when status_draw < 0.72 then 'RegistryDone' when status_draw < 0.97 then 'Cancelled'
          when status_draw < 0.99 then 'Booking' else 'Token' end
        else case
          when status_draw < 0.45 then 'Token' when status_draw < 0.78 then 'Booking'
          when status_draw < 0.88 then 'RegistryDone' when status_draw < 0.98 then 'Cancelled'
          else 'Pending' end
        end as booking_status,
        case when gender = 'Male'
          then ${textArray(FIRST_NAMES.Male)}[1 + floor(random() * ${FIRST_NAMES.Male.length})::int]
          else ${textArray(FIRST_NAMES.Female)}[1 + floor(random() * ${FIRST_NAMES.Female.length})::int]
        end || ' ' || ${textArray(LAST_NAMES)}[1 + floor(random() * ${LAST_NAMES.length})::int] as owner
      from drawn)
    insert into bookings (booking_number, project_id, plot_id, sales_route, channel_partner_id,
      sales_person_name, sales_person_email, sales_person_designation, plot_sale_rate, token_amount,
      booking_amount, booking_date, token_date, booking_status, registry_duration, registry_date,
      registration_number, plot_owner_name, owner_mobile_number, owner_mobile_last_five_digits,
      gender, profession, created_by, updated_by)
    select 'SC-' || lpad(dated.k::text, 7, '0'), plot_list.project_id, plot_list.id,
      case when sale_draw < 0.35 then 'direct_sale' else 'channel_partner' end,
      case when sale_draw < 0.35 then null else partner_list.id end,
      case when sale_draw < 0.35 then ${seller.name} end,
      case when sale_draw < 0.35 then ${seller.email} end,
      case when sale_draw < 0.35 then ${seller.designation} end,
      (array[1800, 2200, 2500, 3100])[1 + dated.k % 4],
      (array[21000, 51000, 100000, 200000])[1 + dated.k % 4],
      case when booking_status in ('Booking', 'RegistryDone') then 500000 + (dated.k % 20) * 25000 end,
      booking_date, booking_date, booking_status, duration, booking_date + duration,
      case when booking_status = 'RegistryDone' then 'RJ-' || dated.k end,
      owner, mobile, right(mobile, 5), gender,
      ${textArray(PROFESSIONS)}[1 + dated.k % ${PROFESSIONS.length}],
      ${adminId}, ${adminId}
    from dated
    join plot_list on plot_list.k = dated.k
    cross join partner_count
    join partner_list on partner_list.position = floor(partner_draw * partner_count.n)`);
}
