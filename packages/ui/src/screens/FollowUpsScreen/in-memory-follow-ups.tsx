/** The Follow-ups screen over in-memory data, as a host would drive it: for the Catalog story. */
import {
  followedBookingLabel,
  followUpRequestOf,
  matchesFollowUpPeriod,
  settledFollowUpIds,
  type CalendarDate,
} from '@plotline/domain';
import { useState } from 'react';
import { listOf, loaded } from '../../patterns';
import { BOOKINGS, FOLLOW_UPS } from './follow-up-fixtures';
import {
  bookingOfRow,
  type FollowUpListFilters,
  type FollowUpRow,
} from './follow-ups-screen-types';
import { FollowUpsScreen, type FollowUpsScreenProps } from './FollowUpsScreen';

/**
 * What a server would answer for the filters, each follow-up settled or not as the others of its
 * booking say: a story's stand-in for the SQL search.
 */
function matching(
  followUps: readonly FollowUpRow[],
  { searchTerm, period, bookingId }: FollowUpListFilters,
  today: CalendarDate,
) {
  const wanted = searchTerm.trim().toLowerCase();
  const settled = settledFollowUpIds(followUps);
  return followUps
    .map((followUp) => ({ ...followUp, settled: settled.has(followUp.id) }))
    .filter(
      (followUp) =>
        (bookingId === null || followUp.bookingId === bookingId) &&
        matchesFollowUpPeriod(
          followUp.nextFollowUpDate,
          period ?? 'all',
          today,
          followUp.settled,
        ) &&
        [followedBookingLabel(bookingOfRow(followUp)), followUp.purpose, followUp.followUpUpdate]
          .join(' ')
          .toLowerCase()
          .includes(wanted),
    );
}

const byNewest = (a: FollowUpRow, b: FollowUpRow) =>
  a.followUpDate === b.followUpDate ? b.id - a.id : a.followUpDate < b.followUpDate ? 1 : -1;

export function InMemoryFollowUpsScreen(args: FollowUpsScreenProps) {
  const [followUps, setFollowUps] = useState(FOLLOW_UPS);
  const [query, setQuery] = useState(args.query);
  const [search, setSearch] = useState('');
  const [pickedId, setPickedId] = useState<number | null>(null);

  const wanted = search.trim().toLowerCase();
  const choices = BOOKINGS.filter((booking) =>
    followedBookingLabel(booking).toLowerCase().includes(wanted),
  );

  const { page, pageSize, filters } = query;
  const found = matching(followUps, filters, args.today);
  const start = (page - 1) * pageSize;
  const bookingOf = (id: number | null) => BOOKINGS.find((booking) => booking.id === id);

  return (
    <FollowUpsScreen
      {...args}
      list={listOf(found.slice(start, start + pageSize), { totalCount: found.length })}
      query={query}
      onQueryChange={setQuery}
      bookings={{
        items: choices,
        chosen: bookingOf(filters.bookingId),
        onSearch: setSearch,
        onPick: setPickedId,
        picked:
          pickedId === null
            ? undefined
            : {
                bookingId: pickedId,
                booking: bookingOf(pickedId),
                followUps: loaded(followUps.filter(({ bookingId }) => bookingId === pickedId)),
              },
      }}
      onSave={async (draft, existing) => {
        const booking = bookingOf(draft.bookingId)!;
        const saved: FollowUpRow = {
          ...followUpRequestOf(draft),
          id: existing?.id ?? Date.now(),
          bookingNumber: booking.bookingNumber ?? '',
          projectName: booking.projectName,
          plotNumber: booking.plotNumber,
          plotOwnerName: booking.plotOwnerName,
        };
        setFollowUps((current) =>
          [...current.filter(({ id }) => id !== saved.id), saved].sort(byNewest),
        );
        return { ok: true };
      }}
      onDelete={async (followUp) => {
        setFollowUps((current) => current.filter(({ id }) => id !== followUp.id));
        return { ok: true };
      }}
    />
  );
}
