/**
 * An enquiry's timeline: its calls and notes, its site visits at the times they were scheduled
 * for, and its stage changes, newest first, a page at a time (docs/enquiries.md "Calls, notes and
 * the timeline"). Each of the three reads its own (enquiry, time) index.
 */
import type { components } from '@plotline/api-client/schema';
import { LIST_DEFAULTS, type EnquiryStage, type LostReason } from '@plotline/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  enquiryActivities,
  enquiryStageChanges,
  siteVisits,
  userDisplayName,
  users,
} from '../../db/schema';
import { limitOffset, listPage, type PageRequest } from '../../http/paging';
import { siteVisitsByIds } from './site-visit-queries';

type TimelineEntry = components['schemas']['EnquiryTimelineEntry'];

type EntryRow = {
  kind: TimelineEntry['kind'];
  at: string | Date;
  by_id: number | null;
  by_name: string | null;
  text: string | null;
  visit_id: number | null;
  from_stage: EnquiryStage | null;
  to_stage: EnquiryStage | null;
  lost_reason: LostReason | null;
};

/** Entries of one instant keep the order they were made in: a stage change after what caused it. */
function entriesOf(enquiryId: number) {
  return sql`
    select ${enquiryActivities.kind} as kind, ${enquiryActivities.createdAt} as at,
      ${enquiryActivities.createdBy} as by_id, ${enquiryActivities.text} as text,
      null::integer as visit_id, null::text as from_stage, null::text as to_stage,
      null::text as lost_reason, 1 as made, ${enquiryActivities.id} as seq
    from ${enquiryActivities} where ${enquiryActivities.enquiryId} = ${enquiryId}
    union all
    select 'SiteVisit', ${siteVisits.scheduledAt}, ${siteVisits.createdBy}, null, ${siteVisits.id},
      null, null, null, 1, ${siteVisits.id}
    from ${siteVisits} where ${siteVisits.enquiryId} = ${enquiryId}
    union all
    select 'StageChange', ${enquiryStageChanges.changedAt}, ${enquiryStageChanges.changedBy}, null,
      null, ${enquiryStageChanges.fromStage}, ${enquiryStageChanges.toStage},
      ${enquiryStageChanges.lostReason}, 2, ${enquiryStageChanges.id}
    from ${enquiryStageChanges} where ${enquiryStageChanges.enquiryId} = ${enquiryId}`;
}

async function entryCount(db: Executor, enquiryId: number): Promise<number> {
  const counts = await Promise.all(
    [
      [enquiryActivities, enquiryActivities.enquiryId],
      [siteVisits, siteVisits.enquiryId],
      [enquiryStageChanges, enquiryStageChanges.enquiryId],
    ].map(async ([table, column]) => {
      const [row] = await db
        .select({ entries: count() })
        .from(table as typeof siteVisits)
        .where(eq(column as typeof siteVisits.enquiryId, enquiryId));
      return row?.entries ?? 0;
    }),
  );
  return counts.reduce((sum, entries) => sum + entries, 0);
}

function entryResponse(row: EntryRow, visits: Map<number, TimelineEntry['siteVisit']>) {
  const entry: TimelineEntry = {
    kind: row.kind,
    at: new Date(row.at).toISOString(),
    by: row.by_id === null ? null : { id: row.by_id, name: row.by_name ?? '' },
  };
  if (row.text !== null) entry.text = row.text;
  if (row.visit_id !== null) entry.siteVisit = visits.get(row.visit_id);
  if (row.to_stage !== null) {
    entry.fromStage = row.from_stage;
    entry.toStage = row.to_stage;
    if (row.lost_reason !== null) entry.lostReason = row.lost_reason;
  }
  return entry;
}

export async function enquiryTimelinePage(
  db: Executor,
  enquiryId: number,
  query: Partial<PageRequest>,
) {
  const page = {
    page: query.page ?? 1,
    pageSize: query.pageSize ?? LIST_DEFAULTS.enquiries.pageSize,
  };
  const { limit, offset } = limitOffset(page);
  const result = (await db.execute(sql`
    select entries.*, ${userDisplayName(users)} as by_name
    from (${entriesOf(enquiryId)}) as entries
    left join ${users} on ${users.id} = entries.by_id
    order by entries.at desc, entries.made desc, entries.seq desc
    limit ${limit} offset ${offset}`)) as unknown as { rows: EntryRow[] };
  const visitIds = result.rows.flatMap((row) => (row.visit_id === null ? [] : [row.visit_id]));
  const visits = new Map(
    (await siteVisitsByIds(db, visitIds)).map((visit) => [visit.id, visit] as const),
  );
  const totalCount = await entryCount(db, enquiryId);
  return listPage(
    result.rows.map((row) => entryResponse(row, visits)),
    totalCount,
    page,
  );
}
