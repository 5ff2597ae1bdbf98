import { FOLLOW_UP_MESSAGES } from '@plotline/domain';
import { FollowUpsScreen } from '@plotline/ui/screens';
import { useState } from 'react';
import { businessToday } from '../../business-today';
import { useBooking } from '../../data/bookings';
import { useBookingFollowUps, useFollowUpsPage } from '../../data/follow-ups';
import { useChangedWhileEditing } from '../../live/use-changed-while-editing';
import { usePagedListScreen } from '../../routing/paged-list-screen';
import { usePagedListUrl } from '../../routing/paged-list-url';
import { FOLLOW_UP_LIST_URL, followUpsFilteredQuery } from './follow-up-list-query';
import { bookingChoiceOf, useBookingChoices } from './use-booking-choices';
import { useFollowUpChanges } from './use-follow-up-changes';

/**
 * /follow-ups: a page of GET /bookingfollowups/filtered, every booking's or one booking's
 * (?bookingId=, as a booking row links here), searched and filtered by the next call's period,
 * with the page and filters in the URL, and the add/edit modal showing the chosen booking's
 * history.
 */
export function FollowUpsPage() {
  const listUrl = usePagedListUrl(FOLLOW_UP_LIST_URL);
  const list = useFollowUpsPage(followUpsFilteredQuery(listUrl.query));
  const { filters, onFiltersChange, ...listProps } = usePagedListScreen(
    listUrl,
    list,
    FOLLOW_UP_MESSAGES.fetchFailed,
  );
  const { bookingId } = filters;
  const narrowedBooking = useBooking(bookingId);
  const [chosenBookingId, setChosenBookingId] = useState<number | null>(null);
  const chosenBooking = useBooking(chosenBookingId);
  const earlierFollowUps = useBookingFollowUps(chosenBookingId);
  const bookingChoices = useBookingChoices();
  const changes = useFollowUpChanges();
  const [editingFollowUpId, setEditingFollowUpId] = useState<number | null>(null);
  const editNotice = useChangedWhileEditing('followUp', editingFollowUpId);

  return (
    <FollowUpsScreen
      list={listProps.list}
      page={listProps.page}
      onPageChange={listProps.onPageChange}
      filters={filters}
      onSearchChange={(searchTerm) => onFiltersChange({ ...filters, searchTerm }, 'typed')}
      onPeriodChange={(period) => onFiltersChange({ ...filters, period })}
      today={businessToday()}
      bookingFilter={
        bookingId === null
          ? null
          : {
              bookingId,
              booking: narrowedBooking.data && bookingChoiceOf(narrowedBooking.data),
            }
      }
      onShowAllFollowUps={() => onFiltersChange({ ...filters, bookingId: null })}
      bookingChoices={bookingChoices.choices}
      onBookingSearch={bookingChoices.search}
      bookingFollowUps={
        chosenBookingId === null
          ? undefined
          : {
              bookingId: chosenBookingId,
              booking: chosenBooking.data && bookingChoiceOf(chosenBooking.data),
              followUps: earlierFollowUps.data,
              isLoading: earlierFollowUps.isLoading,
              error: earlierFollowUps.error ? FOLLOW_UP_MESSAGES.previousFetchFailed : null,
            }
      }
      onBookingChosen={setChosenBookingId}
      onSave={changes.save}
      onEditingChange={setEditingFollowUpId}
      editNotice={editNotice}
      onDelete={changes.remove}
    />
  );
}
