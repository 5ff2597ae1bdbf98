/** The choices of the enquiries' Selects that more than one form or filter offers. */
import {
  ENQUIRY_SOURCES,
  LOST_REASONS,
  enquirySourceLabel,
  lostReasonLabel,
} from '@plotline/domain';

export const SOURCE_ITEMS = ENQUIRY_SOURCES.map((id) => ({ id, label: enquirySourceLabel(id) }));
export const LOST_REASON_ITEMS = LOST_REASONS.map((id) => ({ id, label: lostReasonLabel(id) }));
