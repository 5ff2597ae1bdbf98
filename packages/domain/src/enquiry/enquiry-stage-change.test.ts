import { describe, expect, it } from 'vitest';
import { ENQUIRY_MESSAGES } from './enquiry-messages';
import { enquiryStageChangeRefusal, validateEnquiryStageChange } from './enquiry-stage-change';
import { isInstant, siteVisitOutcomeLabel, validateSiteVisit } from './site-visit';
import { isEnquiryActivityKind, validateEnquiryActivity } from './enquiry-activity';

describe('an enquiry stage change', () => {
  it('asks a reason of a move to Lost, and of no other move', () => {
    expect(validateEnquiryStageChange({ stage: 'Lost' })).toEqual({
      lostReason: 'Reason for losing the enquiry is required',
    });
    expect(validateEnquiryStageChange({ stage: 'Lost', lostReason: 'Cheap' })).toEqual({
      lostReason: 'Reason for losing the enquiry is required',
    });
    expect(validateEnquiryStageChange({ stage: 'Lost', lostReason: 'BoughtElsewhere' })).toEqual(
      {},
    );
    expect(
      validateEnquiryStageChange({ stage: 'Contacted', lostReason: 'BoughtElsewhere' }),
    ).toEqual({ lostReason: 'Only a lost enquiry has a reason for losing it' });
    expect(validateEnquiryStageChange({ stage: 'Contacted', lostReason: null })).toEqual({});
  });

  it('is refused off the table, and to Booked always', () => {
    expect(enquiryStageChangeRefusal('New', 'Contacted')).toBeNull();
    expect(enquiryStageChangeRefusal('New', 'Negotiation')).toBe(
      'An enquiry cannot move from New to Negotiation',
    );
    expect(enquiryStageChangeRefusal('Negotiation', 'Booked')).toBe(
      'An enquiry is booked by saving a booking from it',
    );
    expect(enquiryStageChangeRefusal('Booked', 'Lost')).toBe(
      'An enquiry cannot move from Booked to Lost',
    );
  });

  it('words the toasts', () => {
    expect(ENQUIRY_MESSAGES.stageChanged('SiteVisitDone')).toBe('Enquiry moved to Site visit done');
    expect(ENQUIRY_MESSAGES.assigned(1)).toBe('1 enquiry assigned');
    expect(ENQUIRY_MESSAGES.assigned(12)).toBe('12 enquiries assigned');
  });
});

describe('a site visit', () => {
  it('needs a project and an instant', () => {
    const form = {
      projectId: '3',
      scheduledAt: '2026-12-05T10:30:00+05:30',
      accompaniedById: '',
      outcome: 'Scheduled' as const,
      notes: '',
    };
    expect(validateSiteVisit(form)).toEqual({});
    expect(validateSiteVisit({ ...form, projectId: '', scheduledAt: '2026-12-05' })).toEqual({
      projectId: 'Project selection is required',
      scheduledAt: 'Visit date and time are required',
    });
    expect(isInstant('2026-12-05T05:00:00.000Z')).toBe(true);
    expect(isInstant('2026-02-30T10:00Z')).toBe(true);
    expect(isInstant('2026-12-05T25:00Z')).toBe(false);
    expect(siteVisitOutcomeLabel('NoShow')).toBe('No show');
  });
});

describe('an activity', () => {
  it('says what was said', () => {
    expect(validateEnquiryActivity({ text: ' ' })).toEqual({ text: 'What was said is required' });
    expect(validateEnquiryActivity({ text: 'Asked for the price list' })).toEqual({});
    expect(isEnquiryActivityKind('Call')).toBe(true);
    expect(isEnquiryActivityKind('Email')).toBe(false);
  });
});
