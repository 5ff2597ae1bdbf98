/**
 * The Dashboard's enquiry funnel (docs/enquiries.md "Dashboard") from the month tallies that
 * drizzle/0020's triggers keep: one month's rows, one range of the tallies' key, a few for each
 * source, sales person and stage, summed in one statement; the enquiries themselves, millions of
 * them, are never read. Only the listed sales persons' names are joined.
 */
import {
  enquiryFunnelOf,
  FUNNEL_SALES_PEOPLE_SHOWN,
  type CalendarMonth,
  type EnquiryFunnel,
  type FunnelCounts,
} from '@plotline/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { enquiryMonthlyTallies as tally, userDisplayName, users } from '../../db/schema';

type FunnelRow = {
  stages: FunnelCounts['stages'];
  lost_reasons: FunnelCounts['lostReasons'];
  by_source: FunnelCounts['bySource'];
  by_sales_person: FunnelCounts['bySalesPerson'];
};

const BOOKED = sql.raw(`'Booked'`);

export async function enquiryFunnel(db: Executor, month: CalendarMonth): Promise<EnquiryFunnel> {
  const name = userDisplayName(users);
  const { rows } = (await db.execute(sql`
    with month_tallies as (
      select ${tally.source} as source, ${tally.assignedTo} as assigned_to, ${tally.stage} as stage,
             ${tally.lostReason} as lost_reason, ${tally.count} as n
      from ${tally}
      where ${tally.month} = ${`${month}-01`} and ${tally.count} <> 0),
    people as (
      select counted.assigned_to, case when ${users.id} is null then null else ${name} end as name,
             counted.created, counted.booked,
             row_number() over (order by counted.created desc, counted.booked desc,
               counted.assigned_to is null, (${name}) collate names, counted.assigned_to) as position
      from (select assigned_to, sum(n)::int as created,
                   coalesce(sum(n) filter (where stage = ${BOOKED}), 0)::int as booked
            from month_tallies group by assigned_to) as counted
      left join ${users} on ${users.id} = counted.assigned_to)
    select
      (select coalesce(jsonb_agg(jsonb_build_object('stage', stage, 'count', n)), '[]'::jsonb)
       from (select stage, sum(n)::int as n from month_tallies group by stage) as s) as stages,
      (select coalesce(jsonb_agg(jsonb_build_object('reason', lost_reason, 'count', n)), '[]'::jsonb)
       from (select lost_reason, sum(n)::int as n from month_tallies
             where lost_reason is not null group by lost_reason) as r) as lost_reasons,
      (select coalesce(jsonb_agg(jsonb_build_object('source', source, 'created', created,
                'booked', booked)), '[]'::jsonb)
       from (select source, sum(n)::int as created,
                    coalesce(sum(n) filter (where stage = ${BOOKED}), 0)::int as booked
             from month_tallies group by source) as s) as by_source,
      (select coalesce(jsonb_agg(jsonb_build_object('userId', assigned_to, 'name', name,
                'created', created, 'booked', booked) order by position), '[]'::jsonb)
       from people where position <= ${FUNNEL_SALES_PEOPLE_SHOWN}) as by_sales_person
  `)) as unknown as { rows: FunnelRow[] };
  const [row] = rows;
  if (!row) throw new Error('A select without a from answers one row');
  return enquiryFunnelOf(month, {
    stages: row.stages,
    lostReasons: row.lost_reasons,
    bySource: row.by_source,
    bySalesPerson: row.by_sales_person,
  });
}
