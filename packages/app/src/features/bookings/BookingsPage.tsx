import { BOOKING_MESSAGES } from '@plotline/domain';
import { BookingsScreen, type BookingListRow } from '@plotline/ui/screens';
import { useState } from 'react';
import { businessToday } from '../../business-today';
import { useBookingsPage, useBookingStatusHistory } from '../../data/bookings';
import { useProjectPlots } from '../../data/plots';
import { useProjectFilterChoices } from '../../data/project-choices';
import { useChangedWhileEditing } from '../../live/use-changed-while-editing';
import { usePagedListScreen } from '../../routing/paged-list-screen';
import { usePagedListUrl } from '../../routing/paged-list-url';
import { useRecordHistory } from '../audit-log/use-record-history';
import { bookingFollowUpsHref } from '../follow-ups/follow-up-list-query';
import { BOOKING_LIST_URL, bookingsExportQuery, bookingsFilteredQuery } from './booking-list-query';
import { useBookingChanges } from './use-booking-changes';
import { useBookingFormChoices } from './use-booking-form-choices';
import { useViewedBookingId } from './use-viewed-booking-id';
import { useViewedBookingPayments } from './use-viewed-booking-payments';
import { usePartnerFilterChoices } from './use-partner-filter-choices';

/** A booking's follow-ups: the Follow-ups page reads the booking from its URL. */
const followUpsHref = (booking: BookingListRow) => bookingFollowUpsHref(booking.id);

/**
 * /bookings: the list through GET /bookings/filtered with its filters, sort and page in the URL,
 * the booking form, the status workflow, a booking's details with its status history (for
 * whoever may see payments, its Payments section; for whoever may see the audit trail, every
 * change to it) with the open details' id in the path beside the list's state, delete, and the CSV
 * export of what the filters match.
 */
export function BookingsPage() {
  const listUrl = usePagedListUrl(BOOKING_LIST_URL);
  const { query } = listUrl;
  const list = useBookingsPage(bookingsFilteredQuery(query));
  const listProps = usePagedListScreen(listUrl, list, BOOKING_MESSAGES.fetchFailed);
  // docs/product/messages.md has the filters' and the form's choices fail silently: none are
  // offered.
  const projectChoices = useProjectFilterChoices(query.filters.projectId);
  const plots = useProjectPlots(query.filters.projectId);
  const partnerChoices = usePartnerFilterChoices(query.filters.channelPartnerId);
  const formChoices = useBookingFormChoices();
  const [viewedBookingId, setViewedBookingId] = useViewedBookingId(query, list.data?.data);
  const statusHistory = useBookingStatusHistory(viewedBookingId);
  const audit = useRecordHistory('booking', viewedBookingId);
  const payments = useViewedBookingPayments(viewedBookingId);
  const changes = useBookingChanges();
  const [editingBookingId, setEditingBookingId] = useState<number | null>(null);
  const editNotice = useChangedWhileEditing('booking', editingBookingId);

  return (
    <BookingsScreen
      {...listProps}
      {...projectChoices}
      plots={plots.data ?? []}
      {...partnerChoices}
      {...formChoices}
      onSave={changes.saveBooking}
      onEditingChange={setEditingBookingId}
      editNotice={editNotice}
      followUpsHref={followUpsHref}
      today={businessToday()}
      viewedBookingId={viewedBookingId}
      onViewedBookingIdChange={setViewedBookingId}
      viewedBookingHistory={{
        entries: statusHistory.data,
        isLoading: statusHistory.isLoading,
        error: statusHistory.error ? BOOKING_MESSAGES.historyFetchFailed : null,
      }}
      viewedBookingAudit={audit}
      viewedBookingPayments={payments}
      onChangeStatus={changes.changeStatus}
      onDelete={changes.deleteBooking}
      onExport={() => changes.exportBookings(bookingsExportQuery(query))}
    />
  );
}
