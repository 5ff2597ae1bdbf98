/**
 * Texts of the Bookings screen: the toasts of docs/product/messages.md "Bookings", and the empty
 * state and delete question of docs/product/screens.md.
 */
import { bookingStatusLabel, type BookingStatus } from './booking-status';

export const BOOKING_MESSAGES = {
  fetchFailed: 'Failed to fetch bookings',
  createFailed: 'Failed to create booking',
  updateFailed: 'Failed to update booking',
  created: 'Booking created successfully',
  updated: 'Booking updated successfully',
  deleted: 'Booking deleted successfully',
  deleteFailed: 'Failed to delete booking',
  statusChangeFailed: 'Failed to change booking status',
  /** The details of one booking (an extension, as the plots' are) failing to load: ours. */
  detailsFetchFailed: 'Failed to fetch booking details',
  /** The details of a booking that no longer exists: ours, the server's 404 text. */
  notFound: 'Booking not found',
  /** The failure text for the status history (an extension) is ours; it follows the others. */
  historyFetchFailed: 'Failed to fetch status history',
  /** The failure text for the CSV export (an extension) is ours; it follows the others. */
  exportFailed: 'Failed to export bookings',
  empty: 'No bookings found',
  confirmDelete: 'Are you sure you want to delete this booking?',
} as const;

/**
 * The empty list's hint: with active filters, or with none (docs/product/screens.md "Bookings").
 */
export const BOOKING_EMPTY_HINTS = {
  filtered: 'Try adjusting your search or filter criteria.',
  unfiltered: 'Get started by creating a new booking.',
} as const;

/** 'Booking status changed to Registry Done successfully': the status as the screen writes it. */
export function bookingStatusChangedMessage(status: BookingStatus): string {
  return `Booking status changed to ${bookingStatusLabel(status)} successfully`;
}
