import { allowsAccess, ROUTE_ACCESS } from '@plotline/domain';
import type { ChoiceSource } from '@plotline/ui/patterns';
import type { AuditUserChoice } from '@plotline/ui/screens';
import { useAuth } from '../../auth/auth-context';
import { usePickerSearch } from '../../data/picker-search';
import { useUser, useUserSearch } from '../../data/users';

const named = (user: { id: number; username: string }) => ({ id: user.id, name: user.username });

/**
 * The Audit Log's user filter, searched by the server as the user types (GET /users/filtered), by
 * username as the log names them; the user the URL holds is loaded by its id. Both need
 * users.view: without it there is no user filter (undefined).
 */
export function useUserFilterChoices(
  userId: number | null,
): ChoiceSource<AuditUserChoice> | undefined {
  const { user: signedIn } = useAuth();
  const mayListUsers = allowsAccess(signedIn, ROUTE_ACCESS['/users']);
  const search = usePickerSearch();
  const found = useUserSearch(search.searchTerm, mayListUsers);
  const chosen = useUser(mayListUsers ? userId : null);
  if (!mayListUsers) return undefined;
  return {
    items: (found.data?.data ?? []).map(named),
    chosen: chosen.data ? named(chosen.data) : null,
    onSearch: search.search,
  };
}
