/** Why the booking operations refuse a booking's plot or partner; the contract's cases quote these. */
export const BOOKING_REFUSALS = {
  channelPartnerInactive: 'Channel partner is not active',
  plotOutsideProject: 'Plot does not belong to the selected project',
  plotNotAvailable: 'Plot is not available',
  /** A payment is never deleted (docs/payments.md), so neither is the booking it was made for. */
  hasPayments: 'Booking has payments; cancel it instead',
} as const;
