/** A posted follow-up judged by the follow-up form's rules, and the values to store from it. */
import type { components } from '@plotline/api-client/schema';
import { filledText, validateFollowUp, type CalendarDate } from '@plotline/domain';
import { assertValid } from '../../http/http-error';

type FollowUpRequest = components['schemas']['FollowUpRequest'];

export type FollowUpValues = {
  bookingId: number;
  followUpDate: CalendarDate;
  nextFollowUpDate: CalendarDate | null;
  purpose: string;
  followUpUpdate: string;
  followUpTakenBy: string | null;
};

/** 400 with the form's messages when the body breaks a rule. */
export function followUpInput(body: FollowUpRequest): FollowUpValues {
  const errors = validateFollowUp({
    bookingId: body.bookingId,
    followUpDate: body.followUpDate,
    nextFollowUpDate: body.nextFollowUpDate ?? '',
    purpose: body.purpose,
    followUpUpdate: body.followUpUpdate,
    followUpTakenBy: body.followUpTakenBy ?? '',
  });
  assertValid(errors);
  return {
    bookingId: body.bookingId,
    followUpDate: body.followUpDate,
    nextFollowUpDate: filledText(body.nextFollowUpDate ?? ''),
    purpose: body.purpose.trim(),
    followUpUpdate: body.followUpUpdate.trim(),
    followUpTakenBy: filledText(body.followUpTakenBy ?? ''),
  };
}
