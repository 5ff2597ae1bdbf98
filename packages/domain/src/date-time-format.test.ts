import { expect, it } from 'vitest';
import { dateTimeFormat } from './date-time-format';

it('makes one format per locale, form and zone, and hands it out again', () => {
  const date = { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' } as const;
  const first = dateTimeFormat('en-IN', date);
  expect(dateTimeFormat('en-IN', { ...date })).toBe(first);
  expect(dateTimeFormat('en-IN', { ...date, timeZone: 'Asia/Kolkata' })).not.toBe(first);
  expect(dateTimeFormat('en-CA', date)).not.toBe(first);
  expect(first.format(Date.UTC(2026, 10, 30))).toBe('30/11/2026');
});

it('refuses a zone that is none, as Intl does', () => {
  expect(() => dateTimeFormat('en-IN', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
});
