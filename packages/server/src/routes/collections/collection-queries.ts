/**
 * Collections (docs/payments.md): every instalment with something outstanding of the bookings
 * that are not Cancelled, soonest due first (ties by booking, then position), filtered, paged and
 * summed in the database. instalments_outstanding_due_idx holds exactly these instalments in this
 * order with their amounts (migration 0013), so a page, the export and the Dashboard's card read
 * a range of it, never the whole table.
 */
import type { components, operations } from '@plotline/api-client/schema';
import {
  instalmentDaysOverdue,
  DEFAULT_PAGE_SIZE,
  monthEnd,
  toPaisa,
  toRupees,
  type CalendarDate,
} from '@plotline/domain';
import { and, asc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { BatchedQuery } from '../../db/batched-read';
import type { Executor } from '../../db/database';
import { listCount } from '../../db/list-count';
import { bookings, channelPartners, instalments, plots, projects } from '../../db/schema';
import { limitOffset, listPage, pageRequest } from '../../http/paging';

export type CollectionItem = components['schemas']['CollectionItem'];
export type CollectionsSummary = components['schemas']['CollectionsSummary'];
export type CollectionQuery = NonNullable<operations['exportCollections']['parameters']['query']>;
type CollectionPageQuery = NonNullable<operations['listCollections']['parameters']['query']>;

const PAGE_DEFAULTS = { page: 1, pageSize: DEFAULT_PAGE_SIZE };

/**
 * Outstanding and live: the partial index's own condition, written the same way so the planner
 * sees that the filter implies it.
 */
const OUTSTANDING = sql`${instalments.isLive} and ${instalments.paidAmount} < ${instalments.amount}`;

const ORDER = [asc(instalments.dueDate), asc(instalments.bookingId), asc(instalments.position)];

/** The bookings a filter on them keeps, as a condition on the instalments' booking. */
function ofBookings(where: SQL): SQL {
  return sql`${instalments.bookingId} in (select ${bookings.id} from ${bookings} where ${where})`;
}

export function collectionFilter(query: CollectionQuery, today: CalendarDate): SQL | undefined {
  const state = query.state ?? 'all';
  return and(
    OUTSTANDING,
    state === 'overdue' ? lt(instalments.dueDate, today) : undefined,
    state === 'due' ? gte(instalments.dueDate, today) : undefined,
    query.dueFrom ? gte(instalments.dueDate, query.dueFrom) : undefined,
    query.dueTo ? lte(instalments.dueDate, query.dueTo) : undefined,
    query.projectId ? ofBookings(eq(bookings.projectId, query.projectId)) : undefined,
    query.channelPartnerId
      ? ofBookings(eq(bookings.channelPartnerId, query.channelPartnerId))
      : undefined,
  );
}

/** The instalments of these ids with their bookings' names, in the list's order. */
async function collectionRows(
  db: Executor,
  where: SQL,
  today: CalendarDate,
): Promise<CollectionItem[]> {
  const rows = await db
    .select({
      instalmentId: instalments.id,
      bookingId: bookings.id,
      bookingNumber: bookings.bookingNumber,
      projectId: projects.id,
      projectName: projects.name,
      plotNumber: plots.plotNumber,
      plotOwnerName: bookings.plotOwnerName,
      channelPartnerId: bookings.channelPartnerId,
      channelPartnerName: channelPartners.name,
      label: instalments.label,
      dueDate: instalments.dueDate,
      amount: instalments.amount,
      paidAmount: instalments.paidAmount,
    })
    .from(instalments)
    .innerJoin(bookings, eq(bookings.id, instalments.bookingId))
    .innerJoin(projects, eq(projects.id, bookings.projectId))
    .innerJoin(plots, eq(plots.id, bookings.plotId))
    .leftJoin(channelPartners, eq(channelPartners.id, bookings.channelPartnerId))
    .where(where)
    .orderBy(...ORDER);
  return rows.map((row) => ({
    ...row,
    outstanding: toRupees(toPaisa(row.amount) - toPaisa(row.paidAmount)),
    daysOverdue: instalmentDaysOverdue(row.dueDate, today),
  }));
}

/** The page the query asks for, counted with the same filter; its ids come off the index first. */
export async function collectionsPage(
  db: Executor,
  query: CollectionPageQuery,
  today: CalendarDate,
) {
  const page = pageRequest(query, PAGE_DEFAULTS);
  const where = collectionFilter(query, today);
  const counted = await listCount(db, instalments, where);
  const pageIds = db
    .select({ id: instalments.id })
    .from(instalments)
    .where(where)
    .orderBy(...ORDER)
    .limit(limitOffset(page).limit)
    .offset(limitOffset(page).offset);
  const rows = await collectionRows(db, sql`${instalments.id} = any(array(${pageIds}))`, today);
  return listPage(rows, counted, page);
}

/** Every instalment the query keeps, in the list's order, a batch at a time: the export. */
export function collectionsListed(
  query: CollectionQuery,
  today: CalendarDate,
): BatchedQuery<CollectionItem> {
  return {
    ids: (tx) =>
      tx
        .select({ id: instalments.id })
        .from(instalments)
        .where(collectionFilter(query, today))
        .orderBy(...ORDER),
    rows: (tx, ids) => collectionRows(tx, inArray(instalments.id, ids), today),
    idOf: (item) => item.instalmentId,
  };
}

/**
 * The Dashboard's card: outstanding from today to the month's end, and before today. One range of
 * the index, up to the month's end, summed in one statement.
 */
export async function collectionsSummary(
  db: Executor,
  today: CalendarDate,
): Promise<CollectionsSummary> {
  const outstanding = sql`${instalments.amount} - ${instalments.paidAmount}`;
  const overdue = sql`${instalments.dueDate} < ${today}`;
  const dueThisMonth = sql`${instalments.dueDate} >= ${today}`;
  const [row] = await db
    .select({
      dueAmount: sql<string>`coalesce(sum(${outstanding}) filter (where ${dueThisMonth}), 0)::text`,
      dueCount: sql<number>`count(*) filter (where ${dueThisMonth})`.mapWith(Number),
      overdueAmount: sql<string>`coalesce(sum(${outstanding}) filter (where ${overdue}), 0)::text`,
      overdueCount: sql<number>`count(*) filter (where ${overdue})`.mapWith(Number),
    })
    .from(instalments)
    .where(and(OUTSTANDING, lte(instalments.dueDate, monthEnd(today))));
  return {
    dueThisMonth: { amount: Number(row?.dueAmount ?? 0), count: row?.dueCount ?? 0 },
    overdue: { amount: Number(row?.overdueAmount ?? 0), count: row?.overdueCount ?? 0 },
  };
}
