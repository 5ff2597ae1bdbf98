/** A follow-up as the API answers it: with the booking details the follow-ups table shows. */
import type { components } from '@plotline/api-client/schema';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { bookingFollowUps, bookings, plots, projects } from '../../db/schema';

export type FollowUp = components['schemas']['FollowUp'];

/** Follow-ups with their booking's details; callers add the filter and order they need. */
export function selectFollowUps(db: Executor) {
  return db
    .select({
      id: bookingFollowUps.id,
      bookingId: bookingFollowUps.bookingId,
      bookingNumber: bookings.bookingNumber,
      projectName: projects.name,
      plotNumber: plots.plotNumber,
      plotOwnerName: bookings.plotOwnerName,
      followUpDate: bookingFollowUps.followUpDate,
      nextFollowUpDate: bookingFollowUps.nextFollowUpDate,
      purpose: bookingFollowUps.purpose,
      followUpUpdate: bookingFollowUps.followUpUpdate,
      followUpTakenBy: bookingFollowUps.followUpTakenBy,
      createdAt: bookingFollowUps.createdAt,
    })
    .from(bookingFollowUps)
    .innerJoin(bookings, eq(bookings.id, bookingFollowUps.bookingId))
    .innerJoin(projects, eq(projects.id, bookings.projectId))
    .innerJoin(plots, eq(plots.id, bookings.plotId))
    .$dynamic();
}

type FollowUpRow = Awaited<ReturnType<typeof selectFollowUps>>[number];

export function toFollowUp(row: FollowUpRow): FollowUp {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function findFollowUp(db: Executor, id: number): Promise<FollowUp | null> {
  const [row] = await selectFollowUps(db).where(eq(bookingFollowUps.id, id));
  return row ? toFollowUp(row) : null;
}

/** A follow-up this request has just written, read back inside its transaction. */
export async function readFollowUp(db: Executor, id: number): Promise<FollowUp> {
  const followUp = await findFollowUp(db, id);
  if (!followUp) throw new Error(`Follow-up ${id} is missing right after it was written`);
  return followUp;
}
