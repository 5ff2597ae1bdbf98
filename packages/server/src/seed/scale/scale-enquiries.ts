/**
 * The scale seed's enquiries (docs/enquiries.md), five beside each booking, written with their
 * projects of interest, stage histories, site visits and calls in one statement per range of
 * bookings, in the demo's words. One enquiry of every fifth booking is the one it was booked
 * from: Booked, naming it, with its owner's name, mobile and partner and its project, added a few
 * weeks before it. The others were added around their booking's day, none after yesterday: those
 * over 120 days old mostly lost, recent ones at every stage. Each walks the stages as the domain
 * allows, a step of up to two days at a time; one in five has had a site visit (Scheduled for
 * those waiting for it, some today), one in two a call or a note, its last activity.
 */
import {
  BUSINESS_TIME_ZONE,
  ENQUIRY_SOURCES,
  LOST_REASONS,
  type CalendarDate,
  type EnquiryStage,
} from '@plotline/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  ENQUIRY_NOTES,
  NEXT_ACTIONS,
  NOTES,
  CALLS,
  OTHER_SOURCES,
  PORTALS,
} from '../demo/enquiries';
import { FIRST_NAMES, LAST_NAMES } from '../demo/people';
import { textArray } from './sql-arrays';

export const ENQUIRIES_PER_BOOKING = 5;
/** The tables an enquiry and what hangs off it fill, loaded together (bulk-load.ts). */
export const ENQUIRY_TABLES = [
  'enquiries',
  'enquiry_projects',
  'enquiry_stage_changes',
  'site_visits',
  'enquiry_activities',
] as const;
/** One booking in this many was saved from one of its enquiries. */
const BOOKED_EVERY = 5;

/** The sources of an enquiry not from a partner (a partner's are one in four). */
const OTHER_THAN_PARTNER = ENQUIRY_SOURCES.filter((source) => source !== 'ChannelPartner');
/** Where a buyer who booked directly first asked. */
const DIRECT_SOURCES = OTHER_THAN_PARTNER.filter((source) => source !== 'Other');

/** The stages walked to each stage, as the domain's moves allow; lost ones from four places. */
const PATHS = {
  New: ['New'],
  Contacted: ['New', 'Contacted'],
  SiteVisitScheduled: ['New', 'Contacted', 'SiteVisitScheduled'],
  SiteVisitDone: ['New', 'Contacted', 'SiteVisitScheduled', 'SiteVisitDone'],
  Negotiation: ['New', 'Contacted', 'SiteVisitScheduled', 'SiteVisitDone', 'Negotiation'],
  Booked: ['New', 'Contacted', 'SiteVisitScheduled', 'SiteVisitDone', 'Booked'],
} as const satisfies Readonly<Partial<Record<EnquiryStage, readonly EnquiryStage[]>>>;

const path = (stages: readonly EnquiryStage[]) => textArray(stages);

/** A next action of the stage, picked by the row's number. */
function nextActionOf(stage: keyof typeof NEXT_ACTIONS): SQL {
  const actions = NEXT_ACTIONS[stage] ?? [];
  return sql`when ${stage} then ${textArray(actions)}[1 + e % ${actions.length}]`;
}

/**
 * A CTE `name` holding the first of `count` ids taken at once from the table's id sequence, where
 * a column's default would take them one call a row. The sequence moves past them as if each had
 * been taken (past one when the count is 0).
 */
function reserved(name: string, table: string, count: SQL): SQL {
  return sql`${sql.identifier(name)} as (
      select setval(sequence, nextval(sequence) + greatest(n, 1) - 1) - n + 1 as first
      from (select pg_get_serial_sequence(${table}, 'id')::regclass as sequence,
                   ${count}::bigint as n) as reserving)`;
}

/**
 * The enquiries of bookings lo..hi (by id), and everything hanging off them. Ids are reserved
 * from each table's sequence a block at a time (reserved), so the rows hanging off an enquiry can
 * name it. The rows are drawn once (the one CTE every insert reads), through subqueries that
 * each add a layer.
 */
