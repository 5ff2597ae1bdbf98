import { AUDIT_MESSAGES, BUSINESS_TIME_ZONE } from '@plotline/domain';
import { AuditLogScreen } from '@plotline/ui/screens';
import { useAuth } from '../../auth/auth-context';
import { useAuditEntriesPage } from '../../data/audit';
import { useListScreen } from '../../routing/paged-list-screen';
import { useListUrl } from '../../routing/paged-list-url';
import { AUDIT_LIST_URL, auditEntriesQuery } from './audit-list-query';
import { useAuditRecordHref } from './record-href';
import { useUserFilterChoices } from './use-user-filter-choices';

/**
 * /audit-log: who changed which record, when and how, newest first, through GET /audit with its
 * query (filters, page size and page) in the URL; read-only. An entry of a record the signed-in user may not read
 * comes without its states, and says why.
 */
export function AuditLogPage() {
  const { user: signedIn } = useAuth();
  const listUrl = useListUrl(AUDIT_LIST_URL);
  const list = useAuditEntriesPage(auditEntriesQuery(listUrl.query));
  const listProps = useListScreen(listUrl, list, AUDIT_MESSAGES.fetchFailed);

  return (
    <AuditLogScreen
      {...listProps}
      users={useUserFilterChoices(listUrl.query.filters.userId)}
      viewer={signedIn}
      recordHref={useAuditRecordHref()}
      // The days the filter counts are the business's, so the times read in its zone too.
      timeZone={BUSINESS_TIME_ZONE}
    />
  );
}
