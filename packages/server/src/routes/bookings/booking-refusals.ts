/** Why the booking operations refuse a booking's plot or partner; the contract's cases quote these. */
export const BOOKING_REFUSALS = {
  channelPartnerInactive: 'Channel partner is not active',
  plotOutsideProject: 'Plot does not belong to the selected project',
  plotNotAvailable: 'Plot is not available',
} as const;
