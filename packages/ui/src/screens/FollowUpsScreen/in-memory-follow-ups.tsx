/** The Follow-ups screen over in-memory data, as a host would drive it: for the Catalog story. */
import {
  followedBookingLabel,
  followUpRequestOf,
  matchesFollowUpPeriod,
  type CalendarDate,
  type FollowUpListFilters,
} from '@plotline/domain';
import { useState } from 'react';
import { BOOKINGS, FOLLOW_UPS } from './follow-up-fixtures';
import { bookingOfRow, type FollowUpRow } from './follow-ups-screen-types';
import { FollowUpsScreen, type FollowUpsScreenProps } from './FollowUpsScreen';
import { listOf } from '../../patterns';

/** What a server would answer for the filters: a story's stand-in for the SQL search. */
function matching(
  followUps: readonly FollowUpRow[],
  { searchTerm, period }: FollowUpListFilters,
  today: CalendarDate,
) {
  const wanted = searchTerm.trim().toLowerCase();
  return followUps.filter(
    (followUp) =>
      matchesFollowUpPeriod(followUp.nextFollowUpDate, period, today) &&
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
  const [filters, setFilters] = useState(args.filters);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [chosenId, setChosenId] = useState<number | null>(null);

  const wanted = search.trim().toLowerCase();
  const choices = BOOKINGS.filter((booking) =>
    followedBookingLabel(booking).toLowerCase().includes(wanted),
  );

  const found = matching(followUps, filters, args.today);
  const start = (page - 1) * filters.pageSize;
  const filterBy = (change: Partial<FollowUpListFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };

  return (
    <FollowUpsScreen
      {...args}
      list={listOf(found.slice(start, start + filters.pageSize), { totalCount: found.length })}
      page={page}
      filters={filters}
      onSearchChange={(searchTerm) => filterBy({ searchTerm })}
      onPeriodChange={(period) => filterBy({ period })}
      onPageChange={setPage}
      bookingChoices={choices}
      onBookingSearch={setSearch}
      bookingFollowUps={
        chosenId === null
          ? undefined
          : {
              bookingId: chosenId,
              booking: BOOKINGS.find(({ id }) => id === chosenId),
              followUps: followUps.filter(({ bookingId }) => bookingId === chosenId),
            }
      }
      onBookingChosen={setChosenId}
      onSave={async (draft, existing) => {
        const booking = BOOKINGS.find(({ id }) => id === draft.bookingId)!;
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
