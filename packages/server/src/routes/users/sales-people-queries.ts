/**
 * The staff a direct sale may name as its sales person (listSalesPeople): the booking form's
 * picker, searched as the user types, the signed-in user first.
 */
import type { components } from '@plotline/api-client/schema';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { userDisplayName, users } from '../../db/schema';
import { userFilter } from './user-list-query';

type SalesPerson = components['schemas']['SalesPerson'];

/** As many as the picker offers at once; typing finds the others. */
const FOUND_AT_MOST = 20;

/**
 * The first of the user's roles by name, which the form takes as the designation. Its columns
 * are named with their tables: Drizzle writes a select's own columns bare, which in the subquery
 * would read roles' id for the user's.
 */
const firstRoleName = sql<string | null>`(
  select r.name from user_roles ur join roles r on r.id = ur.role_id
  where ur.user_id = "users"."id" order by lower(r.name) limit 1
)`;

/** The staff an enquiry or a visit may name (listEnquirySalesPeople): as above, names only. */
export async function enquiryStaffFound(
  db: Executor,
  searchTerm: string | undefined,
  signedInId: number,
): Promise<{ id: number; name: string }[]> {
  const found = await salesPeopleFound(db, searchTerm, signedInId);
  return found.map(({ userId, name }) => ({ id: userId, name }));
}

export function salesPeopleFound(
  db: Executor,
  searchTerm: string | undefined,
  signedInId: number,
): Promise<SalesPerson[]> {
  const name = userDisplayName(users);
  return db
    .select({
      userId: users.id,
      name: sql<string>`${name}`,
      email: users.email,
      designation: firstRoleName,
    })
    .from(users)
    .where(
      and(eq(users.isActive, true), eq(users.awaitingApproval, false), userFilter({ searchTerm })),
    )
    .orderBy(
      desc(sql`${users.id} = ${signedInId}`),
      asc(sql`(${name}) collate names`),
      asc(users.id),
    )
    .limit(FOUND_AT_MOST);
}
