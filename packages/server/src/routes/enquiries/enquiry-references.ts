/**
 * What an enquiry or a visit refers to must exist: the partner, the projects, and the users it is
 * given to or who accompany, who must be able to work (active, not awaiting approval). 400 naming
 * the field otherwise, as every body referring to a missing record is answered.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { assertIdsExist } from '../../db/row-queries';
import { channelPartners, projects, users } from '../../db/schema';
import { badRequest } from '../../http/http-error';

export async function assertPartnerExists(db: Executor, id: number | null): Promise<void> {
  if (id === null) return;
  await assertIdsExist(db, channelPartners, [id], {
    field: 'channelPartnerId',
    message: () => 'Channel partner not found',
  });
}

export async function assertProjectsExist(
  db: Executor,
  ids: readonly number[],
  field: 'projectIds' | 'projectId',
): Promise<void> {
  await assertIdsExist(db, projects, ids, { field, message: () => 'Project not found' });
}

/** 400 naming `field` unless every id is an active user's. */
export async function assertActiveUsers(
  db: Executor,
  ids: readonly number[],
  field: string,
): Promise<void> {
  if (ids.length === 0) return;
  const active = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(inArray(users.id, [...ids]), eq(users.isActive, true), eq(users.awaitingApproval, false)),
    );
  if (active.length === new Set(ids).size) return;
  const message = 'Sales person must be an active user';
  throw badRequest(message, { [field]: message });
}
