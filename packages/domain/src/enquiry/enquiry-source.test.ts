import { describe, expect, it } from 'vitest';
import { LOST_REASONS, isLostReason, lostReasonLabel } from './lost-reason';
import {
  ENQUIRY_SOURCES,
  enquirySourceFrom,
  enquirySourceLabel,
  isEnquirySource,
  sourceNamesPartner,
} from './enquiry-source';

describe('enquiry sources', () => {
  it('labels each source as the business says it', () => {
    expect(ENQUIRY_SOURCES.map(enquirySourceLabel)).toEqual([
      'Walk-in',
      'Phone',
      'Website',
      'Property portal',
      'Channel partner',
      'Referral',
      'Other',
    ]);
  });

  it.each([
    ['Walk-in', 'WalkIn'],
    ['walk in', 'WalkIn'],
    ['WALKIN', 'WalkIn'],
    ['Property Portal', 'PropertyPortal'],
    ['property_portal', 'PropertyPortal'],
    ['channel-partner', 'ChannelPartner'],
    ['Referral', 'Referral'],
    ['newspaper', null],
    ['', null],
  ] as const)('reads %j as %s', (text, source) => {
    expect(enquirySourceFrom(text)).toBe(source);
  });

  it('names a partner only for a channel partner source', () => {
    expect(ENQUIRY_SOURCES.filter(sourceNamesPartner)).toEqual(['ChannelPartner']);
    expect(isEnquirySource('Phone')).toBe(true);
    expect(isEnquirySource('Walk-in')).toBe(false);
  });

  it('labels the reasons an enquiry is lost', () => {
    expect(LOST_REASONS.map(lostReasonLabel)).toEqual([
      'Budget mismatch',
      'Location not suitable',
      'Bought elsewhere',
      'Not reachable',
      'Not interested',
      'Other',
    ]);
    expect(isLostReason('BoughtElsewhere')).toBe(true);
    expect(isLostReason('Bought elsewhere')).toBe(false);
  });
});
