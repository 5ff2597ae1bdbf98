import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CALENDAR_MONTH_LENGTH,
  ENQUIRY_FUNNEL_TEXTS,
  FUNNEL_SALES_PEOPLE_SHOWN,
  conversionRate,
  enquiryCreatedMonth,
  enquiryFunnelOf,
  formatConversionRate,
} from './enquiry-funnel';

describe('conversionRate', () => {
  it.each([
    [0, 0, 0],
    [4, 0, 0],
    [4, 1, 0.25],
    [3, 1, 1 / 3],
    [5, 5, 1],
  ])('%i enquiries, %i booked: %d', (created, booked, rate) => {
    expect(conversionRate(created, booked)).toBe(rate);
  });

  it('is a share from 0 to 1 whenever no more were booked than were added', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (a, b) => {
        const rate = conversionRate(Math.max(a, b), Math.min(a, b));
        expect(rate).toBeGreaterThanOrEqual(0);
        expect(rate).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('formatConversionRate', () => {
  it.each([
    [0, '0%'],
    [0.25, '25%'],
    [1 / 3, '33.3%'],
    [1, '100%'],
  ])('%d reads %s', (rate, text) => {
    expect(formatConversionRate(rate)).toBe(text);
  });
});

describe('enquiryCreatedMonth', () => {
  it.each([
    ['2026-11-22', '2026-11-01'],
    ['2026-11-01', '2026-11-01'],
    ['2026-12-31', '2026-12-01'],
    ['0001-01-05', '0001-01-01'],
  ])('an enquiry added on %s counts in the month of %s', (day, month) => {
    expect(enquiryCreatedMonth(day)).toBe(month);
  });

  it("asks for a month by as many characters as 'YYYY-MM' has", () => {
    expect(CALENDAR_MONTH_LENGTH).toBe(7);
  });
});

describe('enquiryFunnelOf', () => {
  const NONE = { stages: [], lostReasons: [], bySource: [], bySalesPerson: [] };

  it('lists every stage, reason and source at zero for a month without enquiries', () => {
    const funnel = enquiryFunnelOf('2026-11', NONE);
    expect(funnel).toMatchObject({ month: '2026-11', created: 0, booked: 0, conversionRate: 0 });
    expect(funnel.stages.map(({ stage }) => stage)).toEqual([
      'New',
      'Contacted',
      'SiteVisitScheduled',
      'SiteVisitDone',
      'Negotiation',
      'Booked',
      'Lost',
    ]);
    expect(funnel.stages.every(({ count }) => count === 0)).toBe(true);
    expect(funnel.lostReasons.map(({ reason }) => reason)).toEqual([
      'BudgetMismatch',
      'LocationNotSuitable',
      'BoughtElsewhere',
      'NotReachable',
      'NotInterested',
      'Other',
    ]);
    expect(funnel.bySource).toHaveLength(7);
    expect(funnel.bySource[0]).toEqual({ source: 'WalkIn', created: 0, booked: 0 });
    expect(funnel.bySalesPerson).toEqual([]);
  });

  it('adds the stages up to the enquiries, the Booked ones converted, in the lists’ own orders', () => {
    const funnel = enquiryFunnelOf('2026-11', {
      stages: [
        { stage: 'Lost', count: 2 },
        { stage: 'Booked', count: 1 },
        { stage: 'New', count: 5 },
      ],
      lostReasons: [{ reason: 'Other', count: 2 }],
      bySource: [
        { source: 'Phone', created: 3, booked: 1 },
        { source: 'WalkIn', created: 5, booked: 0 },
      ],
      bySalesPerson: [
        { userId: 2, name: 'Ravi Kumar', created: 6, booked: 1 },
        { userId: null, name: null, created: 2, booked: 0 },
      ],
    });
    expect(funnel).toMatchObject({ created: 8, booked: 1, conversionRate: 1 / 8 });
    expect(funnel.stages.filter(({ count }) => count > 0)).toEqual([
      { stage: 'New', count: 5 },
      { stage: 'Booked', count: 1 },
      { stage: 'Lost', count: 2 },
    ]);
    expect(funnel.lostReasons.at(-1)).toEqual({ reason: 'Other', count: 2 });
    expect(funnel.bySource.slice(0, 2)).toEqual([
      { source: 'WalkIn', created: 5, booked: 0 },
      { source: 'Phone', created: 3, booked: 1 },
    ]);
    expect(funnel.bySalesPerson.map(({ name }) => name)).toEqual(['Ravi Kumar', null]);
  });

  it('lists at most the sales persons it shows', () => {
    const many = Array.from({ length: FUNNEL_SALES_PEOPLE_SHOWN + 3 }, (_, i) => ({
      userId: i + 1,
      name: `Person ${i + 1}`,
      created: 100 - i,
      booked: 0,
    }));
    const funnel = enquiryFunnelOf('2026-11', { ...NONE, bySalesPerson: many });
    expect(funnel.bySalesPerson).toEqual(many.slice(0, 20));
  });
});

describe("the card's words", () => {
  it('says what each figure is', () => {
    expect(ENQUIRY_FUNNEL_TEXTS).toMatchObject({
      title: 'Enquiry funnel',
      created: 'Enquiries this month',
      booked: 'Converted',
      conversionRate: 'Conversion rate',
      lostReasons: 'Lost reasons',
      bySource: 'By source',
      bySalesPerson: 'By sales person',
      unassigned: 'Unassigned',
    });
  });
});
