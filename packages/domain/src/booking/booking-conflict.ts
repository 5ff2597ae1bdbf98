/**
 * Optimistic concurrency for bookings: every change names the version of the booking it was
 * made from, so a save over someone else's newer change is refused instead of silently undoing it.
 */

/**
 * What the user is told when their change was made from an outdated copy. The server answers
 * it with 409 and the screen shows it after reloading the booking, so it says both.
 */
export const BOOKING_CONFLICT_MESSAGE =
  'Someone else changed this booking in the meantime. It has been reloaded with their changes; please make your change again.';

/**
 * True when a change was made from a version other than the stored one. A change that names no
 * version (a status change from a freshly loaded list row) is not checked.
 */
export function isStaleBookingVersion(readVersion: number | undefined, storedVersion: number) {
  return readVersion !== undefined && readVersion !== storedVersion;
}
