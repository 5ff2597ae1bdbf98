/** Why an enquiry was lost: a reason from this list, so the dashboard can count them. */

export const LOST_REASONS = [
  'BudgetMismatch',
  'LocationNotSuitable',
  'BoughtElsewhere',
  'NotReachable',
  'NotInterested',
  'Other',
] as const;
export type LostReason = (typeof LOST_REASONS)[number];

const LOST_REASON_LABELS: Readonly<Record<LostReason, string>> = {
  BudgetMismatch: 'Budget mismatch',
  LocationNotSuitable: 'Location not suitable',
  BoughtElsewhere: 'Bought elsewhere',
  NotReachable: 'Not reachable',
  NotInterested: 'Not interested',
  Other: 'Other',
};

export function lostReasonLabel(reason: LostReason): string {
  return LOST_REASON_LABELS[reason];
}

export function isLostReason(value: unknown): value is LostReason {
  return typeof value === 'string' && (LOST_REASONS as readonly string[]).includes(value);
}
