/**
 * The tables behind the records the audit trail follows (openapi.yaml's AuditEntity), to lock a
 * record before its state is read and to read the state of a record whose operations name no
 * state operation.
 */
import type { AuditEntity } from '@plotline/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import {
  amenities,
  bookingFollowUps,
  bookings,
  channelPartners,
  enquiries,
  permissions,
  plots,
  projects,
  roles,
  siteVisits,
  users,
} from '../db/schema';

const AUDITED_TABLES = {
  project: projects,
  plot: plots,
  amenity: amenities,
  booking: bookings,
  followUp: bookingFollowUps,
  channelPartner: channelPartners,
  role: roles,
  permission: permissions,
  user: users,
  enquiry: enquiries,
  siteVisit: siteVisits,
} satisfies Record<AuditEntity, unknown>;

/**
 * Locks the records until the transaction ends, so the states read before the change are the ones
 * the change starts from. `no key update` is the weakest lock that keeps other changes out, and
 * lets rows that refer to the record still be written.
 */
export async function lockAuditedRecords(
  tx: Transaction,
  entity: AuditEntity,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const table = AUDITED_TABLES[entity];
  // In id order, as PostgreSQL locks a sorted read's rows, so two changes of the same records
  // at once wait for each other rather than deadlock.
  await tx
    .select({ one: sql`1` })
    .from(table)
    .where(inArray(table.id, [...ids]))
    .orderBy(asc(table.id))
    .for('no key update');
}

/** The record's stored row, for records (permissions) whose row is what the API answers. */
export async function auditedRow(
  tx: Transaction,
  entity: AuditEntity,
  id: number,
): Promise<Record<string, unknown> | null> {
  const table = AUDITED_TABLES[entity];
  const [row] = await tx.select().from(table).where(eq(table.id, id));
  return row ?? null;
}
