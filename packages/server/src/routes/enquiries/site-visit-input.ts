/** A posted site visit judged by the visit form's rules, and the values to store from it. */
import type { components } from '@plotline/api-client/schema';
import { filledText, validateSiteVisit } from '@plotline/domain';
import { assertValid } from '../../http/http-error';
import type { SiteVisitValues } from './site-visit-queries';

type SiteVisitRequest = components['schemas']['SiteVisitRequest'];

export function siteVisitInput(body: SiteVisitRequest): SiteVisitValues {
  assertValid(
    validateSiteVisit({
      projectId: String(body.projectId),
      scheduledAt: body.scheduledAt,
      accompaniedById: body.accompaniedById == null ? '' : String(body.accompaniedById),
      outcome: body.outcome ?? 'Scheduled',
      notes: body.notes ?? '',
    }),
  );
  return {
    projectId: body.projectId,
    scheduledAt: new Date(body.scheduledAt),
    accompaniedBy: body.accompaniedById ?? null,
    outcome: body.outcome ?? 'Scheduled',
    notes: filledText(body.notes ?? ''),
  };
}
