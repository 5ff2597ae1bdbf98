/** Follow-up validation (docs/product/validation.md "Follow-up"). */
import type { FieldErrors } from '../field-errors';
import { followUpDateOf } from './follow-up-date';
import type { FollowUpForm } from './follow-up-form';

export function validateFollowUp(form: FollowUpForm): FieldErrors {
  const errors: FieldErrors = {};
  const { bookingId } = form;
  if (typeof bookingId !== 'number' || !Number.isInteger(bookingId) || bookingId <= 0) {
    errors.bookingId = 'Booking selection is required';
  }
  const followUpDate = followUpDateOf(form.followUpDate);
  if (followUpDate === null) errors.followUpDate = 'Follow-up date is required';
  if (form.purpose.trim() === '') errors.purpose = 'Purpose is required';
  if (form.followUpUpdate.trim() === '') errors.followUpUpdate = 'Follow-up update is required';

  // Optional; a next call planned before this one cannot be meant.
  if (form.nextFollowUpDate.trim() !== '') {
    const next = followUpDateOf(form.nextFollowUpDate);
    if (next === null) errors.nextFollowUpDate = 'Next follow-up date must be a valid date';
    else if (followUpDate !== null && next < followUpDate) {
      errors.nextFollowUpDate = 'Next follow-up date cannot be before the follow-up date';
    }
  }
  return errors;
}
