import { CHANNEL_PARTNER_MESSAGES } from '@plotline/domain';
import { ChannelPartnersScreen, type ChannelPartnerListRow } from '@plotline/ui/screens';
import { useState } from 'react';
import { useChannelPartnersPage, usePartnerDetails } from '../../data/channel-partners';
import { useUserName } from '../../data/users';
import { useChangedWhileEditing } from '../../live/use-changed-while-editing';
import { useListScreen } from '../../routing/paged-list-screen';
import { useListUrl } from '../../routing/paged-list-url';
import { listPageHref } from '../../routing/paged-list-url-format';
import { useViewedRecordId } from '../../routing/viewed-record';
import { useToasts } from '../../services';
import { useRecordHistory } from '../audit-log/use-record-history';
import { BOOKING_LIST_URL } from '../bookings/booking-list-query';
import { PARTNER_LIST_URL, partnersExportQuery, partnersFilteredQuery } from './partner-list-query';
import { useChannelPartnerChanges } from './use-channel-partner-changes';
import { useViewedPartnerBookings } from './use-viewed-partner-bookings';
import { useViewedPartnerCommission } from './use-viewed-partner-commission';

/** A partner's bookings: the Bookings page filtered by the partner. */
const bookingsHref = (partner: ChannelPartnerListRow) =>
  listPageHref('/bookings', BOOKING_LIST_URL, { channelPartnerId: partner.id });

/**
 * /channel-partners: the list through GET /channelpartners/filtered with its filters, sort, page
 * and page size in the URL, and the open details' id in the path; the screen's two-step partner
 * form saves here; a partner's details with who created it (for whoever may see commissions, its
 * Commission section with payouts; for whoever may see bookings, its newest; for whoever may see
 * the audit trail, every change to it);
 * delete, and the CSV export of what the filters match.
 */
export function ChannelPartnersPage() {
  const listUrl = useListUrl(PARTNER_LIST_URL);
  const list = useChannelPartnersPage(partnersFilteredQuery(listUrl.query));
  const listProps = useListScreen(listUrl, list, CHANNEL_PARTNER_MESSAGES.fetchFailed);
  const changes = useChannelPartnerChanges();
  const toasts = useToasts();
  const [openedId, setOpenedId] = useViewedRecordId('/channel-partners');
  // Loaded whole by its id: a row holds only the list's columns.
  const details = usePartnerDetails(openedId);
  const createdByName = useUserName(details.data?.createdBy ?? null);
  const history = useRecordHistory('channelPartner', openedId);
  const commission = useViewedPartnerCommission(openedId);
  const bookings = useViewedPartnerBookings(openedId);
  const [editingPartnerId, setEditingPartnerId] = useState<number | null>(null);
  const notice = useChangedWhileEditing('channelPartner', editingPartnerId);

  return (
    <ChannelPartnersScreen
      {...listProps}
      onSave={changes.save}
      onDelete={changes.remove}
      onExport={() => changes.exportPartners(partnersExportQuery(listUrl.query))}
      record={{
        id: openedId,
        onOpen: setOpenedId,
        details,
        history,
        createdByName,
        commission,
        bookings,
      }}
      editing={{ onEditingChange: setEditingPartnerId, notice }}
      onNotify={(toast) => toasts[toast.kind](toast.message, toast)}
      bookingsHref={bookingsHref}
    />
  );
}
