/** Reading and writing site visits, each with its buyer's, project's and companion's names. */
import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '@plotline/api-client/schema';
import type { CalendarDate } from '@plotline/domain';
import type { CreatedStamps } from '../../http/authorship';
import type { Executor, Transaction } from '../../db/database';
import { startOfDay } from '../../db/day-start';
import { enquiries, projects, siteVisits, userDisplayName, users } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { NOT_FOUND_MESSAGES } from '../../http/not-found-messages';

export type SiteVisitResponse = components['schemas']['SiteVisit'];
export type SiteVisitValues = {
  projectId: number;
  scheduledAt: Date;
  accompaniedBy: number | null;
  outcome: SiteVisitResponse['outcome'];
  notes: string | null;
};

/** The most visits one enquiry holds: a list of them is answered whole. */
export const MAX_VISITS_PER_ENQUIRY = 200;

export const siteVisitNotFound = () => notFound(NOT_FOUND_MESSAGES.siteVisit);

function visitsWithNames(db: Executor) {
  return db
    .select({
      id: siteVisits.id,
      enquiryId: siteVisits.enquiryId,
      enquiryName: enquiries.name,
      projectId: siteVisits.projectId,
      projectName: projects.name,
      scheduledAt: siteVisits.scheduledAt,
      accompaniedBy: siteVisits.accompaniedBy,
      accompaniedByName: sql<string | null>`${userDisplayName(users)}`,
      outcome: siteVisits.outcome,
      notes: siteVisits.notes,
      createdAt: siteVisits.createdAt,
    })
    .from(siteVisits)
    .innerJoin(enquiries, eq(enquiries.id, siteVisits.enquiryId))
    .innerJoin(projects, eq(projects.id, siteVisits.projectId))
    .leftJoin(users, eq(users.id, siteVisits.accompaniedBy))
    .$dynamic();
}

type VisitRow = Awaited<ReturnType<ReturnType<typeof visitsWithNames>['execute']>>[number];

function visitResponse(row: VisitRow): SiteVisitResponse {
  return {
    id: row.id,
    enquiryId: row.enquiryId,
    enquiryName: row.enquiryName,
    project: { id: row.projectId, name: row.projectName },
    scheduledAt: row.scheduledAt.toISOString(),
    accompaniedBy:
      row.accompaniedBy === null
        ? null
        : { id: row.accompaniedBy, name: row.accompaniedByName ?? '' },
    outcome: row.outcome,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  };
}

async function visitsWhere(db: Executor, where: SQL | undefined, order: SQL[]) {
  const rows = await visitsWithNames(db)
    .where(where)
    .orderBy(...order)
    .limit(MAX_VISITS_PER_ENQUIRY);
  return rows.map(visitResponse);
}

export async function siteVisitOr404(db: Executor, id: number): Promise<SiteVisitResponse> {
  const [visit] = await visitsWhere(db, eq(siteVisits.id, id), []);
  if (!visit) throw siteVisitNotFound();
  return visit;
}

/** The visits a timeline page shows, in any order. */
export async function siteVisitsByIds(db: Executor, ids: readonly number[]) {
  return ids.length === 0 ? [] : visitsWhere(db, inArray(siteVisits.id, [...ids]), []);
}

/** The latest scheduled first. */
export function visitsOfEnquiry(db: Executor, enquiryId: number) {
  return visitsWhere(db, eq(siteVisits.enquiryId, enquiryId), [
    desc(siteVisits.scheduledAt),
    desc(siteVisits.id),
  ]);
}

/**
 * The visits of the business's day that the user accompanies or whose enquiry is theirs, earliest
 * first. The day's bounds are its midnights in the business's time zone, so the scheduled times'
 * index reads one range.
 */
export function visitsOfDay(
  db: Executor,
  { day, timeZone, userId }: { day: CalendarDate; timeZone: string; userId: number },
) {
  return visitsWhere(
    db,
    and(
      gte(siteVisits.scheduledAt, startOfDay(sql`${day}::date`, timeZone)),
      lt(siteVisits.scheduledAt, startOfDay(sql`${day}::date`, timeZone, 1)),
      or(eq(siteVisits.accompaniedBy, userId), eq(enquiries.assignedTo, userId)),
    ),
    [asc(siteVisits.scheduledAt), asc(siteVisits.id)],
  );
}

export async function countVisitsOfEnquiry(tx: Transaction, enquiryId: number): Promise<number> {
  const [row] = await tx
    .select({ visits: count() })
    .from(siteVisits)
    .where(eq(siteVisits.enquiryId, enquiryId));
  return row?.visits ?? 0;
}

export async function insertSiteVisit(
  tx: Transaction,
  enquiryId: number,
  values: SiteVisitValues,
  stamps: CreatedStamps,
): Promise<number> {
  const [row] = await tx
    .insert(siteVisits)
    .values({ enquiryId, ...values, ...stamps })
    .returning({ id: siteVisits.id });
  if (!row) throw new Error('The site visit was not stored');
  return row.id;
}

/** The visit's enquiry and outcome before the change, locked until the transaction ends. */
export async function lockSiteVisit(tx: Transaction, id: number) {
  const [row] = await tx
    .select({ enquiryId: siteVisits.enquiryId, outcome: siteVisits.outcome })
    .from(siteVisits)
    .where(eq(siteVisits.id, id))
    .for('update');
  if (!row) throw siteVisitNotFound();
  return row;
}

export async function updateSiteVisitRow(
  tx: Transaction,
  id: number,
  values: SiteVisitValues,
  now: Date,
): Promise<void> {
  await tx
    .update(siteVisits)
    .set({ ...values, updatedAt: now })
    .where(eq(siteVisits.id, id));
}
