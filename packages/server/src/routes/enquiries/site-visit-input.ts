/**
 * A posted site visit judged by the visit form's rules, and the values to store from it. The body
 * is read into the form and out again (siteVisitPayload), so the server stores exactly what the
 * form would send for the same input, as enquiryInput does for an enquiry.
 */
import type { components } from '@plotline/api-client/schema';
import { siteVisitPayload, validateSiteVisit, type SiteVisitForm } from '@plotline/domain';
import { assertValid } from '../../http/http-error';
import type { SiteVisitValues } from './site-visit-queries';

type SiteVisitRequest = components['schemas']['SiteVisitRequest'];

export function siteVisitInput(body: SiteVisitRequest): SiteVisitValues {
  const form: SiteVisitForm = {
    projectId: String(body.projectId),
    scheduledAt: body.scheduledAt,
    accompaniedById: body.accompaniedById == null ? '' : String(body.accompaniedById),
    outcome: body.outcome ?? 'Scheduled',
    notes: body.notes ?? '',
  };
  assertValid(validateSiteVisit(form));
  const { scheduledAt, accompaniedById, ...payload } = siteVisitPayload(form);
  return { ...payload, scheduledAt: new Date(scheduledAt), accompaniedBy: accompaniedById };
}
