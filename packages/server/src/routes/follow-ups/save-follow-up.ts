/** Logging, editing, opening and deleting one follow-up. */
import { eq } from 'drizzle-orm';
import { bookingFollowUps } from '../../db/schema';
import { signedIn, type Handler } from '../../http/handler';
import { notFound } from '../../http/http-error';
import { NOT_FOUND_MESSAGES } from '../../http/not-found-messages';
import { assertBookingInBody } from './followed-booking';
import { validFollowUp } from './follow-up-input';
import { findFollowUp, readFollowUp, type FollowUp } from './follow-up-record';

function found(followUp: FollowUp | null): FollowUp {
  if (!followUp) throw notFound(NOT_FOUND_MESSAGES.followUp);
  return followUp;
}

export const getFollowUp: Handler<'getFollowUp'> = async ({ db, params }) => ({
  status: 200,
  body: found(await findFollowUp(db, params.id)),
});

export const createFollowUp: Handler<'createFollowUp'> = async ({ db, clock, body, user }) => {
  const caller = signedIn(user);
  const values = validFollowUp(body);
  const now = clock.now();
  const followUp = await db.transaction(async (tx) => {
    await assertBookingInBody(tx, values.bookingId);
    const [created] = await tx
      .insert(bookingFollowUps)
      .values({ ...values, createdBy: caller.id, createdAt: now, updatedAt: now })
      .returning({ id: bookingFollowUps.id });
    if (!created) throw new Error('The follow-up insert returned no row');
    return readFollowUp(tx, created.id);
  });
  return { status: 201, body: followUp };
};

export const updateFollowUp: Handler<'updateFollowUp'> = async ({ db, clock, params, body }) => {
  const values = validFollowUp(body);
  const now = clock.now();
  const followUp = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: bookingFollowUps.id })
      .from(bookingFollowUps)
      .where(eq(bookingFollowUps.id, params.id))
      .for('update');
    if (!existing) throw notFound(NOT_FOUND_MESSAGES.followUp);
    await assertBookingInBody(tx, values.bookingId);
    await tx
      .update(bookingFollowUps)
      .set({ ...values, updatedAt: now })
      .where(eq(bookingFollowUps.id, existing.id));
    return readFollowUp(tx, existing.id);
  });
  return { status: 200, body: followUp };
};

export const deleteFollowUp: Handler<'deleteFollowUp'> = async ({ db, params }) => {
  const deleted = await db
    .delete(bookingFollowUps)
    .where(eq(bookingFollowUps.id, params.id))
    .returning({ id: bookingFollowUps.id });
  if (deleted.length === 0) throw notFound(NOT_FOUND_MESSAGES.followUp);
  return { status: 204, body: undefined };
};
