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

/**
 * A follow-up is usually logged the day it happens, by whoever logs it: its date starts as today
 * and "Taken By" as the signed-in user's name, both left for the user to change.
 */
export function newFollowUpForm(
  today: CalendarDate,
  bookingId: number | null = null,
  takenBy = '',
): FollowUpForm {
  return {
    bookingId,
    followUpDate: today,
    nextFollowUpDate: '',
    purpose: '',
    followUpUpdate: '',
    followUpTakenBy: takenBy,
  };
}
