/** The Follow-ups screen over in-memory data, as a host would drive it: for the Catalog story. */
import { followedBookingLabel, followUpRequestOf, followUpsMatching } from '@plotline/domain';
import { useState } from 'react';
import { BOOKINGS, FOLLOW_UPS } from './follow-up-fixtures';
import type { FollowUpRow } from './follow-ups-screen-types';
import { FollowUpsScreen, type FollowUpsScreenProps } from './FollowUpsScreen';
import { listOf } from '../../patterns';

const byNewest = (a: FollowUpRow, b: FollowUpRow) =>
  a.followUpDate === b.followUpDate ? b.id - a.id : a.followUpDate < b.followUpDate ? 1 : -1;

export function InMemoryFollowUpsScreen(args: FollowUpsScreenProps) {
  const [followUps, setFollowUps] = useState(FOLLOW_UPS);
  const [filters, setFilters] = useState(args.filters);
  const [search, setSearch] = useState('');
  const [chosenId, setChosenId] = useState<number | null>(null);

  const wanted = search.trim().toLowerCase();
  const choices = BOOKINGS.filter((booking) =>
    followedBookingLabel(booking).toLowerCase().includes(wanted),
  );

  return (
    <FollowUpsScreen
      {...args}
      list={listOf(followUpsMatching(followUps, filters, args.today))}
      filters={filters}
      onSearchChange={(searchTerm) => setFilters((current) => ({ ...current, searchTerm }))}
      onPeriodChange={(period) => setFilters((current) => ({ ...current, period }))}
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
