/**
 * Reads of the dashboard tallies (schema.ts): the status counts of a few projects or partners,
 * which do not move with the date, without touching the bookings or plots themselves.
 */
import {
  BOOKING_STATUSES,
  PLOT_STATUSES,
  type BookingStatus,
  type PlotStatus,
} from '@plotline/domain';
import { inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { partnerBookingTallies, projectBookingTallies, projectPlotTallies } from '../../db/schema';

export type BookingStatusCounts = Record<BookingStatus, number>;
export type PlotStatusCounts = Record<PlotStatus, number>;

/** Every status's count added up: all the bookings or plots of the key. */
export function allStatuses(counts: Readonly<Record<string, number>>): number {
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}

const zeros = <S extends string>(statuses: readonly S[]) =>
  Object.fromEntries(statuses.map((status) => [status, 0])) as Record<S, number>;

/** Counts per key, every status present; a key with no tally row counts zero throughout. */
function countsByKey<K, S extends string>(
  keys: readonly K[],
  statuses: readonly S[],
  rows: readonly { key: K; status: S; count: number }[],
): Map<K, Record<S, number>> {
  const counts = new Map(keys.map((key) => [key, zeros(statuses)]));
  for (const row of rows) {
    const counted = counts.get(row.key);
    if (counted) counted[row.status] = row.count;
  }
  return counts;
}

export async function projectBookingCounts(
  db: Executor,
  projectIds: readonly number[],
): Promise<Map<number, BookingStatusCounts>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .select({
      key: projectBookingTallies.projectId,
      status: projectBookingTallies.bookingStatus,
      count: projectBookingTallies.bookings,
    })
    .from(projectBookingTallies)
    .where(inArray(projectBookingTallies.projectId, [...projectIds]));
  return countsByKey(projectIds, BOOKING_STATUSES, rows);
}

/** The partners' counts; the null partner is the direct sales. */
export async function partnerBookingCounts(
  db: Executor,
  partnerIds: readonly (number | null)[],
): Promise<Map<number | null, BookingStatusCounts>> {
  if (partnerIds.length === 0) return new Map();
  const ids = partnerIds.filter((id): id is number => id !== null);
  const conditions: SQL[] = [];
  if (ids.length > 0) conditions.push(inArray(partnerBookingTallies.channelPartnerId, ids));
  if (partnerIds.includes(null)) conditions.push(isNull(partnerBookingTallies.channelPartnerId));
  const rows = await db
    .select({
      key: partnerBookingTallies.channelPartnerId,
      status: partnerBookingTallies.bookingStatus,
      count: partnerBookingTallies.bookings,
    })
    .from(partnerBookingTallies)
    .where(or(...conditions));
  return countsByKey(partnerIds, BOOKING_STATUSES, rows);
}

export async function projectPlotCounts(
  db: Executor,
  projectIds: readonly number[],
): Promise<Map<number, PlotStatusCounts>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .select({
      key: projectPlotTallies.projectId,
      status: projectPlotTallies.plotStatus,
      count: projectPlotTallies.plots,
    })
    .from(projectPlotTallies)
    .where(inArray(projectPlotTallies.projectId, [...projectIds]));
  return countsByKey(projectIds, PLOT_STATUSES, rows);
}
