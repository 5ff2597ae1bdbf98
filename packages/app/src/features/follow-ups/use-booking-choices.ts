import type { Booking } from '@plotline/api-client';
import type { BookingChoice } from '@plotline/ui/screens';
import { useEffect, useState } from 'react';
import { useBookingSearch } from '../../data/bookings';

/** How long typing in the booking picker must pause before the bookings are searched. */
export const BOOKING_SEARCH_DELAY_MS = 300;

/**
 * The bookings the modal's picker offers for what was typed. The search waits for typing to
 * pause, so one request goes per word rather than per key.
 */
export function useBookingChoices() {
  const [typed, setTyped] = useState('');
  const [searchTerm, setSearchTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearchTerm(typed.trim()), BOOKING_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const found = useBookingSearch(searchTerm);
  const choices: BookingChoice[] = (found.data?.data ?? []).map(bookingChoiceOf);
  return { choices, search: setTyped };
}

export function bookingChoiceOf(booking: Booking): BookingChoice {
  return {
    id: booking.id,
    bookingNumber: booking.bookingNumber,
    projectName: booking.projectName,
    plotNumber: booking.plotNumber,
    plotOwnerName: booking.plotOwnerName,
    bookingStatus: booking.bookingStatus,
  };
}
