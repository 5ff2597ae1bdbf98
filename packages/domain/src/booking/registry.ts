/**
 * Registry dates, "extra time" and booking age (docs/product/workflows.md and
 * docs/product/constants.md).
 */
import { addDays, daysBetween, type CalendarDate } from '../calendar-date';
import { LIVE_BOOKING_STATUSES, type BookingStatus } from './booking-status';

/** The registry falls due this many days after the booking date. */
export function registryDateFor(
  bookingDate: CalendarDate,
  registryDurationDays: number,
): CalendarDate {
  return addDays(bookingDate, registryDurationDays);
}

export type RegistryTracked = {
  bookingStatus: BookingStatus;
  registryDate: CalendarDate | null;
};

/** Overdue ("extra time"): a Token or Booking whose registry date is before today. */
export function isOverdue(booking: RegistryTracked, today: CalendarDate): boolean {
  return (
    LIVE_BOOKING_STATUSES.includes(booking.bookingStatus) &&
    booking.registryDate !== null &&
    daysBetween(booking.registryDate, today) > 0
  );
}

/** Days past the registry date; 0 when the booking is not overdue. */
export function daysOverdue(booking: RegistryTracked, today: CalendarDate): number {
  return isOverdue(booking, today) ? daysBetween(booking.registryDate as CalendarDate, today) : 0;
}

export const OVERDUE_THRESHOLDS = { orange: 14, red: 30 } as const;
export type OverdueSeverity = 'yellow' | 'orange' | 'red';

/** More than 30 days red, more than 14 orange, otherwise yellow. */
export function overdueSeverity(days: number): OverdueSeverity {
  if (days > OVERDUE_THRESHOLDS.red) return 'red';
  if (days > OVERDUE_THRESHOLDS.orange) return 'orange';
  return 'yellow';
}

/** 'N days overdue' or 'On track', as the drill-down bookings table shows the registry date. */
export function registryDateStatus(booking: RegistryTracked, today: CalendarDate): string {
  return daysOverdueText(daysOverdue(booking, today));
}

/**
 * How a count of days past the registry date reads, e.g. as the dashboard's server sends it:
 * 'On track' when not overdue, else 'N days overdue' ('1 day overdue' for one).
 */
export function daysOverdueText(days: number): string {
  if (days <= 0) return 'On track';
  return `${days} ${days === 1 ? 'day' : 'days'} overdue`;
}

export const AGE_BUCKETS = ['0-30', '31-60', '61-90'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

/** Partner age buckets count days since the booking date: 0-30, 31-60, 61-90; older is none. */
export function ageBucket(bookingDate: CalendarDate, today: CalendarDate): AgeBucket | null {
  const age = daysBetween(bookingDate, today);
  if (age < 0 || age > 90) return null;
  if (age <= 30) return '0-30';
  if (age <= 60) return '31-60';
  return '61-90';
}
