import { describe, expect, it } from 'vitest';
import {
  BOOKING_EMPTY_HINTS,
  BOOKING_MESSAGES,
  bookingStatusChangedMessage,
} from './booking-messages';

describe('booking messages', () => {
  it('names the new status in the status toast, as the screen writes it', () => {
    expect(bookingStatusChangedMessage('Booking')).toBe(
      'Booking status changed to Booking successfully',
    );
    expect(bookingStatusChangedMessage('Cancelled')).toBe(
      'Booking status changed to Cancelled successfully',
    );
    expect(bookingStatusChangedMessage('RegistryDone')).toBe(
      'Booking status changed to Registry Done successfully',
    );
  });

  it.each([
    [BOOKING_MESSAGES.fetchFailed, 'Failed to fetch bookings'],
    [BOOKING_MESSAGES.createFailed, 'Failed to create booking'],
    [BOOKING_MESSAGES.updateFailed, 'Failed to update booking'],
    [BOOKING_MESSAGES.created, 'Booking created successfully'],
    [BOOKING_MESSAGES.updated, 'Booking updated successfully'],
    [BOOKING_MESSAGES.deleted, 'Booking deleted successfully'],
    [BOOKING_MESSAGES.deleteFailed, 'Failed to delete booking'],
    [BOOKING_MESSAGES.statusChangeFailed, 'Failed to change booking status'],
    [BOOKING_MESSAGES.historyFetchFailed, 'Failed to fetch status history'],
    [BOOKING_MESSAGES.exportFailed, 'Failed to export bookings'],
    [BOOKING_MESSAGES.empty, 'No bookings found'],
    [BOOKING_MESSAGES.confirmDelete, 'Are you sure you want to delete this booking?'],
    [BOOKING_EMPTY_HINTS.filtered, 'Try adjusting your search or filter criteria.'],
    [BOOKING_EMPTY_HINTS.unfiltered, 'Get started by creating a new booking.'],
  ])('keeps %s exact', (text, expected) => {
    expect(text).toBe(expected);
  });
});
