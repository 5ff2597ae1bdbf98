import { displayName, FOLLOW_UP_MESSAGES } from '@plotline/domain';
import { FollowUpsScreen } from '@plotline/ui/screens';
import { useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { businessToday } from '../../business-today';
import { useBooking } from '../../data/bookings';
import { useBookingFollowUps, useFollowUpsPage } from '../../data/follow-ups';
import { useChangedWhileEditing } from '../../live/use-changed-while-editing';
import { useListScreen } from '../../routing/paged-list-screen';
import { useListUrl } from '../../routing/paged-list-url';
import { FOLLOW_UP_LIST_URL, followUpsFilteredQuery } from './follow-up-list-query';
import { bookingChoiceOf, useBookingChoices } from './use-booking-choices';
import { useFollowUpChanges } from './use-follow-up-changes';

/**
 * /follow-ups: a page of GET /bookingfollowups/filtered, every booking's or one booking's
 * (?bookingId=, as a booking row links here), searched and filtered by the next call's period,
 * with the query in the URL. The booking the list is narrowed to is loaded by its id, so the page
 * names it before any search; the booking the form picks is loaded with its follow-ups, which the
 * form shows beside its fields.
 */
export function FollowUpsPage() {
  const { user } = useAuth();
  const listUrl = useListUrl(FOLLOW_UP_LIST_URL);
  const list = useFollowUpsPage(followUpsFilteredQuery(listUrl.query));
  const listProps = useListScreen(listUrl, list, FOLLOW_UP_MESSAGES.fetchFailed);
  const narrowedBooking = useBooking(listUrl.query.filters.bookingId);
  const [pickedId, setPickedId] = useState<number | null>(null);
  const pickedBooking = useBooking(pickedId);
  const earlierFollowUps = useBookingFollowUps(pickedId);
  const bookingChoices = useBookingChoices();
  const changes = useFollowUpChanges();
  const [editingFollowUpId, setEditingFollowUpId] = useState<number | null>(null);
  const notice = useChangedWhileEditing('followUp', editingFollowUpId);

  return (
    <FollowUpsScreen
      {...listProps}
      today={businessToday()}
      takenBy={displayName(user)}
      bookings={{
        items: bookingChoices.choices,
        chosen: narrowedBooking.data && bookingChoiceOf(narrowedBooking.data),
        onSearch: bookingChoices.search,
        onPick: setPickedId,
        picked:
          pickedId === null
            ? undefined
            : {
                bookingId: pickedId,
                booking: pickedBooking.data && bookingChoiceOf(pickedBooking.data),
                followUps: {
                  data: earlierFollowUps.data ?? null,
                  isLoading: earlierFollowUps.isLoading,
                  error: earlierFollowUps.error ? FOLLOW_UP_MESSAGES.previousFetchFailed : null,
                },
              },
      }}
      onSave={changes.save}
      onDelete={changes.remove}
      editing={{ onEditingChange: setEditingFollowUpId, notice }}
    />
  );
}
