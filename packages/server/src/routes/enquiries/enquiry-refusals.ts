/**
 * The enquiry operations' refusals: their conflicts (409), each with its code and the domain's
 * words, and giving enquiries to someone else without the permission (403).
 */
import {
  ENQUIRY_MESSAGES,
  enquiryStageChangeRefusal,
  isStaleVersion,
  mayWrite,
  type EnquiryStage,
} from '@plotline/domain';
import type { SignedInUser } from '../../auth/signed-in-user';
import { signedIn } from '../../http/handler';
import { conflict, forbidden } from '../../http/http-error';

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

/**
 * Whom an added or imported enquiry goes to: the caller when no sales person is named; naming
 * another needs enquiries.assign.
 */
export function enquiryAssignee(
  user: SignedInUser | null,
  assignedToId: number | null | undefined,
): number {
  const caller = signedIn(user);
  const assignedTo = assignedToId ?? caller.id;
  if (assignedTo !== caller.id && !mayWrite(caller, 'enquiry.assignee', 'change')) {
    throw forbidden('Giving an enquiry to someone else needs the enquiries.assign permission');
  }
  return assignedTo;
}
