/** The 'Add Follow-up' / 'Edit Follow-up' form (docs/product/records.md "Follow-up"). */
import type { CalendarDate } from '../calendar-date';

/** Dates are '' when empty; bookingId is null until a booking is chosen. */
export type FollowUpForm = {
  bookingId: number | null;
  followUpDate: CalendarDate;
  nextFollowUpDate: CalendarDate;
  purpose: string;
  followUpUpdate: string;
  followUpTakenBy: string;
};

/** A follow-up is usually logged the day it happens, so its date starts as today. */
export function newFollowUpForm(
  today: CalendarDate,
  bookingId: number | null = null,
): FollowUpForm {
  return {
    bookingId,
    followUpDate: today,
    nextFollowUpDate: '',
    purpose: '',
    followUpUpdate: '',
    followUpTakenBy: '',
  };
}