export async function seedEnquiryRange(
  db: Executor,
  adminId: number,
  today: CalendarDate,
  lo: number,
  hi: number,
): Promise<void> {
  await db.execute(sql`
    -- Who works them, the partners and projects, as arrays a row picks from by its number.
    with lists as (
      select (select array_agg(id order by id) from users
                where is_active and not awaiting_approval) as user_ids,
             (select array_agg(id order by id) from channel_partners where is_active) as partner_ids,
             (select array_agg(id order by id) from projects) as project_ids,
             (select count(*) from bookings where id between ${lo} and ${hi})
               * ${ENQUIRIES_PER_BOOKING} as enquiry_count),
    ${reserved('enquiry_ids', 'enquiries', sql`(select enquiry_count from lists)`)},
    shaped as (
      select drawn.*, array_length(path, 1) as steps,
        array_position(path, 'SiteVisitScheduled') as visit_step,
        case when booked then case when channel_partner_id is null
            then ${textArray(DIRECT_SOURCES)}[1 + e % ${DIRECT_SOURCES.length}]
            else 'ChannelPartner' end
          when partner_id is not null then 'ChannelPartner'
          else ${textArray(OTHER_THAN_PARTNER)}[1 + floor(source_draw * ${OTHER_THAN_PARTNER.length})::int]
        end as source
      from (
        select enquiry_ids.first + row_number() over () - 1 as id, staged.*,
          case stage
            when 'New' then ${path(PATHS.New)}
            when 'Contacted' then ${path(PATHS.Contacted)}
            when 'SiteVisitScheduled' then ${path(PATHS.SiteVisitScheduled)}
            when 'SiteVisitDone' then ${path(PATHS.SiteVisitDone)}
            when 'Negotiation' then ${path(PATHS.Negotiation)}
            when 'Booked' then ${path(PATHS.Booked)}
            -- Most lost enquiries were never reached or lost on the phone; a few after a visit.
            else case
              when e % 40 < 24 then ${path(['New', 'Lost'])}
              when e % 40 < 34 then ${path(['New', 'Contacted', 'Lost'])}
              when e % 40 < 37 then ${path(['New', 'Contacted', 'SiteVisitScheduled', 'Lost'])}
              else ${path(['New', 'Contacted', 'SiteVisitScheduled', 'SiteVisitDone', 'Lost'])} end
          end as path,
          -- A step of two days, shorter for a recent enquiry so that all of it is before today.
          least(interval '2 days',
            (${today}::date - created_day - 1) * interval '1 day' / 5 + interval '1 hour') as step,
          created_day + time '10:00' + (e % 420) * interval '1 minute' as created_at,
          booking_date + time '11:00' + (booking_id % 360) * interval '1 minute' as booked_at,
          user_ids[1 + e % cardinality(user_ids)] as assigned_to,
          case when booked then channel_partner_id
            when partner_draw < 0.25 then partner_ids[1 + e % cardinality(partner_ids)]
          end as partner_id,
          case when e % 4 = 1 then project_ids[1 + e * 31 % cardinality(project_ids)] end
            as second_project_id
        from (
          select dated.*, case
            when booked then 'Booked'
            when ${today}::date - created_day > 120 then
              case when stage_draw < 0.95 then 'Lost' else 'Contacted' end
            else case
              when stage_draw < 0.25 then 'New' when stage_draw < 0.5 then 'Contacted'
              when stage_draw < 0.6 then 'SiteVisitScheduled'
              when stage_draw < 0.7 then 'SiteVisitDone'
              when stage_draw < 0.78 then 'Negotiation' else 'Lost' end
            end as stage
          from (
            select b.id as booking_id, b.booking_date, b.project_id, b.channel_partner_id,
              b.plot_owner_name, b.owner_mobile_number, e,
              j = 0 and b.id % ${BOOKED_EVERY} = 0 and b.owner_mobile_number is not null as booked,
              case when j = 0 and b.id % ${BOOKED_EVERY} = 0 then b.booking_date - (10 + e % 40)::int
                else least(b.booking_date + (e % 91)::int - 60, ${today}::date - 1)
              end as created_day,
              random() as stage_draw, random() as partner_draw, random() as source_draw,
              ${textArray(LAST_NAMES)}[1 + floor(random() * ${LAST_NAMES.length})::int] as last_name,
              case when random() < 0.6
                then ${textArray(FIRST_NAMES.Male)}[1 + floor(random() * ${FIRST_NAMES.Male.length})::int]
                else ${textArray(FIRST_NAMES.Female)}[1 + floor(random() * ${FIRST_NAMES.Female.length})::int]
              end as first_name
            from bookings b
            cross join generate_series(0, ${ENQUIRIES_PER_BOOKING - 1}) as j
            cross join lateral (select b.id::bigint * ${ENQUIRIES_PER_BOOKING} + j as e) as numbered
            where b.id between ${lo} and ${hi}) as dated) as staged
        cross join lists cross join enquiry_ids) as drawn),
    enquiry_rows as (
      insert into enquiries (id, name, mobile_number, email, source, channel_partner_id,
        source_detail, plot_size_min, plot_size_max, budget_min, budget_max, assigned_to, stage,
        lost_reason, next_action, next_action_date, notes, last_activity_at, booking_id, version,
        created_by, created_at, created_month, updated_at)
      select id,
        case when booked then plot_owner_name else first_name || ' ' || last_name end,
        case when booked then owner_mobile_number
          -- Ten digits, the last nine a scramble of e no other enquiry shares.
          else (6 + e % 4)::text || lpad((e * 738219451 % 1000000000)::text, 9, '0') end,
        case when not booked and e % 5 < 2
          then lower(first_name || '.' || last_name) || (e % 100) || '@gmail.com' end,
        source, case when source = 'ChannelPartner' then partner_id end,
        case source
          when 'PropertyPortal' then ${textArray(PORTALS)}[1 + e % ${PORTALS.length}]
          when 'Other' then ${textArray(OTHER_SOURCES)}[1 + e % ${OTHER_SOURCES.length}]
          when 'Referral' then 'Referred by an existing buyer' end,
        case when e % 4 < 3 then (array[900, 1200, 1500, 1800])[1 + e % 4] end,
        case when e % 4 < 3 then (array[900, 1200, 1500, 1800])[1 + e % 4] + (array[0, 300, 600])[1 + e % 3] end,
        case when e % 5 < 3 then (array[2, 3, 3, 4])[1 + e % 4] * 100000 end,
        case when e % 5 < 4 then (array[5, 6, 7, 8])[1 + e % 4] * 100000 end,
        assigned_to, stage,
        case when stage = 'Lost' then ${textArray(LOST_REASONS)}[1 + e % ${LOST_REASONS.length}] end,
        case stage ${nextActionOf('New')} ${nextActionOf('Contacted')}
          ${nextActionOf('SiteVisitScheduled')} ${nextActionOf('SiteVisitDone')}
          ${nextActionOf('Negotiation')} end,
        case when stage in ('Booked', 'Lost') then null
          when stage = 'SiteVisitScheduled' then ${today}::date + (e % 8)::int
          else ${today}::date + (e % 29 - 7)::int end,
        case when e % 10 < 3 then ${textArray(ENQUIRY_NOTES)}[1 + e % ${ENQUIRY_NOTES.length}] end,
        case when e % 2 = 0 then created_at + step / 2 end,
        case when booked then booking_id end,
        steps - 1, assigned_to, created_at,
        date_trunc('month', created_at::timestamptz at time zone ${BUSINESS_TIME_ZONE})::date,
        case when booked then booked_at else created_at + (steps - 1) * step end
      from shaped),
    -- Each insert runs once and in full though nothing reads it; the references to the
    -- enquiries are checked at the statement's end, when the enquiries are there.
    interest_rows as (
      insert into enquiry_projects (enquiry_id, project_id, position)
      select id, project_id, 0 from shaped
      union all
      select id, second_project_id, 1 from shaped
      where second_project_id is not null and second_project_id <> project_id),
    ${reserved('change_ids', 'enquiry_stage_changes', sql`(select sum(steps) from shaped)`)},
    change_rows as (
      insert into enquiry_stage_changes (id, enquiry_id, from_stage, to_stage, lost_reason,
        changed_by, changed_at)
      select change_ids.first + row_number() over () - 1, id, path[s - 1], path[s],
        case when path[s] = 'Lost' then ${textArray(LOST_REASONS)}[1 + e % ${LOST_REASONS.length}] end,
        case when path[s] = 'Booked' then ${adminId} else assigned_to end,
        case when path[s] = 'Booked' then booked_at else created_at + (s - 1) * step end
      from shaped cross join lateral generate_series(1, steps) as s cross join change_ids),
    ${reserved('visit_ids', 'site_visits', sql`(select count(*) from shaped where visit_step is not null)`)},
    visit_rows as (
      insert into site_visits (id, enquiry_id, project_id, scheduled_at, accompanied_by, outcome,
        notes, created_by, created_at, updated_at)
      select visit_ids.first + row_number() over () - 1, id, project_id,
        case when stage = 'SiteVisitScheduled'
          then ${today}::date + (e % 8)::int + time '11:00' + (e % 360) * interval '1 minute'
          else created_at + (visit_step - 1) * step + step / 2 end,
        assigned_to,
        case when stage = 'SiteVisitScheduled' then 'Scheduled'
          when 'SiteVisitDone' = any(path) then 'Done' else 'NoShow' end,
        null, assigned_to, created_at + (visit_step - 1) * step,
        case when stage = 'SiteVisitScheduled' then created_at + (visit_step - 1) * step
          when 'SiteVisitDone' = any(path) then created_at + visit_step * step
          else created_at + (visit_step - 1) * step + step * 3 / 4 end
      from shaped cross join visit_ids where visit_step is not null),
    ${reserved('activity_ids', 'enquiry_activities', sql`(select count(*) from shaped where e % 2 = 0)`)}
    insert into enquiry_activities (id, enquiry_id, kind, text, created_by, created_at)
    select activity_ids.first + row_number() over () - 1, id, case when e % 4 = 0 then 'Call' else 'Note' end,
      case when e % 4 = 0 then ${textArray(CALLS)}[1 + e % ${CALLS.length}]
        else ${textArray(NOTES)}[1 + e % ${NOTES.length}] end,
      assigned_to, created_at + step / 2
    from shaped cross join activity_ids where e % 2 = 0`);
}
