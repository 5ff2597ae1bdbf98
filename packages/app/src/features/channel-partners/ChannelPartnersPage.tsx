import { CHANNEL_PARTNER_MESSAGES } from '@plotline/domain';
import { BROWSER_TIME_ZONE, useLastShown } from '@plotline/ui/patterns';
import {
  ChannelPartnerFormModal,
  ChannelPartnersScreen,
  ChannelPartnerViewModal,
  type ChannelPartnerListRow,
  type StoredChannelPartner,
} from '@plotline/ui/screens';
import { useState } from 'react';
import { useChannelPartner, useChannelPartnersPage } from '../../data/channel-partners';
import { useUserName } from '../../data/users';
import { useChangedWhileEditing } from '../../live/use-changed-while-editing';
import { usePagedListScreen } from '../../routing/paged-list-screen';
import { usePagedListUrl } from '../../routing/paged-list-url';
import { listPageHref } from '../../routing/paged-list-url-format';
import { useViewedRecordId } from '../../routing/viewed-record';
import { useRecordHistory } from '../audit-log/use-record-history';
import { useToasts } from '../../services';
import { BOOKING_LIST_URL } from '../bookings/booking-list-query';
import { PARTNER_LIST_URL, partnersExportQuery, partnersFilteredQuery } from './partner-list-query';
import { useChannelPartnerChanges } from './use-channel-partner-changes';
import { useViewedPartnerCommission } from './use-viewed-partner-commission';

/** A partner's bookings: the Bookings page filtered by the partner. */
const bookingsHref = (partner: ChannelPartnerListRow) =>
  listPageHref('/bookings', BOOKING_LIST_URL, { channelPartnerId: partner.id });

/**
 * /channel-partners: the list through GET /channelpartners/filtered with its filters, sort and
 * page in the URL, the two-step partner form, a partner's details with who created it (for
 * whoever may see commissions, its Commission section with payouts; for whoever may see the audit
 * trail, every change to it) with the open details' id in the path beside the list's state, delete, and
 * the CSV export of what the filters match.
 */
export function ChannelPartnersPage() {
  const listUrl = usePagedListUrl(PARTNER_LIST_URL);
  const { query } = listUrl;
  const list = useChannelPartnersPage(partnersFilteredQuery(query));
  const listProps = usePagedListScreen(listUrl, list, CHANNEL_PARTNER_MESSAGES.fetchFailed);
  const changes = useChannelPartnerChanges();
  const toasts = useToasts();
  const [viewedPartnerId, setViewedPartnerId] = useViewedRecordId('/channel-partners');
  const listedPartner = list.data?.data.find((partner) => partner.id === viewedPartnerId);
  // The screen shows the details of a partner it lists. One on no page shown (a link from the
  // search) is loaded by its id, once the page shows it is not there, and its details shown here.
  const unlistedPartner = useChannelPartner(list.data && !listedPartner ? viewedPartnerId : null);
  const viewedPartner = listedPartner ?? unlistedPartner.data;
  const shownUnlistedPartner = useLastShown(listedPartner ? null : unlistedPartner.data);
  const createdByName = useUserName(viewedPartner?.createdBy ?? null);
  const audit = useRecordHistory('channelPartner', viewedPartnerId);
  const commission = useViewedPartnerCommission(viewedPartnerId);
  // The partner stays while the form fades out, so its title does not change under the user.
  const [form, setForm] = useState<{ isOpen: boolean; partner: StoredChannelPartner | null }>({
    isOpen: false,
    partner: null,
  });
  const editNotice = useChangedWhileEditing(
    'channelPartner',
    form.isOpen ? (form.partner?.id ?? null) : null,
  );

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
        viewedPartnerCommission={commission}
        onDelete={changes.deletePartner}
        onExport={() => changes.exportPartners(partnersExportQuery(query))}
      />
      <ChannelPartnerFormModal
        isOpen={form.isOpen}
        partner={form.partner}
        onSave={changes.savePartner}
        onClose={() => setForm((shown) => ({ ...shown, isOpen: false }))}
        onNotify={(notice) => toasts[notice.kind](notice.message, notice)}
        notice={editNotice}
      />
      {shownUnlistedPartner && (
        <ChannelPartnerViewModal
          isOpen={!listedPartner && unlistedPartner.data !== undefined}
          onOpenChange={(isOpen) => !isOpen && setViewedPartnerId(null)}
          partner={shownUnlistedPartner}
          createdByName={createdByName}
          audit={audit}
          commission={commission}
          timeZone={BROWSER_TIME_ZONE}
        />
      )}
    </>
  );
}
