/** Moving an enquiry to another stage by hand (PATCH /enquiries/{id}/stage, the board's moves). */
import type { FieldErrors } from '../field-errors';
import { ENQUIRY_MESSAGES, ENQUIRY_RULE_MESSAGES } from './enquiry-messages';
import { canChangeEnquiryStage, type EnquiryStage } from './enquiry-stage';
import { isLostReason } from './lost-reason';

export type EnquiryStageChange = {
  stage: EnquiryStage;
  /** Required to move to Lost, refused otherwise. */
  lostReason?: string | null;
};

/** 400: a move to Lost says why, and no other move gives a reason. */
export function validateEnquiryStageChange(change: EnquiryStageChange): FieldErrors {
  const hasReason = change.lostReason !== null && change.lostReason !== undefined;
  if (change.stage === 'Lost' && !isLostReason(change.lostReason)) {
    return { lostReason: ENQUIRY_RULE_MESSAGES.lostReasonRequired };
  }
  if (change.stage !== 'Lost' && hasReason) {
    return { lostReason: ENQUIRY_RULE_MESSAGES.lostReasonNotLost };
  }
  return {};
}

/** 409's words when the move is not one the stages allow; null when it is. */
export function enquiryStageChangeRefusal(from: EnquiryStage, to: EnquiryStage): string | null {
  if (to === 'Booked') return ENQUIRY_MESSAGES.bookedOnlyByBooking;
  return canChangeEnquiryStage(from, to) ? null : ENQUIRY_MESSAGES.stageNotAllowed(from, to);
}
