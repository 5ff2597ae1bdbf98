import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toPaisa } from './money';
import {
  INSTALMENT_STATES,
  instalmentStateLabel,
  paymentTotals,
  type PaidInstalment,
} from './instalment-state';

const today = '2025-03-10';

describe('instalmentStateLabel', () => {
  it('writes every state as the screens do', () => {
    expect(INSTALMENT_STATES.map(instalmentStateLabel)).toEqual([
      'Paid',
      'Part paid',
      'Due',
      'Overdue',
    ]);
  });
});

describe('paymentTotals', () => {
  it.each([
    [[], { saleValue: 0, received: 0, outstanding: 0, overdue: 0, paidPercent: 0 }],
    [
      [
        { amount: 100, paid: 100, dueDate: '2025-03-01' },
        { amount: 300, paid: 50.5, dueDate: '2025-03-09' },
        { amount: 600, paid: 0, dueDate: '2025-03-10' },
      ],
      { saleValue: 1000, received: 150.5, outstanding: 849.5, overdue: 249.5, paidPercent: 15 },
    ],
    [
      [
        { amount: 0.1, paid: 0.1, dueDate: '2025-01-01' },
        { amount: 0.2, paid: 0.2, dueDate: '2025-01-01' },
      ],
      { saleValue: 0.3, received: 0.3, outstanding: 0, overdue: 0, paidPercent: 100 },
    ],
    [
      [{ amount: 1_000_000, paid: 999_999.99, dueDate: '2025-01-01' }],
      {
        saleValue: 1_000_000,
        received: 999_999.99,
        outstanding: 0.01,
        overdue: 0.01,
        paidPercent: 99,
      },
    ],
    [
      [{ amount: 100, paid: 150, dueDate: '2025-04-01' }],
      { saleValue: 100, received: 100, outstanding: 0, overdue: 0, paidPercent: 100 },
    ],
  ] as [PaidInstalment[], object][])('%j', (instalments, totals) => {
    expect(paymentTotals(instalments, today)).toEqual(totals);
  });

  it('keeps received + outstanding = sale value, and 100% only when fully paid', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc
            .tuple(
              fc.integer({ min: 1, max: 1_000_000_000 }),
              fc.integer({ min: 0, max: 1_000_000_000 }),
              fc.constantFrom('2025-03-09', '2025-03-10', '2025-03-11'),
            )
            .map(([amount, paid, dueDate]) => ({
              amount: amount / 100,
              paid: Math.min(paid, amount) / 100,
              dueDate,
            })),
        ),
        (instalments) => {
          const totals = paymentTotals(instalments, today);
          expect(toPaisa(totals.received) + toPaisa(totals.outstanding)).toBe(
            toPaisa(totals.saleValue),
          );
          expect(totals.overdue).toBeLessThanOrEqual(totals.outstanding);
          expect(Number.isInteger(totals.paidPercent)).toBe(true);
          expect(totals.paidPercent).toBeGreaterThanOrEqual(0);
          expect(totals.paidPercent === 100).toBe(totals.saleValue > 0 && totals.outstanding === 0);
        },
      ),
    );
  });
});
