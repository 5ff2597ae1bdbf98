/** The users list's search and sort, in SQL, as the User Management table pages through them. */
import { LIST_DEFAULTS } from '@plotline/domain';
import { asc, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/contains-pattern';
import { userDisplayName, users } from '../../db/schema';
import type { HandlerContext } from '../../http/handler';

export type UserListPageQuery = HandlerContext<'listUsersFiltered'>['query'];

/** A blank search box searches nothing; a full name ('Ravi Kumar') finds its user. */
export function userFilter({ searchTerm }: UserListPageQuery): SQL | undefined {
  if (searchTerm === undefined || searchTerm.trim() === '') return undefined;
  const pattern = containsPattern(searchTerm);
  return or(
    ilike(users.username, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ilike(users.email, pattern),
    ilike(users.phoneNumber, pattern),
  );
}

/** Each key written exactly as its index in schema.ts holds it, so the index serves the sort. */
const SORT_KEYS = {
  Name: sql`(${userDisplayName(users)}) collate names`,
  Username: sql`lower(${users.username})`,
  CreatedAt: users.createdAt,
} as const;

/** Never signed in counts as earliest, the order users_last_login_order_idx holds. */
const LAST_LOGIN = {
  asc: sql`${users.lastLoginAt} asc nulls first`,
  desc: sql`${users.lastLoginAt} desc nulls last`,
} as const;

/**
 * The id breaks ties, in the sort's own direction, so equal keys page in the same order every
 * time and each order is one index read, forwards or backwards.
 */
export function userOrder(query: UserListPageQuery): SQL[] {
  const { sortBy = LIST_DEFAULTS.users.sortBy, sortOrder = LIST_DEFAULTS.users.sortOrder } = query;
  const direction = sortOrder === 'desc' ? desc : asc;
  const key = sortBy === 'LastLoginAt' ? LAST_LOGIN[sortOrder] : direction(SORT_KEYS[sortBy]);
  return [key, direction(users.id)];
}
