import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addDays, daysBetween } from '../calendar-date';
import {
  NOT_APPLICABLE_TEXT,
  newBookingForm,
  SALES_ROUTE_LABELS,
  SALES_ROUTES,
  withMobileNumberType,
  withRegistryDateRecomputed,
  type BookingForm,
} from './booking-form';

const today = '2024-03-10';

describe('newBookingForm', () => {
  it('starts as Token, dated today, with the registry due 30 days later', () => {
    const form = newBookingForm(today);
    expect(form.bookingStatus).toBe('Token');
    expect(form.tokenDate).toBe(today);
    expect(form.bookingDate).toBe(today);
    expect(form.registryDuration).toBe('30');
    expect(form.registryDate).toBe('2024-04-09');
    expect(form.mobileNumberType).toBe('full');
  });

  it('leaves every choice and typed value empty', () => {
    const form = newBookingForm(today);
    const dated = ['tokenDate', 'bookingDate', 'registryDate'];
    const preset = ['bookingStatus', 'registryDuration', 'mobileNumberType', ...dated];
    const rest = Object.entries(form).filter(([field]) => !preset.includes(field));
    expect(rest.every(([, value]) => value === '')).toBe(true);
    expect(form.plotOwnerPhone).toBeUndefined();
    expect(form.plotOwnerEmail).toBeUndefined();
  });

  it('computes the registry date across a leap day', () => {
    expect(newBookingForm('2024-02-01').registryDate).toBe('2024-03-02');
    expect(newBookingForm('2023-02-01').registryDate).toBe('2023-03-03');
  });
});

describe('withRegistryDateRecomputed', () => {
  const form = (changes: Partial<BookingForm>): BookingForm => ({
    ...newBookingForm(today),
    ...changes,
  });

  it.each([
    ['a new booking date', { bookingDate: '2024-12-15' }, '2025-01-14'],
    ['a new duration', { registryDuration: '45' }, '2024-04-24'],
    ['a one-day duration', { registryDuration: '1' }, '2024-03-11'],
    ['a duration typed with spaces', { registryDuration: ' 10 ' }, '2024-03-20'],
    [
      'a Booking status',
      { bookingStatus: 'Booking' as const, registryDuration: '5' },
      '2024-03-15',
    ],
    ['the end of February', { bookingDate: '2024-02-28', registryDuration: '1' }, '2024-02-29'],
  ])('follows %s', (_, changes, registryDate) => {
    expect(withRegistryDateRecomputed(form(changes)).registryDate).toBe(registryDate);
  });

  it.each([
    ['the status is RegistryDone', { bookingStatus: 'RegistryDone' as const }],
    ['the booking date is empty', { bookingDate: '' }],
    ['the booking date is not a date', { bookingDate: '2024-02-30' }],
    ['the duration is empty', { registryDuration: '' }],
    ['the duration is 0', { registryDuration: '0' }],
    ['the duration is half typed', { registryDuration: '1.' }],
    ['the duration would pass the year 9999', { registryDuration: '99999999' }],
  ])('keeps the registry date when %s', (_, changes) => {
    const before = form({ ...changes, registryDate: '2030-01-01' });
    expect(withRegistryDateRecomputed(before)).toBe(before);
  });

  it('reaches 9999-12-31 but not beyond', () => {
    const lastDay = form({ bookingDate: '9999-12-01', registryDuration: '30' });
    expect(withRegistryDateRecomputed(lastDay).registryDate).toBe('9999-12-31');
    const beyond = form({ bookingDate: '9999-12-01', registryDuration: '31' });
    expect(withRegistryDateRecomputed(beyond).registryDate).toBe('2024-04-09');
  });

  it('changes nothing but the registry date', () => {
    const before = form({ bookingDate: '2024-05-01' });
    expect(withRegistryDateRecomputed(before)).toEqual({ ...before, registryDate: '2024-05-31' });
  });

  it('always lands the registry date the duration after the booking date', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40_000 }),
        fc.integer({ min: 1, max: 3_650 }),
        (offset, duration) => {
          const bookingDate = addDays('1990-01-01', offset);
          const after = withRegistryDateRecomputed(
            form({ bookingDate, registryDuration: String(duration) }),
          );
          expect(daysBetween(bookingDate, after.registryDate)).toBe(duration);
        },
      ),
    );
  });
});

describe('withMobileNumberType', () => {
  const both = {
    ...newBookingForm(today),
    ownerMobileNumber: '9876543210',
    ownerMobileLastFiveDigits: '43210',
  };

  it('switching to the last five digits clears the full number', () => {
    expect(withMobileNumberType(both, 'lastFive')).toEqual({
      ...both,
      mobileNumberType: 'lastFive',
      ownerMobileNumber: '',
    });
  });

  it('switching to the full number clears the last five digits', () => {
    const lastFive = { ...both, mobileNumberType: 'lastFive' as const };
    expect(withMobileNumberType(lastFive, 'full')).toEqual({
      ...both,
      mobileNumberType: 'full',
      ownerMobileLastFiveDigits: '',
    });
  });
});

describe('Not Applicable when RegistryDone', () => {
  it("reads 'Not Applicable'", () => {
    expect(NOT_APPLICABLE_TEXT).toBe('Not Applicable');
  });
});

describe('SALES_ROUTE_LABELS', () => {
  it('names every sales route in words, never by its stored value', () => {
    expect(SALES_ROUTES.map((route) => SALES_ROUTE_LABELS[route])).toEqual([
      'Channel Partner',
      'Direct Sale',
    ]);
  });
});
