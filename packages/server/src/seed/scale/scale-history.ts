/**
 * The scale seed's status history and follow-ups, for the bookings with ids lo..hi, in the
 * demo's words. Each booking's history walks the workflow to its status a fortnight a step
 * (cancelled ones half straight from Token, half after Booking); open bookings have had up to
 * three calls a week apart, the last planning the next (some missed, some ahead), closed ones
 * up to two that plan nothing more.
 */
import type { CalendarDate } from '@plotline/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { SALES_TEAM } from '../demo/people';
import { CANCELLATION_REASONS, CHANGE_REMARKS, FOLLOW_UPS } from '../demo/sales';
import { textArray } from './sql-arrays';

const DAYS_PER_STEP = 14;
const DAYS_BETWEEN_CALLS = 7;

export async function seedStatusHistory(
  db: Database,
  adminId: number,
  today: CalendarDate,
  lo: number,
  hi: number,
) {
  await db.execute(sql`
    with paths as (
      select id, booking_date, registration_number, case booking_status
        when 'Pending' then array['Pending']
        when 'Token' then array['Token']
        when 'Booking' then array['Token', 'Booking']
        when 'RegistryDone' then array['Token', 'Booking', 'RegistryDone']
        else case when id % 2 = 0 then array['Token', 'Cancelled']
                  else array['Token', 'Booking', 'Cancelled'] end
      end as path
      from bookings where id between ${lo} and ${hi}),
    steps as (
      select paths.*, step, path[step - 1] as from_status, path[step] as to_status,
             least(booking_date + (step - 1) * ${DAYS_PER_STEP}::int, ${today}::date) as day
      from paths cross join lateral generate_series(1, array_length(path, 1)) as step)
    insert into booking_status_changes (booking_id, from_status, to_status, remark,
      cancellation_reason, actual_registry_date, registration_number, changed_by, changed_at)
    select id, from_status, to_status,
      case when from_status is not null then case to_status
        when 'Booking' then ${CHANGE_REMARKS.Booking ?? null}
        when 'RegistryDone' then ${CHANGE_REMARKS.RegistryDone ?? null}
        when 'Cancelled' then ${CHANGE_REMARKS.Cancelled ?? null} end end,
      case when to_status = 'Cancelled'
        then ${textArray(CANCELLATION_REASONS)}[1 + id % ${CANCELLATION_REASONS.length}] end,
      case when to_status = 'RegistryDone' then day end,
      case when to_status = 'RegistryDone' then registration_number end,
      ${adminId}, day + time '11:00' + (id % 360) * interval '1 minute'
    from steps`);
}

export async function seedFollowUps(
  db: Database,
  adminId: number,
  today: CalendarDate,
  lo: number,
  hi: number,
) {
  await db.execute(sql`
    with called as (
      select id, booking_date, booking_status in ('Pending', 'Token', 'Booking') as open,
             case when booking_status in ('Pending', 'Token', 'Booking') then id % 4 else id % 3 end as calls
      from bookings where id between ${lo} and ${hi}),
    calls as (
      select called.*, call,
             least(booking_date + call * ${DAYS_BETWEEN_CALLS}::int, ${today}::date) as day
      from called cross join lateral generate_series(1, calls) as call)
    insert into booking_follow_ups (booking_id, follow_up_date, next_follow_up_date, purpose,
      follow_up_update, follow_up_taken_by, created_by, created_at, updated_at)
    select id, day,
      case when call < calls then least(day + ${DAYS_BETWEEN_CALLS}::int, ${today}::date)
           when open then ${today}::date + (id % 29 - 7) end,
      ${textArray(FOLLOW_UPS.map(([purpose]) => purpose))}[1 + (id + call) % ${FOLLOW_UPS.length}],
      ${textArray(FOLLOW_UPS.map(([, update]) => update))}[1 + (id + call) % ${FOLLOW_UPS.length}],
      ${textArray(SALES_TEAM.map((member) => member.name))}[1 + id % ${SALES_TEAM.length}],
      ${adminId}, day + time '16:00', day + time '16:00'
    from calls`);
}
