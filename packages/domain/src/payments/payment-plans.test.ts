import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sumRupees, toPaisa } from './money';
import {
  PAYMENT_PLANS,
  isPaymentPlanId,
  planStepLabel,
  scheduleFromPlan,
  type PaymentPlanId,
  type PlanBooking,
} from './payment-plans';

const booking: PlanBooking = {
  planId: '30-40-30',
  saleValue: 3_000_000,
  tokenAmount: 50_000,
  tokenDate: '2025-03-01',
  bookingAmount: 250_000,
  bookingDate: '2025-03-10',
  registryDate: '2025-09-10',
};

function draft(patch: Partial<PlanBooking>) {
  return scheduleFromPlan({ ...booking, ...patch });
}

describe('PAYMENT_PLANS', () => {
  it('offers the three plans, each adding up to 100%', () => {
    expect(PAYMENT_PLANS.map(({ id, label }) => [id, label])).toEqual([
      ['30-40-30', '30% at booking, 40% in 60 days, 30% at registry'],
      ['50-50', '50% in 30 days, 50% at registry'],
      ['full-at-registry', '100% at registry'],
    ]);
    for (const plan of PAYMENT_PLANS) {
      expect(plan.steps.reduce((total, step) => total + step.percent, 0)).toBe(100);
      expect(plan.steps.map(planStepLabel).join(', ')).toBe(plan.label);
    }
  });

  it.each([
    ['30-40-30', true],
    ['full-at-registry', true],
    ['40-60', false],
    [null, false],
  ])('isPaymentPlanId(%j) is %s', (id, expected) => {
    expect(isPaymentPlanId(id)).toBe(expected);
  });
});

describe('scheduleFromPlan', () => {
  it('drafts token, booking amount, then the plan on the rest', () => {
    expect(draft({})).toEqual([
      { label: 'Token amount', dueDate: '2025-03-01', amount: 50_000 },
      { label: 'Booking amount', dueDate: '2025-03-10', amount: 250_000 },
      { label: '30% at booking', dueDate: '2025-03-10', amount: 810_000 },
      { label: '40% in 60 days', dueDate: '2025-05-09', amount: 1_080_000 },
      { label: '30% at registry', dueDate: '2025-09-10', amount: 810_000 },
    ]);
  });

  it.each([
    [
      '50-50',
      [
        { label: '50% in 30 days', dueDate: '2025-04-09', amount: 500_000.5 },
        { label: '50% at registry', dueDate: '2025-09-10', amount: 500_000.51 },
      ],
    ],
    [
      'full-at-registry',
      [{ label: '100% at registry', dueDate: '2025-09-10', amount: 1_000_001.01 }],
    ],
  ] as const)('drafts %s, the last share taking the odd paisa', (planId, rows) => {
    const schedule = draft({
      planId,
      saleValue: 1_000_001.01,
      tokenAmount: 0,
      bookingAmount: null,
    });
    expect(schedule).toEqual(rows);
  });

  it('rounds each share down and gives the remainder to the last', () => {
    const schedule = draft({ saleValue: 300_000.01, tokenAmount: null, bookingAmount: 0 });
    expect(schedule.map(({ amount }) => amount)).toEqual([90_000, 120_000, 90_000.01]);
  });

  it('takes the booking date for a token without a date', () => {
    expect(draft({ tokenDate: null })[0]).toEqual({
      label: 'Token amount',
      dueDate: '2025-03-10',
      amount: 50_000,
    });
  });

  it('leaves out shares that come to nothing', () => {
    expect(draft({ saleValue: 300_000.02, tokenAmount: 300_000, bookingAmount: 0 })).toEqual([
      { label: 'Token amount', dueDate: '2025-03-01', amount: 300_000 },
      { label: '30% at registry', dueDate: '2025-09-10', amount: 0.02 },
    ]);
  });

  it.each([
    ['cover the sale value exactly', 300_000],
    ['pass the sale value', 200_000],
  ])('drafts only token and booking amount when they %s', (_, saleValue) => {
    expect(draft({ saleValue }).map(({ label }) => label)).toEqual([
      'Token amount',
      'Booking amount',
    ]);
  });

  it('refuses a plan it does not know', () => {
    expect(() => draft({ planId: '40-60' as PaymentPlanId })).toThrow(RangeError);
  });

  it('always adds up to the sale value when token and booking amount fit in it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAYMENT_PLANS.map(({ id }) => id)),
        fc.integer({ min: 0, max: 100_000_000_000 }),
        fc.integer({ min: 0, max: 100_000_000_000 }),
        fc.integer({ min: 1, max: 800_000_000_000 }),
        (planId, tokenPaise, bookingPaise, restPaise) => {
          const salePaise = tokenPaise + bookingPaise + restPaise;
          const schedule = draft({
            planId,
            saleValue: salePaise / 100,
            tokenAmount: tokenPaise / 100,
            bookingAmount: bookingPaise / 100,
          });
          expect(toPaisa(sumRupees(schedule.map(({ amount }) => amount)))).toBe(salePaise);
          for (const { amount } of schedule) {
            expect(amount).toBeGreaterThan(0);
            expect(toPaisa(amount) / 100).toBe(amount);
          }
        },
      ),
    );
  });
});
