/**
 * Users: one page of the User Management list, one user (for their details, or for their name)
 * and the users a picker finds, a user's current password as the server will (not) tell it, and
 * how other screens name a user, e.g. who created a record.
 */
import {
  allowsAccess,
  displayName,
  LIST_DEFAULTS,
  ROUTE_ACCESS,
  USER_MESSAGES,
  userReference,
  usersFetchFailedMessage,
} from '@plotline/domain';
import type { Loadable } from '@plotline/ui/patterns';
import { ApiCallError } from '../api-call';
import { useAuth } from '../auth/auth-context';
import { usePagedList, type QueryOf } from './paged-list';
import { PICKER_PAGE_SIZE } from './picker-search';
import { useRead } from './read';
import { useRecordDetails } from './record-details';

export type UsersFilteredQuery = QueryOf<'listUsersFiltered'>;

/** 'Failed to fetch users: 500', or 'Error fetching users' when no answer came. */
export function usersFetchFailure(error: unknown): string {
  return error instanceof ApiCallError && error.status !== null
    ? usersFetchFailedMessage(error.status)
    : USER_MESSAGES.fetchError;
}

export const useUsersPage = (query: UsersFilteredQuery) =>
  usePagedList('/users/filtered', { query }, usersFetchFailure);

/**
 * What GET /users/{id}/current-password tells of the user's password while Change Password is
 * open for them (`userId`). Our server never reveals one (passwords are stored hashed), so the
 * field reads 'Unable to retrieve' and the failure's toast shows, as the specification has it.
 */
export function useCurrentPassword(userId: number | null): Loadable<string> {
  const answer = useRead(
    '/users/{id}/current-password',
    userId === null ? null : { path: { id: userId } },
    {
      failureText: USER_MESSAGES.currentPasswordFetchFailed,
      // A password is asked for once each time the modal opens, never again behind its back.
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
  return {
    data: answer.data?.currentPassword ?? null,
    isLoading: answer.isLoading,
    error: answer.error ? USER_MESSAGES.currentPasswordFetchFailed : null,
  };
}

/** One user (GET /users/{id}, which needs users.view); nothing is loaded while `userId` is null. */
export const useUser = (userId: number | null) =>
  useRead('/users/{id}', userId === null ? null : { path: { id: userId } });

/**
 * The user whose details are open (GET /users/{id}, the read useUser makes, so both share one
 * cache entry); nothing is loaded while `userId` is null. A user who is gone reads 'User not
 * found' in the details themselves; any other failure toasts 'Failed to fetch user details'.
 */
export const useUserDetails = (userId: number | null) =>
  useRecordDetails('/users/{id}', userId, {
    notFound: USER_MESSAGES.notFound,
    failed: { toast: USER_MESSAGES.detailsFetchFailed },
  });

/**
 * The users whose username, names, email or phone contain the search, by username, the first page
 * (GET /users/filtered), for a picker; nothing is loaded unless `isWanted`.
 */
export function useUserSearch(searchTerm: string, isWanted: boolean) {
  const { sortBy, sortOrder } = LIST_DEFAULTS.users;
  const query: UsersFilteredQuery = {
    page: 1,
    pageSize: PICKER_PAGE_SIZE,
    sortBy,
    sortOrder,
    ...(searchTerm && { searchTerm }),
  };
  return useRead('/users/filtered', isWanted ? { query } : null, { keepPreviousData: true });
}

/**
 * The staff a direct sale may name as its sales person, the signed-in user first (GET
 * /bookings/sales-people), for the booking form's picker; nothing is loaded unless `isWanted`.
 */
export function useSalesPeopleSearch(searchTerm: string, isWanted: boolean) {
  const query = searchTerm ? { searchTerm } : {};
  return useRead('/bookings/sales-people', isWanted ? { query } : null, {
    keepPreviousData: true,
  });
}

/**
 * How a user is named on a record: by name when it is the signed-in user, or when the user may open the
 * Users page, which is what lets GET /users/{id} look them up; else (or when they are gone) by id. Null while it loads, or when
 * `userId` is null.
 */
export function useUserName(userId: number | null): string | null {
  const { user: signedIn } = useAuth();
  const isSelf = userId !== null && userId === signedIn?.id;
  const mayLookUp = userId !== null && !isSelf && allowsAccess(signedIn, ROUTE_ACCESS['/users']);
  const lookedUp = useUser(mayLookUp ? userId : null);
  if (userId === null) return null;
  if (isSelf) return displayName(signedIn);
  if (!mayLookUp || lookedUp.error) return userReference(userId);
  return lookedUp.data ? displayName(lookedUp.data) : null;
}
