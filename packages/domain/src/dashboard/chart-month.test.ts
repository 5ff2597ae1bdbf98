import { describe, expect, it } from 'vitest';
import { chartMonth, isCalendarMonth } from './chart-month';

describe('chartMonth', () => {
  it.each([
    ['2026-01', { month: 'Jan', year: '2026', label: 'Jan 2026' }],
    ['2026-09', { month: 'Sep', year: '2026', label: 'Sep 2026' }],
    ['2026-11', { month: 'Nov', year: '2026', label: 'Nov 2026' }],
    ['2027-12', { month: 'Dec', year: '2027', label: 'Dec 2027' }],
  ])('names %s', (yearMonth, expected) => {
    expect(chartMonth(yearMonth)).toEqual(expected);
  });

  it.each(['2026-00', '2026-13', '2026-1', '2026-11-01', 'Nov 2026', ''])(
    'refuses %j, which is no month',
    (text) => {
      expect(() => chartMonth(text)).toThrow(RangeError);
    },
  );
});

describe('isCalendarMonth', () => {
  it.each([
    ['2026-11', true],
    ['2026-01', true],
    ['2026-13', false],
    ['2026-00', false],
    ['0000-05', false],
    ['2026-1', false],
    ['Nov 2026', false],
    ['', false],
    [null, false],
  ])('%s is a month: %s', (text, isMonth) => {
    expect(isCalendarMonth(text)).toBe(isMonth);
  });
});
