/** What the server answers for a record that is not there; the contract's cases quote these. */
export const NOT_FOUND_MESSAGES = {
  project: 'Project not found',
  plot: 'Plot not found',
  amenity: 'Amenity not found',
  channelPartner: 'Channel partner not found',
  booking: 'Booking not found',
  followUp: 'Follow-up not found',
  receipt: 'Receipt not found',
  commissionPayout: 'Commission payout not found',
  enquiry: 'Enquiry not found',
  siteVisit: 'Site visit not found',
} as const;
