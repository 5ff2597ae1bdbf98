import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDateAt,
  dayOfWeek,
  daysBetween,
  isCalendarDate,
  toCalendarDate,
} from './calendar-date';

describe('isCalendarDate', () => {
  it.each([
    ['2026-11-22', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-11-22T10:00:00Z', false],
    ['22/11/2026', false],
    ['', false],
    // A year still being typed in a date picker (2 of 2025) is a date, not 1902.
    ['0002-03-11', true],
    ['0099-12-31', true],
    ['0002-02-29', false],
  ])('%s → %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});

describe('addDays and daysBetween', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-11-22', 30, '2026-12-22'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s + %i days = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });

  it('refuses what is not a calendar date', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('are inverse for any date and any offset', () => {
    const dates = fc
      .date({ min: new Date('1990-01-01'), max: new Date('2090-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(dates, fc.integer({ min: -5000, max: 5000 }), (date, days) => {
        expect(daysBetween(date, addDays(date, days))).toBe(days);
      }),
    );
  });
});

describe('dayOfWeek', () => {
  it('counts from Sunday', () => {
    expect(dayOfWeek('2026-11-22')).toBe(0);
    expect(dayOfWeek('2026-11-28')).toBe(6);
  });
});

describe('calendarDateAt', () => {
  it('reads the date in the given time zone, not the machine one', () => {
    const instant = new Date('2026-11-21T20:00:00Z');
    expect(calendarDateAt(instant, 'UTC')).toBe('2026-11-21');
    expect(calendarDateAt(instant, 'Asia/Kolkata')).toBe('2026-11-22');
  });
});

describe('toCalendarDate', () => {
  it('takes the date part of a timestamp', () => {
    expect(toCalendarDate('2026-11-22T10:30:00.000Z')).toBe('2026-11-22');
    expect(toCalendarDate('2026-11-22')).toBe('2026-11-22');
  });

  it('refuses what is not a date', () => {
    expect(() => toCalendarDate('soon')).toThrow(RangeError);
  });
});
