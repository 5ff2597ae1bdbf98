import { describe, expect, it } from 'vitest';
import { validateSiteVisit } from './site-visit';
import { newSiteVisitForm, siteVisitFormFrom, siteVisitPayload } from './site-visit-payload';

describe('the site visit form', () => {
  it('starts Scheduled, with nothing chosen, and is refused until project and time are given', () => {
    const form = newSiteVisitForm();
    expect(form.outcome).toBe('Scheduled');
    expect(validateSiteVisit(form)).toEqual({
      projectId: 'Project selection is required',
      scheduledAt: 'Visit date and time are required',
    });
  });

  it('sends ids as numbers, and nobody and no notes as null', () => {
    expect(
      siteVisitPayload({
        projectId: '3',
        scheduledAt: ' 2026-06-20T11:00:00+05:30 ',
        accompaniedById: '',
        outcome: 'Scheduled',
        notes: '  ',
      }),
    ).toEqual({
      projectId: 3,
      scheduledAt: '2026-06-20T11:00:00+05:30',
      accompaniedById: null,
      outcome: 'Scheduled',
      notes: null,
    });
  });

  it('refuses to make a payload without a project', () => {
    expect(() => siteVisitPayload(newSiteVisitForm())).toThrow(RangeError);
  });

  it('reads a stored visit back into the form, and saves it as it was', () => {
    const visit = {
      project: { id: 2 },
      scheduledAt: '2026-06-20T11:00:00+05:30',
      accompaniedBy: { id: 7 },
      outcome: 'Done' as const,
      notes: 'Liked the corner plots',
    };
    const form = siteVisitFormFrom(visit);
    expect(form).toEqual({
      projectId: '2',
      scheduledAt: '2026-06-20T11:00:00+05:30',
      accompaniedById: '7',
      outcome: 'Done',
      notes: 'Liked the corner plots',
    });
    expect(siteVisitPayload(form)).toEqual({
      projectId: 2,
      scheduledAt: visit.scheduledAt,
      accompaniedById: 7,
      outcome: 'Done',
      notes: 'Liked the corner plots',
    });
    expect(siteVisitFormFrom({ ...visit, accompaniedBy: null, notes: null })).toMatchObject({
      accompaniedById: '',
      notes: '',
    });
  });
});
