import { describe, expect, it } from 'vitest';
import {
  ENQUIRY_STAGES,
  OPEN_ENQUIRY_STAGES,
  canBookFromEnquiry,
  canChangeEnquiryStage,
  enquiryStageLabel,
  isEnquiryStage,
  isOpenEnquiryStage,
  nextEnquiryStages,
  stageAfterVisitDone,
  stageAfterVisitScheduled,
} from './enquiry-stage';

describe('enquiry stages', () => {
  it.each([
    ['New', ['Contacted', 'SiteVisitScheduled', 'Lost']],
    ['Contacted', ['SiteVisitScheduled', 'Negotiation', 'Lost']],
    ['SiteVisitScheduled', ['SiteVisitDone', 'Contacted', 'Lost']],
    ['SiteVisitDone', ['SiteVisitScheduled', 'Negotiation', 'Lost']],
    ['Negotiation', ['SiteVisitScheduled', 'Lost']],
    ['Booked', []],
    ['Lost', ['Contacted']],
  ] as const)('%s moves to %j', (from, next) => {
    expect(nextEnquiryStages(from)).toEqual(next);
    for (const to of ENQUIRY_STAGES) {
      expect(canChangeEnquiryStage(from, to)).toBe((next as readonly string[]).includes(to));
    }
  });

  it('never moves to Booked by hand', () => {
    for (const from of ENQUIRY_STAGES) expect(canChangeEnquiryStage(from, 'Booked')).toBe(false);
  });

  it('counts every stage but Booked and Lost as open, and bookable', () => {
    expect(OPEN_ENQUIRY_STAGES).toEqual([
      'New',
      'Contacted',
      'SiteVisitScheduled',
      'SiteVisitDone',
      'Negotiation',
    ]);
    expect(isOpenEnquiryStage('Lost')).toBe(false);
    expect(isOpenEnquiryStage('Negotiation')).toBe(true);
    expect(canBookFromEnquiry('Booked')).toBe(false);
    expect(canBookFromEnquiry('New')).toBe(true);
  });

  it('labels stages in words and recognises them', () => {
    expect(enquiryStageLabel('SiteVisitScheduled')).toBe('Site visit scheduled');
    expect(enquiryStageLabel('SiteVisitDone')).toBe('Site visit done');
    expect(enquiryStageLabel('New')).toBe('New');
    expect(isEnquiryStage('Negotiation')).toBe(true);
    expect(isEnquiryStage('Site visit done')).toBe(false);
    expect(isEnquiryStage(3)).toBe(false);
  });

  it.each([
    ['New', 'SiteVisitScheduled', 'New'],
    ['Contacted', 'SiteVisitScheduled', 'Contacted'],
    ['SiteVisitScheduled', 'SiteVisitScheduled', 'SiteVisitDone'],
    ['SiteVisitDone', 'SiteVisitScheduled', 'SiteVisitDone'],
    ['Negotiation', 'Negotiation', 'Negotiation'],
    ['Booked', 'Booked', 'Booked'],
    ['Lost', 'Lost', 'Lost'],
  ] as const)(
    'a visit of an enquiry in %s: scheduled → %s, done → %s',
    (stage, scheduled, done) => {
      expect(stageAfterVisitScheduled(stage)).toBe(scheduled);
      expect(stageAfterVisitDone(stage)).toBe(done);
    },
  );

  it('moves by visits only along the table', () => {
    for (const stage of ENQUIRY_STAGES) {
      const scheduled = stageAfterVisitScheduled(stage);
      if (scheduled !== stage) expect(canChangeEnquiryStage(stage, scheduled)).toBe(true);
      const done = stageAfterVisitDone(stage);
      if (done !== stage) expect(canChangeEnquiryStage(stage, done)).toBe(true);
    }
  });
});
