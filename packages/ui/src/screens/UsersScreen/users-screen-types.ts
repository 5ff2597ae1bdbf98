/** What the Users screen is given and what it hands back; the host maps these to its API. */
import type { PageSize } from '@plotline/domain';
import type { ListSort } from '../../patterns';

/** One user as the list reads it: the API's User (docs/product/records.md), roles by name. */
export type UserRow = {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  /** False when the user is blocked. */
  isActive: boolean;
  /** True for an account registered while registration needs approval, until it is approved. */
  awaitingApproval: boolean;
  /** The names of the user's roles, as the API gives them. */
  roles: readonly string[];
  /** What those roles grant; a viewer holding less may not manage the user. */
  permissions: readonly string[];
  /** An ISO timestamp, or null for a user who has never signed in. */
  lastLoginAt: string | null;
  /** An ISO timestamp. */
  createdAt: string;
};

/** The list's filters: the search (username, names, email and phone, on the server) and page size. */
export type UserFilters = { searchTerm: string; pageSize: PageSize };

export type UserSortBy = 'Name' | 'Username' | 'LastLoginAt' | 'CreatedAt';
export type UserSort = ListSort<UserSortBy>;

/**
 * What the host knows of the current password shown by Change Password. This server never
 * reveals passwords (they are stored hashed), so it answers 'unavailable'; another backend may
 * know it.
 */
export type CurrentPassword =
  { status: 'loading' } | { status: 'unavailable' } | { status: 'known'; value: string };
