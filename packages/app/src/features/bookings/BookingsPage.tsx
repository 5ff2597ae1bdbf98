import { BOOKING_MESSAGES, mayRead, recordPath } from '@plotline/domain';
import { BookingsScreen, type BookingListRow } from '@plotline/ui/screens';
import { useMemo, useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { businessToday } from '../../business-today';
import { useBookingsPage, useBookingStatusHistory } from '../../data/bookings';
import { useChoiceSource } from '../../data/choice-source';
import { useProjectPlotNumbers } from '../../data/plots';
import { useProjectFilterChoices } from '../../data/project-choices';
import { useChangedWhileEditing } from '../../live/use-changed-while-editing';
import { useListScreen } from '../../routing/paged-list-screen';
import { useListUrl } from '../../routing/paged-list-url';
import { useRecordHistory } from '../audit-log/use-record-history';
import { bookingFollowUpsHref } from '../follow-ups/follow-up-list-query';
import { BOOKING_LIST_URL, bookingsExportQuery, bookingsFilteredQuery } from './booking-list-query';
import { useBookingChanges } from './use-booking-changes';
import { useBookingFormChoices } from './use-booking-form-choices';
import { useEnquiryToBook } from './use-enquiry-to-book';
import { useOpenedBooking } from './use-opened-booking';
import { useOpenedBookingFollowUps } from './use-opened-booking-follow-ups';
import { useOpenedBookingPayments } from './use-opened-booking-payments';
import { usePartnerFilterChoices } from './use-partner-filter-choices';
import { usePlotToBook } from './use-plot-to-book';

/** A booking's follow-ups: the Follow-ups page reads the booking from its URL. */
const followUpsHref = (booking: BookingListRow) => bookingFollowUpsHref(booking.id);

/** A booking from an enquiry opens it ('/enquiries/12'). */
const enquiryHref = (enquiryId: number) => recordPath('/enquiries', enquiryId);

/**
 * /bookings: the list through GET /bookings/filtered with its query in the URL (ListScreenProps),
 * the booking form (opened on a plot by '/bookings?bookPlot=17', filled from an enquiry by
 * '/bookings?bookEnquiry=12'), the status workflow, a booking's details, the hub of its work,
 * with the open details' id in the path beside the list's query: its follow-ups and 'Log
 * follow-up', for whoever may see payments its Payments section, its status history, for whoever
 * may see the audit trail every change to it, for whoever may read enquiries a link to the
 * enquiry it was saved from, Change Status and Edit; delete, and the CSV export of what the
 * filters match. The filters' pickers and the form's are searched apart.
 */
export function BookingsPage() {
  const { user } = useAuth();
  const mayReadEnquiries = mayRead(user, 'enquiry');
  const listUrl = useListUrl(BOOKING_LIST_URL);
  const { query } = listUrl;
  const list = useBookingsPage(bookingsFilteredQuery(query));
  const listProps = useListScreen(listUrl, list, BOOKING_MESSAGES.fetchFailed);
  // docs/product/messages.md has the filters' and the form's choices fail silently: none are
  // offered.
  const projects = useProjectFilterChoices(query.filters.projectId);
  const plots = useProjectPlotNumbers(query.filters.projectId);
  const partners = usePartnerFilterChoices(query.filters.channelPartnerId);
  const plotChoices = useChoiceSource(plots.data);
  // The same object while its choices are, as the filter panel is memoized.
  const filterChoices = useMemo(
    () => ({ projects, plots: plotChoices, channelPartners: partners }),
    [projects, plotChoices, partners],
  );
  const formChoices = useBookingFormChoices();
  // 'Book this plot' on the Plots page: '/bookings?bookPlot=17' opens the form on that plot.
  const plotToBook = usePlotToBook();
  // 'Book a plot' on an enquiry: '/bookings?bookEnquiry=12' opens the form filled from it.
  const enquiryToBook = useEnquiryToBook();
  const opened = useOpenedBooking(query, list.data?.data);
  const statusHistory = useBookingStatusHistory(opened.id);
  const history = useRecordHistory('booking', opened.id);
  const payments = useOpenedBookingPayments(opened.id);
  const followUps = useOpenedBookingFollowUps(opened.id);
  const changes = useBookingChanges();
  const [editingBookingId, setEditingBookingId] = useState<number | null>(null);
  const notice = useChangedWhileEditing('booking', editingBookingId);

  return (
    <BookingsScreen
      {...listProps}
      choices={{
        filter: filterChoices,
        form: { ...formChoices, plotToBook, enquiryToBook },
      }}
      onSave={changes.saveBooking}
      onChangeStatus={changes.changeStatus}
      onDelete={changes.deleteBooking}
      onExport={() => changes.exportBookings(bookingsExportQuery(query))}
      record={{
        ...opened,
        statusHistory: {
          data: statusHistory.data ?? null,
          isLoading: statusHistory.isLoading,
          error: statusHistory.error ? BOOKING_MESSAGES.historyFetchFailed : null,
        },
        history,
        payments,
        followUps,
        ...(mayReadEnquiries && { enquiryHref }),
      }}
      editing={{ onEditingChange: setEditingBookingId, notice }}
      followUpsHref={followUpsHref}
      today={businessToday()}
    />
  );
}
