/** Users as other screens name them, e.g. who created a record. */
import type { User } from '@plotline/api-client';
import { allowsAccess, displayName, ROUTE_ACCESS, userReference } from '@plotline/domain';
import { dataOf } from '../api-call';
import { useAuth } from '../auth/auth-context';
import { useApi } from '../services';
import { useCached } from './cache';

/**
 * How a user is named on a record: by name when it is the signed-in user, or when the user may open the
 * Users page, which is what lets GET /users/{id} look them up; else (or when they are gone) by id. Null while it loads, or when
 * `userId` is null.
 */
export function useUserName(userId: number | null): string | null {
  const api = useApi();
  const { user: signedIn } = useAuth();
  const isSelf = userId !== null && userId === signedIn?.id;
  const mayLookUp = userId !== null && !isSelf && allowsAccess(signedIn, ROUTE_ACCESS['/users']);
  const lookedUp = useCached<User>(mayLookUp ? ['users', 'one', userId] : null, () =>
    dataOf(api.GET('/users/{id}', { params: { path: { id: userId ?? 0 } } })),
  );
  if (userId === null) return null;
  if (isSelf) return displayName(signedIn);
  if (!mayLookUp || lookedUp.error) return userReference(userId);
  return lookedUp.data ? displayName(lookedUp.data) : null;
}
