import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registryDateStatus } from '../booking/registry';
import { addDays } from '../calendar-date';
import { daysOverdueText } from './overdue-text';

describe('daysOverdueText', () => {
  it.each([
    [0, 'On track'],
    [1, '1 day overdue'],
    [2, '2 days overdue'],
    [45, '45 days overdue'],
  ])('%d days reads %s', (days, text) => {
    expect(daysOverdueText(days)).toBe(text);
  });

  it('says what the registry date status of the same booking says', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), (offset) => {
        const today = '2026-11-24';
        const booking = { bookingStatus: 'Token' as const, registryDate: addDays(today, -offset) };
        expect(daysOverdueText(Math.max(0, offset))).toBe(registryDateStatus(booking, today));
      }),
    );
  });
});
