import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addDays, type CalendarDate } from '../calendar-date';
import { BOOKING_STATUSES, type BookingStatus } from './booking-status';
import {
  ageBucket,
  daysOverdue,
  isOverdue,
  overdueSeverity,
  registryDateFor,
  daysOverdueText,
  registryDateStatus,
  type AgeBucket,
  type OverdueSeverity,
} from './registry';

const today = '2024-03-10';

describe('registryDateFor', () => {
  it.each<[CalendarDate, number, CalendarDate]>([
    ['2024-03-10', 30, '2024-04-09'],
    ['2024-01-31', 1, '2024-02-01'],
    ['2024-04-30', 1, '2024-05-01'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2024-12-15', 30, '2025-01-14'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2024-01-31', 30, '2024-03-01'],
    ['2023-01-31', 30, '2023-03-02'],
    ['2000-02-28', 1, '2000-02-29'],
    ['2100-02-28', 1, '2100-03-01'],
    ['2024-02-29', 365, '2025-02-28'],
    ['2024-03-10', 0, '2024-03-10'],
  ])('%s + %d days is %s', (bookingDate, days, registryDate) => {
    expect(registryDateFor(bookingDate, days)).toBe(registryDate);
  });
});

describe('isOverdue', () => {
  it.each<[BookingStatus, CalendarDate | null, boolean]>([
    ['Token', '2024-03-09', true],
    ['Booking', '2024-03-09', true],
    ['Token', '2023-01-01', true],
    ['Token', today, false],
    ['Booking', today, false],
    ['Token', '2024-03-11', false],
    ['Token', null, false],
    ['Booking', null, false],
    ['Pending', '2024-03-09', false],
    ['RegistryDone', '2024-03-09', false],
    ['Cancelled', '2024-03-09', false],
  ])('%s with registry date %s: %s', (bookingStatus, registryDate, overdue) => {
    expect(isOverdue({ bookingStatus, registryDate }, today)).toBe(overdue);
  });
});

describe('daysOverdue', () => {
  it.each<[BookingStatus, CalendarDate | null, number]>([
    ['Token', '2024-03-09', 1],
    ['Booking', '2024-02-09', 30],
    ['Token', '2023-03-10', 366],
    ['Token', today, 0],
    ['Token', '2024-04-01', 0],
    ['Token', null, 0],
    ['RegistryDone', '2024-01-01', 0],
    ['Cancelled', '2024-01-01', 0],
  ])('%s with registry date %s: %d', (bookingStatus, registryDate, days) => {
    expect(daysOverdue({ bookingStatus, registryDate }, today)).toBe(days);
  });

  it('is positive exactly when the booking is overdue', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BOOKING_STATUSES),
        fc.option(fc.integer({ min: -1000, max: 1000 })),
        (bookingStatus, offset) => {
          const booking = {
            bookingStatus,
            registryDate: offset === null ? null : addDays(today, offset),
          };
          const days = daysOverdue(booking, today);
          expect(days).toBeGreaterThanOrEqual(0);
          expect(days > 0).toBe(isOverdue(booking, today));
          if (days > 0) expect(days).toBe(-(offset as number));
        },
      ),
    );
  });
});

describe('overdueSeverity', () => {
  it.each<[number, OverdueSeverity]>([
    [0, 'yellow'],
    [1, 'yellow'],
    [14, 'yellow'],
    [15, 'orange'],
    [30, 'orange'],
    [31, 'red'],
    [365, 'red'],
  ])('%d days is %s', (days, severity) => {
    expect(overdueSeverity(days)).toBe(severity);
  });
});

describe('registryDateStatus', () => {
  it.each<[BookingStatus, CalendarDate | null, string]>([
    ['Token', '2024-03-09', '1 day overdue'],
    ['Booking', '2024-03-08', '2 days overdue'],
    ['Token', '2024-02-09', '30 days overdue'],
    ['Token', today, 'On track'],
    ['Token', '2024-04-09', 'On track'],
    ['Token', null, 'On track'],
    ['RegistryDone', '2024-01-01', 'On track'],
    ['Cancelled', '2024-01-01', 'On track'],
  ])('%s with registry date %s reads %j', (bookingStatus, registryDate, text) => {
    expect(registryDateStatus({ bookingStatus, registryDate }, today)).toBe(text);
  });
});

describe('ageBucket', () => {
  it.each<[number, AgeBucket | null]>([
    [-1, null],
    [-30, null],
    [0, '0-30'],
    [30, '0-30'],
    [31, '31-60'],
    [60, '31-60'],
    [61, '61-90'],
    [90, '61-90'],
    [91, null],
    [400, null],
  ])('a booking %d days old is in %j', (age, bucket) => {
    expect(ageBucket(addDays(today, -age), today)).toBe(bucket);
  });

  it('counts calendar days across a leap day', () => {
    expect(ageBucket('2024-01-31', '2024-03-01')).toBe('0-30');
    expect(ageBucket('2023-01-31', '2023-03-03')).toBe('31-60');
  });
});

describe('daysOverdueText', () => {
  it.each([
    [-3, 'On track'],
    [0, 'On track'],
    [1, '1 day overdue'],
    [2, '2 days overdue'],
    [45, '45 days overdue'],
  ])('%d days reads %s', (days, text) => {
    expect(daysOverdueText(days)).toBe(text);
  });
});
