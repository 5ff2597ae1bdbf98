import { allowsAccess, ROUTE_ACCESS } from '@plotline/domain';
import type { AuditEntryRow } from '@plotline/ui/patterns';
import { useAuth } from '../../auth/auth-context';

/**
 * Where the Audit Log links an entry's record, for whoever may open that page: a project to its
 * details, which the Projects page opens from ?view=; not one its entry deleted. No other page
 * opens a record by its id alone (a booking's or a partner's details open from its row on the
 * page shown), so other records are not linked.
 */
export function useRecordHref() {
  const { user } = useAuth();
  const mayOpenProjects = allowsAccess(user, ROUTE_ACCESS['/projects']);
  return (entry: AuditEntryRow): string | undefined =>
    mayOpenProjects && entry.entity === 'project' && entry.after !== null
      ? `/projects?view=${entry.entityId}`
      : undefined;
}
