import type { AuditEntity, RecordPage } from '@plotline/domain';
import type { AuditEntryRow } from '@plotline/ui/patterns';
import { useRecordHref } from '../../routing/record-href';

/** The pages that open a record's details at its path, by the kind of record. */
const DETAILS_PAGES: Partial<Record<AuditEntity, RecordPage>> = {
  project: '/projects',
  booking: '/bookings',
  channelPartner: '/channel-partners',
  plot: '/plots',
  user: '/users',
  role: '/roles',
};

/**
 * Where the Audit Log links an entry's record, for whoever may open its page: a project, a plot,
 * a booking, a channel partner, a user or a role to its details; not one its entry deleted. An
 * amenity, a follow-up or a permission has no details of its own, so it is not linked.
 */
export function useAuditRecordHref() {
  const recordHref = useRecordHref();
  return (entry: AuditEntryRow): string | undefined => {
    const page = DETAILS_PAGES[entry.entity];
    return page && entry.after !== null ? recordHref(page, entry.entityId) : undefined;
  };
}
