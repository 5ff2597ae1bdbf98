/**
 * The audit trail's one read (audit.view); the router writes it (audit/recorded-change.ts). Each
 * entry says who changed what and when; the record's states in it follow the access policy.
 */
import { recordStateShownTo } from '../access/record-states';
import type { Handlers } from '../http/handler';
import { auditEntriesPage } from './audit/audit-queries';

export const auditHandlers: Handlers = {
  async listAuditEntries({ db, query, config, user }) {
    const page = await auditEntriesPage(db, query, config.timeZone);
    const data = page.data.map((entry) => ({
      ...entry,
      before: recordStateShownTo(user, entry, entry.before),
      after: recordStateShownTo(user, entry, entry.after),
    }));
    return { status: 200, body: { ...page, data } };
  },
};
