/**
 * The words of the demo's enquiries (docs/enquiries.md): where buyers heard of the projects, the
 * calls and notes logged on them, their site visits, next actions and why some were lost.
 */
import type { EnquiryStage, LostReason } from '@plotline/domain';

/** The portals a 'Property portal' enquiry names. */
export const PORTALS = [
  '99acres',
  'MagicBricks',
  'Housing.com',
  'NoBroker',
  'Square Yards',
] as const;

/** What an 'Other' source was. */
export const OTHER_SOURCES = [
  'Hoarding on Ajmer Road',
  'Advertisement in Dainik Bhaskar',
  'Property expo at JECC, Jaipur',
  'Saw the board at the site entrance',
] as const;

/** The enquiry's own notes, written when it was added. */
export const ENQUIRY_NOTES = [
  'Prefers an east-facing plot',
  'Wants a corner plot on a 40 ft road',
  'Investment purchase; plans to build in three years',
  'Buying jointly with his brother',
  'Looking for a plot near the club house',
  'Wants the registry before Diwali',
  'Retiring next year; wants a quiet location',
] as const;

/** The call that first reaches the buyer (New to Contacted). */
export const FIRST_CALLS = [
  'Spoke to the buyer; shared the price list and layout plan on WhatsApp.',
  'Called back; looking for a plot for a house, wants to see the site first.',
  'Explained the rates and the payment plans; will discuss with family.',
  'Buyer asked about the approvals and the distance from the highway; explained both.',
] as const;

/** Calls and notes of an enquiry being worked. */
export const CALLS = [
  'No answer; will try again in the evening.',
  'Buyer busy; asked to call back after the weekend.',
  'Discussed home loan tie-ups; shared the list of banks.',
  'Asked for the rates of corner plots; sent them on WhatsApp.',
  'Comparing with a project on Tonk Road; explained our amenities.',
] as const;

export const NOTES = [
  'Shared the brochure and the layout plan on WhatsApp.',
  'Home loan pre-approved up to 40 lakh.',
  'Wife will decide after seeing the site.',
  'Wants a plot in the first phase, near the entrance.',
] as const;

/** The call that fixes a site visit. */
export const VISIT_CALLS = [
  'Fixed a site visit; the buyer will come with family.',
  'Buyer wants to see the site this week; visit fixed.',
  'Offered pick-up from the city office for the site visit.',
] as const;

/** What a visit that happened found. */
export const VISIT_DONE_NOTES = [
  'Liked the location; shortlisted two plots in the first block.',
  'Visited with family; wants a plot facing the park.',
  'Happy with the roads and the boundary wall; asked for the final rate.',
  'Saw the plots and the club house; comparing two sizes.',
] as const;

export const VISIT_NO_SHOW_NOTES = [
  'Buyer did not come; phone switched off.',
  'Did not turn up; said later that a guest had arrived.',
] as const;

export const VISIT_CANCELLED_NOTES = [
  'Buyer postponed the visit; travelling for work.',
  'Cancelled: rain, the site roads were waterlogged.',
] as const;

/** After the visit, talking price. */
export const NEGOTIATION_CALLS = [
  'Asked for a discount on the rate; checking with management.',
  'Offered the 30-40-30 plan; buyer wants a longer gap before the registry.',
  'Buyer ready to pay the token if the rate comes down by 200 a sq yd.',
] as const;

/** Next actions of an open enquiry, by its stage. */
export const NEXT_ACTIONS: Readonly<Partial<Record<EnquiryStage, readonly string[]>>> = {
  New: ['Call back with the price list', 'First call', 'Send the layout plan on WhatsApp'],
  Contacted: ['Call to fix a site visit', 'Follow up on the price list', 'Share loan options'],
  SiteVisitScheduled: ['Meet at the site office for the visit'],
  SiteVisitDone: ['Follow up after the site visit', 'Share the rates of shortlisted plots'],
  Negotiation: ['Share the revised quote', 'Collect the token amount', 'Confirm the final rate'],
};

/** The note logged when an enquiry is lost, saying why in the buyer's words. */
export const LOST_NOTES: Readonly<Record<LostReason, string>> = {
  BudgetMismatch: 'Budget is 10 lakh below our smallest plot.',
  LocationNotSuitable: 'Finds the site too far from the city for daily travel.',
  BoughtElsewhere: 'Booked a plot in another project on Tonk Road.',
  NotReachable: 'Not reachable after several calls.',
  NotInterested: 'Says he is no longer looking to buy.',
  Other: 'Transferred to Pune; dropping the plan for now.',
};

/** The buyer calls again after being lost: the same enquiry, reopened. */
export const REOPENING_CALL = 'Buyer called back; was travelling, still interested.';
