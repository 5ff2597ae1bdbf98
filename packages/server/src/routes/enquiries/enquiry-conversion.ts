/**
 * A booking saved from an enquiry (docs/enquiries.md "Conversion"): in the booking's transaction
 * the enquiry moves to Booked and names the booking, with the move in its history.
 */
import { ENQUIRY_MESSAGES, isOpenEnquiryStage, mayWrite } from '@plotline/domain';
import type { SignedInUser } from '../../auth/signed-in-user';
import type { Transaction } from '../../db/database';
import type { Authorship } from '../../http/authorship';
import { forbidden, HttpError, invalid } from '../../http/http-error';
import { lockEnquiry, recordStageChange, updateEnquiryRow } from './enquiry-queries';

/** Booking an enquiry changes it, so the caller must be one who may change enquiries. */
export function assertMayBookEnquiry(caller: SignedInUser): void {
  if (!mayWrite(caller, 'enquiry', 'change')) {
    throw forbidden('Booking from an enquiry needs the enquiries.edit permission');
  }
}

/** 400 naming `enquiryId` when there is no such enquiry, or it is closed (Booked or Lost). */
export async function bookFromEnquiry(
  tx: Transaction,
  { enquiryId, bookingId }: { enquiryId: number; bookingId: number },
  { userId, now }: Authorship,
): Promise<void> {
  // The enquiry is named in the body, not the path: its absence is bad input, not a 404.
  const enquiry = await lockEnquiry(tx, enquiryId).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) {
      throw invalid({ enquiryId: ENQUIRY_MESSAGES.enquiryToBookMissing });
    }
    throw error;
  });
  if (!isOpenEnquiryStage(enquiry.stage)) {
    throw invalid({ enquiryId: ENQUIRY_MESSAGES.closedNotBooked });
  }
  await updateEnquiryRow(tx, enquiryId, { stage: 'Booked', bookingId }, now);
  await recordStageChange(tx, {
    enquiryId,
    fromStage: enquiry.stage,
    toStage: 'Booked',
    changedBy: userId,
    changedAt: now,
  });
}
