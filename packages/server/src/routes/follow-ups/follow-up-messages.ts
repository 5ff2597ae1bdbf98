/** What the follow-up operations tell the user when they refuse; the contract's cases quote these. */
export const FOLLOW_UP_MESSAGES = {
  followUpNotFound: 'Follow-up not found',
  bookingNotFound: 'Booking not found',
} as const;
