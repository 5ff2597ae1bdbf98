import { allowsAccess, recordPath, ROUTE_ACCESS, type RecordPage } from '@plotline/domain';
import { useAuth } from '../auth/auth-context';

/**
 * Where a row that names a record leads: the record's details at its path, as the search and the
 * notifications open them, for whoever may open that page; nowhere (undefined) for anyone else.
 */
export function useRecordHref() {
  const { user } = useAuth();
  return (page: RecordPage, id: number): string | undefined =>
    allowsAccess(user, ROUTE_ACCESS[page]) ? recordPath(page, id) : undefined;
}
