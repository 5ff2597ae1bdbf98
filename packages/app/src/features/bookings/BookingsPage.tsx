import { BOOKING_MESSAGES } from '@plotline/domain';
import { businessToday } from '../../business-today';
import {
  BookingsScreen,
  type BookingFilters,
  type BookingListRow,
  type FilterChange,
} from '@plotline/ui/screens';
import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'wouter';
import {
  bookingListSearch,
  bookingsExportQuery,
  bookingsFilteredQuery,
  NO_BOOKING_FILTERS,
  readBookingListQuery,
  type BookingListQuery,
} from './booking-list-query';
import { useBookingChanges } from './use-booking-changes';
import {
  useActiveChannelPartners,
  useBookingHistory,
  useBookingsPage,
  useChannelPartnerChoices,
  useProjectChoices,
  useProjectPlots,
} from './use-bookings';

/** The history's times are shown in the user's own zone. */
const BROWSER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A booking's follow-ups: the Follow-ups page reads the booking from its URL. */
const followUpsHref = (booking: BookingListRow) => `/follow-ups?bookingId=${booking.id}`;

/**
 * /bookings: the list through GET /bookings/filtered with its filters, sort and page in the URL,
 * the booking form, the status workflow, a booking's details with its history, delete, and the
 * CSV export of what the filters match.
 */
export function BookingsPage() {
  const [params, setParams] = useSearchParams();
  const query = readBookingListQuery(params);
  const list = useBookingsPage(bookingsFilteredQuery(query));
  const projects = useProjectChoices();
  const plots = useProjectPlots(query.filters.projectId);
  const partners = useChannelPartnerChoices();
  const activePartners = useActiveChannelPartners();
  const [formProjectId, setFormProjectId] = useState<number | null>(null);
  const formPlots = useProjectPlots(formProjectId);
  const [viewedBookingId, setViewedBookingId] = useState<number | null>(null);
  const history = useBookingHistory(viewedBookingId);
  const changes = useBookingChanges();

  /** A choice adds a history entry, so Back restores the list as it was; typing replaces it. */
  const show = (next: BookingListQuery, replace = false) =>
    setParams(bookingListSearch(next), { replace });
  // Any filter change goes back to page 1 (SPEC.md section 9).
  const filterBy = (filters: BookingFilters, how: FilterChange = 'chosen') =>
    show({ ...query, filters, page: 1 }, how === 'typed');

  // A page a delete has emptied, or a bookmarked page past the end, gives way to the last page.
  const lastPage =
    list.data && !list.isValidating && list.data.data.length === 0 && query.page > 1
      ? Math.max(1, list.data.totalPages)
      : null;
  const moveTo = useEffectEvent((page: number) => show({ ...query, page }, true));
  useEffect(() => {
    if (lastPage !== null) moveTo(lastPage);
  }, [lastPage]);

  return (
    <BookingsScreen
      rows={list.data?.data ?? []}
      totalCount={list.data?.totalCount ?? 0}
      page={query.page}
      filters={query.filters}
      sort={query.sort}
      projects={projects.data ?? []}
      plots={plots.data ?? []}
      channelPartners={partners.data ?? []}
      isLoading={list.isLoading}
      error={list.error ? BOOKING_MESSAGES.fetchFailed : null}
      onRetry={() => void list.mutate()}
      onFiltersChange={filterBy}
      onClearFilters={() => filterBy(NO_BOOKING_FILTERS)}
      onSortChange={(sort) => show({ ...query, sort, page: 1 })}
      onPageChange={(page) => show({ ...query, page })}
      activeChannelPartners={activePartners.data ?? []}
      formPlots={formPlots.data ?? []}
      isLoadingFormPlots={formPlots.isLoading}
      onFormProjectChange={setFormProjectId}
      onSaveBooking={changes.saveBooking}
      followUpsHref={followUpsHref}
      today={businessToday()}
      timeZone={BROWSER_TIME_ZONE}
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
