import { CHANNEL_PARTNER_MESSAGES } from '@plotline/domain';
import {
  ChannelPartnerFormModal,
  ChannelPartnersScreen,
  type ChannelPartnerListRow,
  type StoredChannelPartner,
} from '@plotline/ui/screens';
import { useState } from 'react';
import { useChannelPartnersPage } from '../../data/channel-partners';
import { useUserName } from '../../data/users';
import { usePagedListScreen } from '../../routing/paged-list-screen';
import { usePagedListUrl } from '../../routing/paged-list-url';
import { useRecordHistory } from '../audit-log/use-record-history';
import { useToasts } from '../../services';
import { BOOKING_LIST_URL } from '../bookings/booking-list-query';
import { PARTNER_LIST_URL, partnersExportQuery, partnersFilteredQuery } from './partner-list-query';
import { useChannelPartnerChanges } from './use-channel-partner-changes';

/** A partner's bookings: the Bookings page filtered by the partner. */
function bookingsHref(partner: ChannelPartnerListRow): string {
  const plain = BOOKING_LIST_URL.read(new URLSearchParams());
  const filters = { ...plain.filters, channelPartnerId: partner.id };
  return `/bookings?${BOOKING_LIST_URL.search({ ...plain, filters }).toString()}`;
}

/**
 * /channel-partners: the list through GET /channelpartners/filtered with its filters, sort and
 * page in the URL, the two-step partner form, a partner's details with who created it (and, for
 * whoever may see the audit trail, every change to it), delete, and the CSV export of what the
 * filters match.
 */
export function ChannelPartnersPage() {
  const listUrl = usePagedListUrl(PARTNER_LIST_URL);
  const { query } = listUrl;
  const list = useChannelPartnersPage(partnersFilteredQuery(query));
  const listProps = usePagedListScreen(listUrl, list, CHANNEL_PARTNER_MESSAGES.fetchFailed);
  const changes = useChannelPartnerChanges();
  const toasts = useToasts();
  const [viewedPartnerId, setViewedPartnerId] = useState<number | null>(null);
  const viewedPartner = list.data?.data.find((partner) => partner.id === viewedPartnerId);
  const createdByName = useUserName(viewedPartner?.createdBy ?? null);
  const audit = useRecordHistory('channelPartner', viewedPartnerId);
  // The partner stays while the form fades out, so its title does not change under the user.
  const [form, setForm] = useState<{ isOpen: boolean; partner: StoredChannelPartner | null }>({
    isOpen: false,
    partner: null,
  });

  return (
    <>
      <ChannelPartnersScreen
        {...listProps}
        onAddPartner={() => setForm({ isOpen: true, partner: null })}
        onEditPartner={(partner) => setForm({ isOpen: true, partner })}
        bookingsHref={bookingsHref}
        viewedPartnerId={viewedPartnerId}
        onViewedPartnerIdChange={setViewedPartnerId}
        viewedPartnerCreatedByName={createdByName}
        viewedPartnerAudit={audit}
        onDelete={changes.deletePartner}
        onExport={() => changes.exportPartners(partnersExportQuery(query))}
      />
      <ChannelPartnerFormModal
        isOpen={form.isOpen}
        partner={form.partner}
        onSave={changes.savePartner}
        onClose={() => setForm((shown) => ({ ...shown, isOpen: false }))}
        onNotify={(notice) => toasts[notice.kind](notice.message, notice)}
      />
    </>
  );
}
