import { BOOKING_MESSAGES } from '@plotline/domain';
import { businessToday } from '../../business-today';
import { BookingsScreen, type BookingListRow } from '@plotline/ui/screens';
import { useState } from 'react';
import { usePagedListProps } from '../../list-page';
import { usePagedListUrl } from '../../routing/paged-list-url';
import { BOOKING_LIST_URL, bookingsExportQuery, bookingsFilteredQuery } from './booking-list-query';
import { useBookingChanges } from './use-booking-changes';
import {
  useActiveChannelPartners,
  useBookingHistory,
  useBookingsPage,
  useChannelPartnerChoices,
  useProjectChoices,
  useProjectPlots,
} from './use-bookings';

/** A booking's follow-ups: the Follow-ups page reads the booking from its URL. */
const followUpsHref = (booking: BookingListRow) => `/follow-ups?bookingId=${booking.id}`;

/**
 * /bookings: the list through GET /bookings/filtered with its filters, sort and page in the URL,
 * the booking form, the status workflow, a booking's details with its history, delete, and the
 * CSV export of what the filters match.
 */
export function BookingsPage() {
  const listUrl = usePagedListUrl(BOOKING_LIST_URL);
  const { query } = listUrl;
  const list = useBookingsPage(bookingsFilteredQuery(query));
  const listProps = usePagedListProps(listUrl, list, BOOKING_MESSAGES.fetchFailed);
  const projects = useProjectChoices();
  const plots = useProjectPlots(query.filters.projectId);
  const partners = useChannelPartnerChoices();
  const activePartners = useActiveChannelPartners();
  const [formProjectId, setFormProjectId] = useState<number | null>(null);
  const formPlots = useProjectPlots(formProjectId);
  const [viewedBookingId, setViewedBookingId] = useState<number | null>(null);
  const history = useBookingHistory(viewedBookingId);
  const changes = useBookingChanges();

  return (
    <BookingsScreen
      {...listProps}
      projects={projects.data ?? []}
      plots={plots.data ?? []}
      channelPartners={partners.data ?? []}
      activeChannelPartners={activePartners.data ?? []}
      formPlots={formPlots.data ?? []}
      isLoadingFormPlots={formPlots.isLoading}
      onFormProjectChange={setFormProjectId}
      onSaveBooking={changes.saveBooking}
      followUpsHref={followUpsHref}
      today={businessToday()}
      viewedBookingId={viewedBookingId}
      onViewedBookingIdChange={setViewedBookingId}
      viewedBookingHistory={{
        entries: history.data,
        isLoading: history.isLoading,
        error: history.error ? BOOKING_MESSAGES.historyFetchFailed : null,
      }}
      onChangeStatus={changes.changeStatus}
      onDeleteBooking={changes.deleteBooking}
      onExport={() => changes.exportBookings(bookingsExportQuery(query))}
    />
  );
}
