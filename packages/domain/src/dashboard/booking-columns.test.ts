import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, type BookingStatus } from '../booking/booking-status';
import { addDays } from '../calendar-date';
import {
  BOOKING_COLUMNS,
  countBookingColumns,
  isInBookingColumn,
  type BookingColumn,
  type CountedBooking,
} from './booking-columns';
import { TODAY } from './dashboard.fixtures';

function booked(
  bookingStatus: BookingStatus,
  ageDays: number,
  registryInDays: number | null = 30,
): CountedBooking {
  return {
    bookingStatus,
    bookingDate: addDays(TODAY, -ageDays),
    registryDate: registryInDays === null ? null : addDays(TODAY, registryInDays),
  };
}

function columnsOf(booking: CountedBooking): BookingColumn[] {
  return BOOKING_COLUMNS.filter((column) => isInBookingColumn(column, booking, TODAY));
}

describe('booking columns', () => {
  it.each([
    ['Token', ['total', 'token', 'days0to30']],
    ['Booking', ['total', 'booking', 'days0to30']],
    ['RegistryDone', ['total', 'registryDone']],
    ['Cancelled', ['total', 'cancelled']],
    ['Pending', ['total']],
  ] as const)('a fresh %s booking counts in %j', (status, expected) => {
    expect(columnsOf(booked(status, 5))).toEqual(expected);
  });

  it.each([
    [-1, []],
    [0, ['days0to30']],
    [30, ['days0to30']],
    [31, ['days31to60']],
    [60, ['days31to60']],
    [61, ['days61to90']],
    [90, ['days61to90']],
    [91, []],
  ] as const)('a live booking aged %i days is in age bucket %j', (age, expected) => {
    for (const status of ['Token', 'Booking'] as const) {
      expect(columnsOf(booked(status, age)).filter((c) => c.startsWith('days'))).toEqual(expected);
    }
  });

  it.each(['RegistryDone', 'Cancelled', 'Pending'] as const)(
    'a %s booking is in no age bucket, being out of the pipeline',
    (status) => {
      expect(columnsOf(booked(status, 45)).some((c) => c.startsWith('days'))).toBe(false);
    },
  );

  it.each([
    [0, false],
    [-1, true],
    [-40, true],
    [1, false],
  ])('a live booking with registry date today%+i is in Extra Time: %s', (offset, expected) => {
    expect(isInBookingColumn('extraTime', booked('Token', 100, offset), TODAY)).toBe(expected);
    expect(isInBookingColumn('extraTime', booked('Booking', 100, offset), TODAY)).toBe(expected);
  });

  it('never counts a booking without a registry date, nor a final or Pending one, as Extra Time', () => {
    expect(isInBookingColumn('extraTime', booked('Token', 100, null), TODAY)).toBe(false);
    for (const status of ['RegistryDone', 'Cancelled', 'Pending'] as const) {
      expect(isInBookingColumn('extraTime', booked(status, 100, -50), TODAY)).toBe(false);
    }
  });

  it('counts an overdue booking in its age bucket too', () => {
    expect(columnsOf(booked('Booking', 45, -5))).toEqual([
      'total',
      'booking',
      'days31to60',
      'extraTime',
    ]);
  });

  it('counts each booking in every column whose rule it meets', () => {
    const bookings = BOOKING_STATUSES.flatMap((status) =>
      [0, 31, 61, 200].flatMap((age) => [booked(status, age), booked(status, age, -age)]),
    );
    const counts = countBookingColumns(bookings, BOOKING_COLUMNS, TODAY);
    for (const column of BOOKING_COLUMNS) {
      expect(counts[column]).toBe(
        bookings.filter((booking) => isInBookingColumn(column, booking, TODAY)).length,
      );
    }
    expect(counts).toEqual({
      total: 40,
      token: 8,
      booking: 8,
      registryDone: 8,
      cancelled: 8,
      days0to30: 4,
      days31to60: 4,
      days61to90: 4,
      extraTime: 6,
    });
  });

  it('counts only the columns asked for', () => {
    expect(countBookingColumns([booked('Token', 1)], ['token'], TODAY)).toEqual({ token: 1 });
  });
});
