/** How a saved follow-up fills the modal, and how the modal becomes the request body. */
import { filledText } from '../input/read-input';
import { followUpDateOf } from './follow-up-date';
import type { FollowUpForm } from './follow-up-form';

/** A checked form: validateFollowUp passed, so a booking is chosen. */
export type FollowUpDraft = FollowUpForm & { bookingId: number };

/** What the edit modal reads of a saved follow-up. */
export type SavedFollowUp = {
  bookingId: number;
  followUpDate: string;
  nextFollowUpDate: string | null;
  purpose: string;
  followUpUpdate: string;
  followUpTakenBy: string | null;
};

/** The edit modal's starting values: a missing next date or taker is an empty box. */
export function followUpFormOf(followUp: SavedFollowUp): FollowUpForm {
  return {
    bookingId: followUp.bookingId,
    followUpDate: followUpDateOf(followUp.followUpDate) ?? '',
    nextFollowUpDate: followUpDateOf(followUp.nextFollowUpDate) ?? '',
    purpose: followUp.purpose,
    followUpUpdate: followUp.followUpUpdate,
    followUpTakenBy: followUp.followUpTakenBy ?? '',
  };
}

export type FollowUpRequestBody = {
  bookingId: number;
  followUpDate: string;
  nextFollowUpDate: string | null;
  purpose: string;
  followUpUpdate: string;
  followUpTakenBy: string | null;
};

/**
 * The body of POST and PUT /bookingfollowups. An empty next date or taker is sent as null,
 * which clears it on an edit.
 */
export function followUpRequestOf(draft: FollowUpDraft): FollowUpRequestBody {
  return {
    bookingId: draft.bookingId,
    followUpDate: draft.followUpDate,
    nextFollowUpDate: filledText(draft.nextFollowUpDate),
    purpose: draft.purpose.trim(),
    followUpUpdate: draft.followUpUpdate.trim(),
    followUpTakenBy: filledText(draft.followUpTakenBy),
  };
}
