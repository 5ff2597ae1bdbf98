import type { Booking } from '@plotline/api-client';
import type { BookingChoice } from '@plotline/ui/screens';
import { useBookingSearch } from '../../data/bookings';
import { usePickerSearch } from '../../data/picker-search';

/** The bookings the modal's picker offers for what was typed, once typing pauses. */
export function useBookingChoices() {
  const { searchTerm, search } = usePickerSearch();
  const found = useBookingSearch(searchTerm);
  const choices: BookingChoice[] = (found.data?.data ?? []).map(bookingChoiceOf);
  return { choices, search };
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
