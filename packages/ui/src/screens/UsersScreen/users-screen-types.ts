/** What the Users screen is given and what it hands back; the host maps these to its API. */
import type { RoleChoice } from '@plotline/domain';
import type {
  ChoiceSource,
  DeleteOutcome,
  ListQuery,
  ListSort,
  Loadable,
  SaveOutcome,
} from '../../patterns';

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

/**
 * A user as GET /users/{id} gives them, for their details: the row, and whether they must change
 * the password an administrator set before anything else. A row of the page stands in for the
 * details while they load, so what the row lacks is optional.
 */
export type UserDetails = UserRow & { passwordChangeRequired?: boolean };

/** What the user list is narrowed by: the search (username, names, email and phone, on the server). */
export type UserFilters = { searchTerm: string };

/** Every filter off, as Clear All Filters leaves them. */
export const NO_USER_FILTERS: UserFilters = { searchTerm: '' };

export type UserSortBy = 'Name' | 'Username' | 'LastLoginAt' | 'CreatedAt';
export type UserSort = ListSort<UserSortBy>;

export type UserListQuery = ListQuery<UserFilters, UserSort>;

/** A change to a user the screen asks about first; resolves (never rejects). */
type AskedChange = (user: UserRow) => Promise<DeleteOutcome>;

/** What the row buttons that ask first do, each once the user confirmed; success closes the question. */
export type UserActions = {
  /** Lets in an account waiting for approval (awaitingApproval); rejecting one is `delete`. */
  approve: AskedChange;
  block: AskedChange;
  unblock: AskedChange;
  /** 'Sign out everywhere': ends every session of the user. */
  revokeSessions: AskedChange;
  delete: AskedChange;
};

/** Change Password, open for the user whose id the host keeps. */
export type PasswordChange = {
  /** The user whose Change Password is open; null when it is closed. */
  userId: number | null;
  /** Opens Change Password for a user, or closes it (null). */
  onOpen: (userId: number | null) => void;
  /**
   * GET /users/{id}/current-password: the user's current password as the host loaded it. This
   * server never reveals one (passwords are stored hashed), so its load fails and the field says
   * 'Unable to retrieve'; another backend may know it.
   */
  current: Loadable<string>;
  /** Sets the user's new password; resolves (never rejects). Success closes the modal. */
  onSave: (newPassword: string, user: UserRow) => Promise<SaveOutcome>;
};

/** Manage Roles, open for the user whose id the host keeps. */
export type RoleAssignment = {
  /** The user whose Manage Roles is open; null when it is closed. */
  userId: number | null;
  /** Opens Manage Roles for a user, or closes it (null). */
  onOpen: (userId: number | null) => void;
  /** Every role Manage Roles offers, in order, loaded by the host while it is open. */
  roles: ChoiceSource<RoleChoice>;
  /** Replaces the user's roles by these ids; resolves (never rejects). Success closes the modal. */
  onSave: (roleIds: number[], user: UserRow) => Promise<SaveOutcome>;
};
