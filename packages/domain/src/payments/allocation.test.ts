import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  allocatePayments,
  instalmentState,
  type ReceivedPayment,
  type ScheduledInstalment,
} from './allocation';
import { toPaisa } from './money';

const schedule: ScheduledInstalment[] = [
  { id: 12, position: 2, dueDate: '2025-05-09', amount: 400 },
  { id: 10, position: 0, dueDate: '2025-03-01', amount: 100 },
  { id: 11, position: 1, dueDate: '2025-03-10', amount: 300 },
];

function payment(id: number, amount: number, patch: Partial<ReceivedPayment> = {}) {
  return { id, receivedOn: '2025-03-01', amount, reversed: false, ...patch };
}

describe('allocatePayments', () => {
  it('fills the instalments in due order, leaving the rest of a part paid one outstanding', () => {
    expect(allocatePayments(schedule, [payment(1, 250.5)])).toEqual({
      instalments: [
        { id: 10, paid: 100, outstanding: 0 },
        { id: 11, paid: 150.5, outstanding: 149.5 },
        { id: 12, paid: 0, outstanding: 400 },
      ],
      payments: [
        {
          id: 1,
          allocations: [
            { instalmentId: 10, amount: 100 },
            { instalmentId: 11, amount: 150.5 },
          ],
        },
      ],
      unallocated: 0,
    });
  });

  it('takes payments oldest first, then by id, and continues where the last one stopped', () => {
    const payments = [
      payment(3, 50, { receivedOn: '2025-04-01' }),
      payment(2, 200, { receivedOn: '2025-03-05' }),
      payment(1, 150, { receivedOn: '2025-03-05' }),
    ];
    expect(allocatePayments(schedule, payments).payments).toEqual([
      {
        id: 1,
        allocations: [
          { instalmentId: 10, amount: 100 },
          { instalmentId: 11, amount: 50 },
        ],
      },
      { id: 2, allocations: [{ instalmentId: 11, amount: 200 }] },
      { id: 3, allocations: [{ instalmentId: 11, amount: 50 }] },
    ]);
  });

  it('orders instalments due the same day by position', () => {
    const sameDay = schedule.map((instalment) => ({ ...instalment, dueDate: '2025-03-01' }));
    expect(allocatePayments(sameDay, [payment(1, 100)]).instalments.map(({ id }) => id)).toEqual([
      10, 11, 12,
    ]);
  });

  it('lets a reversed payment allocate nothing', () => {
    const result = allocatePayments(schedule, [
      payment(1, 300, { reversed: true }),
      payment(2, 100),
    ]);
    expect(result.payments).toEqual([
      { id: 1, allocations: [] },
      { id: 2, allocations: [{ instalmentId: 10, amount: 100 }] },
    ]);
    expect(result.unallocated).toBe(0);
  });

  it('keeps what passes the schedule as unallocated', () => {
    const result = allocatePayments(schedule, [payment(1, 800), payment(2, 100.25)]);
    expect(result.instalments.every(({ outstanding }) => outstanding === 0)).toBe(true);
    expect(result.payments[1]).toEqual({ id: 2, allocations: [] });
    expect(result.unallocated).toBe(100.25);
  });

  it('adds in paise: 0.1 and 0.2 pay an instalment of 0.3', () => {
    const result = allocatePayments(
      [{ id: 1, position: 0, dueDate: '2025-03-01', amount: 0.3 }],
      [payment(1, 0.1), payment(2, 0.2)],
    );
    expect(result.instalments).toEqual([{ id: 1, paid: 0.3, outstanding: 0 }]);
  });

  it('has nothing to do without instalments or payments', () => {
    expect(allocatePayments([], [])).toEqual({ instalments: [], payments: [], unallocated: 0 });
    expect(allocatePayments([], [payment(1, 5)]).unallocated).toBe(5);
  });

  const instalmentsArbitrary = fc.uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 1000 }),
      position: fc.integer({ min: 0, max: 59 }),
      dueDate: fc.constantFrom('2025-01-01', '2025-02-01', '2025-03-01'),
      amount: fc.integer({ min: 1, max: 100_000_000 }).map((paise) => paise / 100),
    }),
    { selector: ({ id }) => id, maxLength: 12 },
  );
  const paymentsArbitrary = fc.uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 1000 }),
      receivedOn: fc.constantFrom('2025-01-15', '2025-02-15'),
      amount: fc.integer({ min: 1, max: 200_000_000 }).map((paise) => paise / 100),
      reversed: fc.boolean(),
    }),
    { selector: ({ id }) => id, maxLength: 12 },
  );
  const paise = (amounts: number[]) => amounts.reduce((total, x) => total + toPaisa(x), 0);

  it('allocates min(received, sale value), never over-pays, and fills in due order', () => {
    fc.assert(
      fc.property(instalmentsArbitrary, paymentsArbitrary, (instalments, payments) => {
        const result = allocatePayments(instalments, payments);
        const saleValue = paise(instalments.map(({ amount }) => amount));
        const received = paise(payments.filter((p) => !p.reversed).map(({ amount }) => amount));
        const allocated = paise(result.payments.flatMap((p) => p.allocations.map((a) => a.amount)));
        expect(allocated).toBe(Math.min(received, saleValue));
        expect(toPaisa(result.unallocated)).toBe(received - allocated);

        const byId = new Map(instalments.map((instalment) => [instalment.id, instalment]));
        let fillingStarted = false;
        for (const { id, paid, outstanding } of [...result.instalments].reverse()) {
          const amount = toPaisa(byId.get(id)?.amount ?? 0);
          expect(toPaisa(paid) + toPaisa(outstanding)).toBe(amount);
          expect(toPaisa(outstanding)).toBeGreaterThanOrEqual(0);
          // Read from the last: once one has been paid at all, every earlier one is paid in full.
          if (fillingStarted) expect(toPaisa(outstanding)).toBe(0);
          if (toPaisa(paid) > 0) fillingStarted = true;
        }
        for (const { id, allocations } of result.payments) {
          const reversed = payments.find((p) => p.id === id)?.reversed;
          if (reversed) expect(allocations).toEqual([]);
          for (const { amount } of allocations) expect(amount).toBeGreaterThan(0);
        }
        for (const { id, paid } of result.instalments) {
          const allocatedToIt = result.payments.flatMap(({ allocations }) =>
            allocations.filter(({ instalmentId }) => instalmentId === id).map((a) => a.amount),
          );
          expect(paise(allocatedToIt)).toBe(toPaisa(paid));
        }
      }),
    );
  });
});

describe('instalmentState', () => {
  it.each([
    [100, 100, '2025-03-01', 'Paid'],
    [100, 120, '2025-03-01', 'Paid'],
    [100, 100, '2025-03-20', 'Paid'],
    [100, 40, '2025-03-09', 'Overdue'],
    [100, 0, '2025-03-09', 'Overdue'],
    [100, 40, '2025-03-10', 'PartPaid'],
    [100, 40, '2025-04-01', 'PartPaid'],
    [100, 0, '2025-03-10', 'Due'],
    [100, 0, '2025-04-01', 'Due'],
    [0.3, 0.1 + 0.2, '2025-03-01', 'Paid'],
  ])('%d with %d paid, due %s, is %s on 2025-03-10', (amount, paid, dueDate, state) => {
    expect(instalmentState(amount, paid, dueDate, '2025-03-10')).toBe(state);
  });
});
