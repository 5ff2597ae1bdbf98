/** The body of POST /enquiries/{id}/site-visits and PUT /site-visits/{id}, from the visit form. */
import { filledText, idFrom } from '../input/read-input';
import type { SiteVisitForm, SiteVisitOutcome } from './site-visit';

/** What a visit holds of the form: ids as numbers, nobody accompanying and no notes as null. */
export type SiteVisitPayload = {
  projectId: number;
  scheduledAt: string;
  accompaniedById: number | null;
  outcome: SiteVisitOutcome;
  notes: string | null;
};

/** A visit is first written down before it happens, so it starts Scheduled. */
export function newSiteVisitForm(): SiteVisitForm {
  return { projectId: '', scheduledAt: '', accompaniedById: '', outcome: 'Scheduled', notes: '' };
}

/** The payload is made from a form that passed validateSiteVisit; anything else is a programming error. */
export function siteVisitPayload(form: SiteVisitForm): SiteVisitPayload {
  const projectId = idFrom(form.projectId);
  if (projectId === null)
    throw new RangeError('siteVisitPayload needs a validated form: no project');
  return {
    projectId,
    scheduledAt: form.scheduledAt.trim(),
    accompaniedById: idFrom(form.accompaniedById),
    outcome: form.outcome,
    notes: filledText(form.notes),
  };
}

/** A stored visit (the API's SiteVisit) in the form, to edit it: what it left empty is ''. */
export function siteVisitFormFrom(visit: {
  project: { id: number };
  scheduledAt: string;
  accompaniedBy: { id: number } | null;
  outcome: SiteVisitOutcome;
  notes: string | null;
}): SiteVisitForm {
  return {
    projectId: String(visit.project.id),
    scheduledAt: visit.scheduledAt,
    accompaniedById: visit.accompaniedBy ? String(visit.accompaniedBy.id) : '',
    outcome: visit.outcome,
    notes: visit.notes ?? '',
  };
}
