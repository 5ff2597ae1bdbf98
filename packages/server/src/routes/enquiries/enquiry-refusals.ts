/** The enquiry operations' conflicts (409), each with its code and the domain's words. */
import {
  ENQUIRY_MESSAGES,
  enquiryStageChangeRefusal,
  isStaleVersion,
  type EnquiryStage,
} from '@plotline/domain';
import { conflict } from '../../http/http-error';

/** A version sent must be the stored one, as a booking's must (the same rule). */
export function assertEnquiryVersion(readVersion: number | undefined, stored: number): void {
  if (isStaleVersion(readVersion, stored)) {
    throw conflict('stale_edit', ENQUIRY_MESSAGES.stale);
  }
}

export function duplicateMobile(existingEnquiryId: number) {
  return conflict('duplicate_mobile', ENQUIRY_MESSAGES.duplicateMobile, undefined, {
    existingEnquiryId,
  });
}

export function assertStageChange(from: EnquiryStage, to: EnquiryStage): void {
  const refusal = enquiryStageChangeRefusal(from, to);
  if (refusal !== null) throw conflict('invalid_stage_change', refusal);
}
