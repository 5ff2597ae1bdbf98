import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatDate, formatDateTime, formatTime } from './format-date';

describe('formatDate', () => {
  it.each([
    ['a calendar date', '2026-11-22', undefined, '22/11/2026'],
    ['a padded calendar date', ' 2026-01-05 ', undefined, '05/01/2026'],
    ['a calendar date whatever the zone', '2026-11-22', 'America/Los_Angeles', '22/11/2026'],
    ['a UTC timestamp in UTC', '2026-11-21T20:00:00Z', undefined, '21/11/2026'],
    ['a UTC timestamp in Kolkata', '2026-11-21T20:00:00Z', 'Asia/Kolkata', '22/11/2026'],
    ['a timestamp without offset as UTC', '2026-11-21T20:00:00.123', 'Asia/Kolkata', '22/11/2026'],
    ['a timestamp without seconds', '2026-11-21T20:00', undefined, '21/11/2026'],
    ['a timestamp with an offset', '2026-11-22T01:00:00+05:30', 'UTC', '21/11/2026'],
    ['a timestamp with a compact offset', '2026-11-22T01:00:00+0530', 'UTC', '21/11/2026'],
    ['an impossible date as given', '2026-02-30', undefined, '2026-02-30'],
    ['text that is no date as given', 'yesterday', undefined, 'yesterday'],
    ['a non-ISO date as given', 'Nov 22 2026', undefined, 'Nov 22 2026'],
    ['an empty string as given', '', undefined, ''],
  ])('%s', (_, value, timeZone, text) => {
    expect(formatDate(value, timeZone)).toBe(text);
  });

  it('shows every calendar date as its own day, month and year', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2199-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom('UTC', 'Asia/Kolkata', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'),
        (date, zone) => {
          const iso = date.toISOString().slice(0, 10);
          const [y, m, d] = iso.split('-');
          expect(formatDate(iso, zone)).toBe(`${d}/${m}/${y}`);
        },
      ),
    );
  });
});

describe('formatDateTime', () => {
  it.each([
    ['in Kolkata', '2026-11-22T10:00:00Z', 'Asia/Kolkata', '22/11/2026, 3:30 pm'],
    ['in UTC', '2026-11-22T10:00:00Z', 'UTC', '22/11/2026, 10:00 am'],
    ['a timestamp without offset as UTC', '2026-11-22T10:00:00', 'UTC', '22/11/2026, 10:00 am'],
    ['a calendar date as its UTC midnight', '2026-11-22', 'Asia/Kolkata', '22/11/2026, 5:30 am'],
    ['text that is no date as given', 'soon', 'UTC', 'soon'],
  ])('%s', (_, value, timeZone, text) => {
    expect(formatDateTime(value, timeZone)).toBe(text);
  });
});

describe('formatTime', () => {
  it.each([
    ['in Kolkata', '2026-11-22T05:30:00Z', 'Asia/Kolkata', '11:00 am'],
    ['in UTC', '2026-11-22T13:05:00Z', 'UTC', '1:05 pm'],
    ['midnight', '2026-11-21T18:30:00Z', 'Asia/Kolkata', '12:00 am'],
    ['text that is no date as given', 'soon', 'UTC', 'soon'],
  ])('%s', (_, value, timeZone, text) => {
    expect(formatTime(value, timeZone)).toBe(text);
  });
});
