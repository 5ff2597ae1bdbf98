/** Reading and writing follow-ups, each with the booking details the follow-ups table shows. */
import { asc, desc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { CalendarDate } from '@plotline/domain';
import type { BatchedQuery } from '../../db/batched-read';
import type { Executor, Transaction } from '../../db/database';
import { lockRow } from '../../db/row-queries';
import { bookingFollowUps, bookings, plots, projects } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { NOT_FOUND_MESSAGES } from '../../http/not-found-messages';
import type { FollowUpValues } from './follow-up-input';
import { followUpResponse, type FollowUpResponse } from './follow-up-response';
import { pendingDueBetween, settledFollowUp } from './settled-follow-ups';
import type { CreatedStamps } from '../../http/authorship';

export const followUpNotFound = () => notFound(NOT_FOUND_MESSAGES.followUp);

/** Newest follow-up date first; the id keeps follow-ups of one day in a stable order. */
const NEWEST_FIRST = [desc(bookingFollowUps.followUpDate), desc(bookingFollowUps.id)];

/** The follow-up's own columns the API shows: all but its author and when it was last saved. */
const FOLLOW_UP_COLUMNS = (({ createdBy: _author, updatedAt: _saved, ...shown }) => shown)(
  getTableColumns(bookingFollowUps),
);

/**
 * Follow-ups with their booking's details and whether a newer one settled them, for a caller to
 * filter, order and page.
 */
export function followUpsWithBookings(db: Executor) {
  return db
    .select({
      ...FOLLOW_UP_COLUMNS,
      settled: settledFollowUp(),
      bookingNumber: bookings.bookingNumber,
      projectName: projects.name,
      plotNumber: plots.plotNumber,
      plotOwnerName: bookings.plotOwnerName,
    })
    .from(bookingFollowUps)
    .innerJoin(bookings, eq(bookings.id, bookingFollowUps.bookingId))
    .innerJoin(projects, eq(projects.id, bookings.projectId))
    .innerJoin(plots, eq(plots.id, bookings.plotId))
    .$dynamic();
}

async function followUpsWhere(
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
  limit?: number,
): Promise<FollowUpResponse[]> {
  const query = followUpsWithBookings(db)
    .where(where)
    .orderBy(...order);
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(followUpResponse);
}

/**
 * The follow-ups `where` matches, in `order`, read in batches: every booking gathers them, so
 * the lists of all of them grow with the business. Each has its booking, which the joins keep.
 */
function followUpsInBatches(where: SQL | undefined, order: SQL[]): BatchedQuery<FollowUpResponse> {
  return {
    ids: (tx) =>
      tx
        .select({ id: bookingFollowUps.id })
        .from(bookingFollowUps)
        .where(where)
        .orderBy(...order),
    rows: (tx, ids) => followUpsWhere(tx, inArray(bookingFollowUps.id, ids), []),
    idOf: (followUp) => followUp.id,
  };
}

export function followUpsNewestFirst(): BatchedQuery<FollowUpResponse> {
  return followUpsInBatches(undefined, NEWEST_FIRST);
}

/** Follow-ups whose next call, still pending, falls on or after the date, soonest first. */
export function followUpsDueFrom(date: CalendarDate): BatchedQuery<FollowUpResponse> {
  return followUpsInBatches(pendingDueBetween(date, null), [
    asc(bookingFollowUps.nextFollowUpDate),
    asc(bookingFollowUps.id),
  ]);
}

export function followUpsOfBooking(db: Executor, bookingId: number): Promise<FollowUpResponse[]> {
  return followUpsWhere(db, eq(bookingFollowUps.bookingId, bookingId), NEWEST_FIRST);
}

export async function latestFollowUpOf(
  db: Executor,
  bookingId: number,
): Promise<FollowUpResponse | undefined> {
  const [latest] = await followUpsWhere(
    db,
    eq(bookingFollowUps.bookingId, bookingId),
    NEWEST_FIRST,
    1,
  );
  return latest;
}

export async function followUpOr404(db: Executor, id: number): Promise<FollowUpResponse> {
  const [followUp] = await followUpsWhere(db, eq(bookingFollowUps.id, id), []);
  if (!followUp) throw followUpNotFound();
  return followUp;
}

/** A follow-up this request has just written, read back inside its transaction. */
export async function readFollowUp(db: Executor, id: number): Promise<FollowUpResponse> {
  const [followUp] = await followUpsWhere(db, eq(bookingFollowUps.id, id), []);
  if (!followUp) throw new Error(`Follow-up ${id} is missing right after it was written`);
  return followUp;
}

/** The follow-up in the path, locked until the transaction ends; or 404. */
export async function lockFollowUp(tx: Transaction, id: number): Promise<void> {
  if (!(await lockRow(tx, bookingFollowUps, id))) throw followUpNotFound();
}

type FollowUpEdit = FollowUpValues & { updatedAt: Date };

export async function insertFollowUp(
  tx: Transaction,
  row: FollowUpValues & CreatedStamps,
): Promise<number> {
  const [created] = await tx
    .insert(bookingFollowUps)
    .values(row)
    .returning({ id: bookingFollowUps.id });
  if (!created) throw new Error('The follow-up insert returned no row');
  return created.id;
}

export async function updateFollowUpRow(tx: Transaction, id: number, values: FollowUpEdit) {
  await tx.update(bookingFollowUps).set(values).where(eq(bookingFollowUps.id, id));
}

/** Whether there was such a follow-up to delete. */
export async function deleteFollowUpRow(db: Executor, id: number): Promise<boolean> {
  const deleted = await db
    .delete(bookingFollowUps)
    .where(eq(bookingFollowUps.id, id))
    .returning({ id: bookingFollowUps.id });
  return deleted.length > 0;
}
