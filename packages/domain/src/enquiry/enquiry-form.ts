/** The 'Add Enquiry' / 'Edit Enquiry' form (docs/enquiries.md "An enquiry"), as typed. */
import type { CalendarDate } from '../calendar-date';
import type { EnquirySource } from './enquiry-source';

/** Text as typed ('' when empty); projects of interest by id, in the order they were picked. */
export type EnquiryForm = {
  name: string;
  mobileNumber: string;
  email: string;
  source: EnquirySource | '';
  channelPartnerId: string;
  /** The portal's name, who referred the buyer, or what 'Other' means. */
  sourceDetail: string;
  projectIds: readonly number[];
  /** Square feet, as plots are sized unless they say otherwise. */
  plotSizeMin: string;
  plotSizeMax: string;
  /** Rupees. */
  budgetMin: string;
  budgetMax: string;
  nextAction: string;
  nextActionDate: CalendarDate | '';
  notes: string;
};

/** Most enquiries are people who walk in, so the source starts there, left for the user to change. */
export function newEnquiryForm(): EnquiryForm {
  return {
    name: '',
    mobileNumber: '',
    email: '',
    source: 'WalkIn',
    channelPartnerId: '',
    sourceDetail: '',
    projectIds: [],
    plotSizeMin: '',
    plotSizeMax: '',
    budgetMin: '',
    budgetMax: '',
    nextAction: '',
    nextActionDate: '',
    notes: '',
  };
}
