import { describe, expect, it } from 'vitest';
import { aBooking, anInput, SAMPLE } from './dashboard.fixtures';
import {
  bookingsByMonth,
  bookingsByMonthOf,
  chartMonths,
  type MonthBookings,
} from './bookings-by-month';

const zeros = { pending: 0, token: 0, booking: 0, registryDone: 0, cancelled: 0 };

describe('chartMonths', () => {
  it('gives the 12 months ending with the month of today, oldest first, across a new year', () => {
    expect(chartMonths('2026-03-31')).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
  });

  it('starts in January when today is in December', () => {
    expect(chartMonths('2026-12-01')[0]).toBe('2026-01');
  });
});

describe('bookingsByMonth', () => {
  it('counts each booking under its booking month in its current status, every month present', () => {
    const months = bookingsByMonth(SAMPLE);
    expect(months.map((row) => row.month)).toEqual(chartMonths('2026-06-15'));
    const booked = (row: MonthBookings) =>
      row.pending + row.token + row.booking + row.registryDone + row.cancelled > 0;
    expect(months.filter(booked)).toEqual([
      { ...zeros, month: '2025-12', token: 1 },
      { ...zeros, month: '2026-01', registryDone: 1 },
      { ...zeros, month: '2026-03', cancelled: 1 },
      { ...zeros, month: '2026-04', booking: 1 },
      { ...zeros, month: '2026-05', token: 1, booking: 1 },
      { ...zeros, month: '2026-06', token: 1, pending: 1 },
    ]);
  });

  it('leaves out bookings dated before the first month or after today’s month', () => {
    const input = anInput({
      bookings: [
        aBooking({ id: 1, bookingDate: '2025-06-30' }),
        aBooking({ id: 2, bookingDate: '2025-07-01' }),
        aBooking({ id: 3, bookingDate: '2026-07-01' }),
      ],
    });
    const counted = bookingsByMonth(input).reduce((total, row) => total + row.token, 0);
    expect(counted).toBe(1);
    expect(bookingsByMonth(input)[0]).toEqual({ ...zeros, month: '2025-07', token: 1 });
  });
});

describe('bookingsByMonthOf', () => {
  it('adds up counts of one month and status given more than once', () => {
    const months = bookingsByMonthOf('2026-06-15', [
      { month: '2026-06', bookingStatus: 'Cancelled', bookings: 2 },
      { month: '2026-06', bookingStatus: 'Cancelled', bookings: 3 },
    ]);
    expect(months.at(-1)).toEqual({ ...zeros, month: '2026-06', cancelled: 5 });
  });
});
