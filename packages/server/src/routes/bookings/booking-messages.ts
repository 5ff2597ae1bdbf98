/** What the booking operations tell the user when they refuse; the contract's cases quote these. */
export const BOOKING_MESSAGES = {
  bookingNotFound: 'Booking not found',
  plotNotFound: 'Plot not found',
  channelPartnerNotFound: 'Channel partner not found',
  channelPartnerInactive: 'Channel partner is not active',
  projectNotFound: 'Project not found',
  plotOutsideProject: 'Plot does not belong to the selected project',
  plotNotAvailable: 'Plot is not available',
} as const;
