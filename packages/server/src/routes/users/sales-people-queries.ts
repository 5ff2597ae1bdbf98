/**
 * The staff a direct sale may name as its sales person (listSalesPeople): the booking form's
 * picker, searched as the user types, the signed-in user first.
 */
import type { components } from '@plotline/api-client/schema';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
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

const displayName = userDisplayName(users);

/** Active, approved users the search matches, the signed-in user first, then by name. */
function staffSearched<T extends PgSelect>(
  query: T,
  searchTerm: string | undefined,
  signedInId: number,
) {
  return query
    .where(
      and(eq(users.isActive, true), eq(users.awaitingApproval, false), userFilter({ searchTerm })),
    )
    .orderBy(
      desc(sql`${users.id} = ${signedInId}`),
      asc(sql`(${displayName}) collate names`),
      asc(users.id),
    )
    .limit(FOUND_AT_MOST);
}

/** The staff an enquiry or a visit may name (listEnquirySalesPeople): names only. */
export function enquiryStaffFound(
  db: Executor,
  searchTerm: string | undefined,
  signedInId: number,
): Promise<{ id: number; name: string }[]> {
  const query = db
    .select({ id: users.id, name: sql<string>`${displayName}` })
    .from(users)
    .$dynamic();
  return staffSearched(query, searchTerm, signedInId);
}

/** With each one's email and designation, as the booking form shows them. */
export function salesPeopleFound(
  db: Executor,
  searchTerm: string | undefined,
  signedInId: number,
): Promise<SalesPerson[]> {
  const query = db
    .select({
      userId: users.id,
      name: sql<string>`${displayName}`,
      email: users.email,
      designation: firstRoleName,
    })
    .from(users)
    .$dynamic();
  return staffSearched(query, searchTerm, signedInId);
}
