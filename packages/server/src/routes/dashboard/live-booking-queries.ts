/**
 * The columns that move with the date (Extra Time and the age buckets) for a few projects or
 * partners. They count live bookings only, which the partial indexes of schema.ts hold, so each
 * count reads a short index range rather than the bookings table.
 */
import type { CalendarDate } from '@plotline/domain';
import { inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import { bookings, isLiveBooking } from '../../db/schema';
import { bookedDaysAgo, isOverdue } from './booking-counts';

export type LiveColumn = 'days0to30' | 'days31to60' | 'days61to90' | 'extraTime';
export type LiveColumnCounts = Record<LiveColumn, number>;

/** Whose bookings: projects by id, or channel partners by id with null for the direct sales. */
export type BookingOwners =
  { by: 'project'; ids: readonly number[] } | { by: 'partner'; ids: readonly (number | null)[] };

function ownerColumn(owners: BookingOwners): AnyPgColumn {
  return owners.by === 'project' ? bookings.projectId : bookings.channelPartnerId;
}

function ownedBy(owners: BookingOwners): SQL | undefined {
  const column = ownerColumn(owners);
  const all: readonly (number | null)[] = owners.ids;
  const ids = all.filter((id): id is number => id !== null);
  return or(
    ids.length > 0 ? inArray(column, ids) : undefined,
    all.includes(null) ? isNull(column) : undefined,
  );
}

const countOf = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** Overdue bookings per owner; an owner with none is absent. */
export async function overdueCounts(
  db: Executor,
  today: CalendarDate,
  owners: BookingOwners,
): Promise<Map<number | null, number>> {
  if (owners.ids.length === 0) return new Map();
  const owner = ownerColumn(owners);
  const rows = await db
    .select({ owner, count: sql<number>`count(*)`.mapWith(Number) })
    .from(bookings)
    .where(sql`${isOverdue(today)} and ${ownedBy(owners)}`)
    .groupBy(owner);
  return new Map(rows.map((row) => [row.owner, row.count]));
}

/** Live bookings per owner in each age bucket; an owner with none is absent. */
export async function agedCounts(
  db: Executor,
  today: CalendarDate,
  owners: BookingOwners,
): Promise<Map<number | null, Omit<LiveColumnCounts, 'extraTime'>>> {
  if (owners.ids.length === 0) return new Map();
  const owner = ownerColumn(owners);
  const rows = await db
    .select({
      owner,
      days0to30: countOf(bookedDaysAgo(today, 0, 30)),
      days31to60: countOf(bookedDaysAgo(today, 31, 60)),
      days61to90: countOf(bookedDaysAgo(today, 61, 90)),
    })
    .from(bookings)
    .where(
      sql`${isLiveBooking(bookings.bookingStatus)} and ${bookedDaysAgo(today, 0, 90)} and ${ownedBy(owners)}`,
    )
    .groupBy(owner);
  return new Map(rows.map(({ owner: key, ...counts }) => [key, counts]));
}

/** Every date-dependent column per owner, every owner present. */
export async function liveColumnCounts(
  db: Executor,
  today: CalendarDate,
  owners: BookingOwners,
): Promise<Map<number | null, LiveColumnCounts>> {
  const overdue = await overdueCounts(db, today, owners);
  const aged = await agedCounts(db, today, owners);
  const none = { days0to30: 0, days31to60: 0, days61to90: 0 };
  return new Map(
    owners.ids.map((id) => [id, { ...(aged.get(id) ?? none), extraTime: overdue.get(id) ?? 0 }]),
  );
}
