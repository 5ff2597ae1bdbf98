import { FOLLOW_UP_MESSAGES, followUpsMatching } from '@plotline/domain';
import { FollowUpsScreen } from '@plotline/ui/screens';
import { useState } from 'react';
import { businessToday } from '../../business-today';
import { useBooking } from '../../data/bookings';
import { useBookingFollowUps, useFollowUpList } from '../../data/follow-ups';
import { loadedListState } from '../../data/list-state';
import { bookingChoiceOf, useBookingChoices } from './use-booking-choices';
import { useFollowUpChanges } from './use-follow-up-changes';
import { useFollowUpFilters } from './use-follow-up-filters';

/**
 * /follow-ups: every follow-up, or one booking's (?bookingId=, as a booking row links here),
 * searched and filtered by the next call's period in the URL, with the add/edit modal showing
 * the chosen booking's history.
 */
export function FollowUpsPage() {
  const today = businessToday();
  const { filters, bookingId, setSearch, setPeriod, showAllBookings } = useFollowUpFilters();
  const list = useFollowUpList(bookingId);
  const narrowedBooking = useBooking(bookingId);
  const [chosenBookingId, setChosenBookingId] = useState<number | null>(null);
  const chosenBooking = useBooking(chosenBookingId);
  const earlierFollowUps = useBookingFollowUps(chosenBookingId);
  const bookingChoices = useBookingChoices();
  const changes = useFollowUpChanges();

  return (
    <FollowUpsScreen
      list={loadedListState(
        list,
        // Filtered here: the follow-up lists take no search or period (openapi.yaml).
        followUpsMatching(list.data ?? [], filters, today),
        FOLLOW_UP_MESSAGES.fetchFailed,
      )}
      filters={filters}
      onSearchChange={setSearch}
      onPeriodChange={setPeriod}
      today={today}
      bookingFilter={
        bookingId === null
          ? null
          : {
              bookingId,
              booking: narrowedBooking.data && bookingChoiceOf(narrowedBooking.data),
            }
      }
      onShowAllFollowUps={showAllBookings}
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
      onDelete={changes.remove}
    />
  );
}
