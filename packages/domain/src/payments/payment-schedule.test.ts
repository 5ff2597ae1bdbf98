import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { InstalmentDraft } from './payment-plans';
import { validatePaymentSchedule, type PaymentScheduleInput } from './payment-schedule';

const rows: InstalmentDraft[] = [
  { label: 'Token amount', dueDate: '2025-03-01', amount: 50_000 },
  { label: '50% at booking', dueDate: '2025-03-10', amount: 475_000.5 },
  { label: '50% at registry', dueDate: '2025-09-10', amount: 475_000.5 },
];
const valid: PaymentScheduleInput = { saleValue: 1_000_001, instalments: rows };
const nothingReceived = { receivedAmount: 0 };

function withRow(index: number, patch: Partial<InstalmentDraft>): PaymentScheduleInput {
  return {
    ...valid,
    instalments: rows.map((row, at) => (at === index ? { ...row, ...patch } : row)),
  };
}

describe('validatePaymentSchedule', () => {
  it('accepts instalments that add up to the sale value', () => {
    expect(validatePaymentSchedule(valid, nothingReceived)).toEqual({});
    expect(validatePaymentSchedule(valid, { receivedAmount: 1_000_001 })).toEqual({});
  });

  it.each([
    [{ saleValue: null }, 'Sale value must be greater than 0'],
    [{ saleValue: 0 }, 'Sale value must be greater than 0'],
    [{ saleValue: -1 }, 'Sale value must be greater than 0'],
    [{ saleValue: 10_000_000_001 }, 'Sale value must be at most 10,00,00,00,000'],
    [{ saleValue: 1_000_001.001 }, 'Sale value can have at most 2 decimals'],
  ])('%j: %s', (patch, message) => {
    expect(validatePaymentSchedule({ ...valid, ...patch }, nothingReceived)).toEqual({
      saleValue: message,
    });
  });

  it('refuses a sale value below what has been received', () => {
    expect(validatePaymentSchedule(valid, { receivedAmount: 1_000_001.01 })).toEqual({
      saleValue: 'Sale value cannot be less than the ₹10,00,001.01 already received',
    });
  });

  it.each([
    [{ label: '  ' }, 'label', 'Label is required'],
    [{ label: 'x'.repeat(101) }, 'label', 'Label must be at most 100 characters'],
    [{ dueDate: '' }, 'dueDate', 'Due date is required'],
    [{ dueDate: '2025-02-30' }, 'dueDate', 'Due date is required'],
    [{ amount: 0 }, 'amount', 'Amount must be greater than 0'],
    [{ amount: -475_000.5 }, 'amount', 'Amount must be greater than 0'],
    [{ amount: 475_000.501 }, 'amount', 'Amount can have at most 2 decimals'],
    [{ amount: 20_000_000_000 }, 'amount', 'Amount must be at most 10,00,00,00,000'],
  ])('row %j: %s %s', (patch, field, message) => {
    expect(validatePaymentSchedule(withRow(1, patch), nothingReceived)).toEqual({
      [`instalments.1.${field}`]: message,
    });
  });

  it('takes a label of exactly 100 characters, trimmed', () => {
    const label = ` ${'x'.repeat(100)} `;
    expect(validatePaymentSchedule(withRow(0, { label }), nothingReceived)).toEqual({});
  });

  it('says by how much the totals differ', () => {
    expect(validatePaymentSchedule({ ...valid, saleValue: 1_000_000 }, nothingReceived)).toEqual({
      instalments: 'The instalments add up to ₹10,00,001.00; the sale value is ₹10,00,000.00',
    });
  });

  it('adds the instalments in paise, not floats', () => {
    const instalments = [0.1, 0.2].map((amount) => ({ ...rows[0], amount }) as InstalmentDraft);
    expect(validatePaymentSchedule({ saleValue: 0.3, instalments }, nothingReceived)).toEqual({});
  });

  it('does not compare the totals while a figure is wrong', () => {
    expect(validatePaymentSchedule(withRow(2, { amount: 0 }), nothingReceived)).toEqual({
      'instalments.2.amount': 'Amount must be greater than 0',
    });
    expect(validatePaymentSchedule({ ...valid, saleValue: null }, nothingReceived)).toEqual({
      saleValue: 'Sale value must be greater than 0',
    });
  });

  it.each([
    [0, 'Add at least one instalment'],
    [61, 'Instalments can have at most 60 entries'],
  ])('refuses %d instalments', (count, message) => {
    const instalments = Array.from({ length: count }, () => rows[0] as InstalmentDraft);
    expect(
      validatePaymentSchedule({ saleValue: count * 50_000 || 1, instalments }, nothingReceived),
    ).toEqual({ instalments: message });
  });

  it('takes 60 instalments', () => {
    const instalments = Array.from({ length: 60 }, () => rows[0] as InstalmentDraft);
    expect(validatePaymentSchedule({ saleValue: 3_000_000, instalments }, nothingReceived)).toEqual(
      {},
    );
  });

  it('reads rows posted without a label or date as missing', () => {
    const posted = { label: null, dueDate: undefined, amount: '5' } as unknown as InstalmentDraft;
    expect(
      validatePaymentSchedule({ saleValue: 5, instalments: [posted] }, nothingReceived),
    ).toEqual({
      'instalments.0.label': 'Label is required',
      'instalments.0.dueDate': 'Due date is required',
      'instalments.0.amount': 'Amount must be greater than 0',
    });
  });

  it('accepts exactly the schedules whose rows add up to the sale value', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000_000_000 }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: -2, max: 2 }),
        (paise, offset) => {
          const salePaise = paise.reduce((a, b) => a + b, 0) + offset;
          fc.pre(salePaise > 0);
          const instalments = paise.map((amount) => ({ ...rows[0], amount: amount / 100 }));
          const errors = validatePaymentSchedule(
            { saleValue: salePaise / 100, instalments } as PaymentScheduleInput,
            nothingReceived,
          );
          expect(Object.keys(errors)).toEqual(offset === 0 ? [] : ['instalments']);
        },
      ),
    );
  });
});
