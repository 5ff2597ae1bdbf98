/** A site visit: a buyer taken to a project on a day and time (docs/enquiries.md "Site visits"). */
import type { FieldErrors } from '../field-errors';
import { idFrom } from '../input/read-input';
import { ENQUIRY_RULE_MESSAGES } from './enquiry-messages';

/** Scheduled until it happens (Done), the buyer did not come (NoShow), or it was called off. */
export const SITE_VISIT_OUTCOMES = ['Scheduled', 'Done', 'NoShow', 'Cancelled'] as const;
export type SiteVisitOutcome = (typeof SITE_VISIT_OUTCOMES)[number];

const OUTCOME_LABELS: Readonly<Record<SiteVisitOutcome, string>> = {
  Scheduled: 'Scheduled',
  Done: 'Done',
  NoShow: 'No show',
  Cancelled: 'Cancelled',
};

export function siteVisitOutcomeLabel(outcome: SiteVisitOutcome): string {
  return OUTCOME_LABELS[outcome];
}

export function isSiteVisitOutcome(value: unknown): value is SiteVisitOutcome {
  return typeof value === 'string' && (SITE_VISIT_OUTCOMES as readonly string[]).includes(value);
}

/** The visit form, as typed: `scheduledAt` an RFC 3339 instant from the date and time fields. */
export type SiteVisitForm = {
  projectId: string;
  scheduledAt: string;
  accompaniedById: string;
  outcome: SiteVisitOutcome;
  notes: string;
};

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Whether the text names one instant: a date, a time and its offset from UTC. */
export function isInstant(text: string): boolean {
  return INSTANT.test(text) && !Number.isNaN(Date.parse(text));
}

export function validateSiteVisit(form: SiteVisitForm): FieldErrors {
  const errors: FieldErrors = {};
  if (idFrom(form.projectId) === null) errors.projectId = ENQUIRY_RULE_MESSAGES.projectRequired;
  if (!isInstant(form.scheduledAt.trim())) {
    errors.scheduledAt = ENQUIRY_RULE_MESSAGES.visitTimeRequired;
  }
  return errors;
}
