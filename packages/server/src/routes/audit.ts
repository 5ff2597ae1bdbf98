/** The audit trail's one read (audit.view); the router writes it (audit/recorded-change.ts). */
import type { Handlers } from '../http/handler';
import { auditEntriesPage } from './audit/audit-queries';

export const auditHandlers: Handlers = {
  async listAuditEntries({ db, query, config }) {
    return { status: 200, body: await auditEntriesPage(db, query, config.timeZone) };
  },
};
