import { describe, expect, it } from 'vitest';
import {
  ENQUIRY_NEXT_ACTION_FILTERS,
  enquiryNextActionFilterLabel,
  isEnquiryNextActionFilter,
  isNextActionOverdue,
} from './enquiry-next-action';
import type { EnquiryStage } from './enquiry-stage';

const TODAY = '2026-06-16';

describe('the Next action filter', () => {
  it('offers Due and Overdue, in the words of the list', () => {
    expect(ENQUIRY_NEXT_ACTION_FILTERS.map(enquiryNextActionFilterLabel)).toEqual([
      'Due',
      'Overdue',
    ]);
  });

  it.each([
    ['due', true],
    ['overdue', true],
    ['Due', false],
    ['all', false],
    [null, false],
  ])('reads %j as a filter: %s', (value, expected) => {
    expect(isEnquiryNextActionFilter(value)).toBe(expected);
  });
});

describe('isNextActionOverdue', () => {
  it.each([
    ['New', '2026-06-15', true],
    ['Negotiation', '2025-12-31', true],
    ['Contacted', TODAY, false],
    ['SiteVisitScheduled', '2026-06-17', false],
    ['New', null, false],
    ['Booked', '2026-06-01', false],
    ['Lost', '2026-06-01', false],
    ['New', 'not a date', false],
  ] as const)('%s with a next action dated %s: %s', (stage, nextActionDate, expected) => {
    expect(isNextActionOverdue({ stage: stage as EnquiryStage, nextActionDate }, TODAY)).toBe(
      expected,
    );
  });
});
