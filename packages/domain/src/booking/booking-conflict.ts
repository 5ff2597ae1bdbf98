/** A booking saved over someone else's newer change (input/stale-version.ts decides it). */

/**
 * What the user is told when their change was made from an outdated copy. The server answers
 * it with 409 and the screen shows it after reloading the booking, so it says both.
 */
export const BOOKING_CONFLICT_MESSAGE =
  'Someone else changed this booking in the meantime. It has been reloaded with their changes; please make your change again.';
