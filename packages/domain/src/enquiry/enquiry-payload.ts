/** The body of POST and PUT /enquiries, made from the enquiry form and read back into it. */
import type { CalendarDate } from '../calendar-date';
import { decimalFrom, filledText, idFrom } from '../input/read-input';
import type { EnquiryForm } from './enquiry-form';
import type { EnquirySource } from './enquiry-source';

/** What an enquiry holds of the form: numbers as numbers, what was left empty as null. */
export type EnquiryPayload = {
  name: string;
  mobileNumber: string;
  email: string | null;
  source: EnquirySource;
  channelPartnerId: number | null;
  sourceDetail: string | null;
  projectIds: number[];
  plotSizeMin: number | null;
  plotSizeMax: number | null;
  budgetMin: number | null;
  budgetMax: number | null;
  nextAction: string | null;
  nextActionDate: CalendarDate | null;
  notes: string | null;
};

/** The payload is made from a form that passed validateEnquiry; anything else is a programming error. */
export function enquiryPayload(form: EnquiryForm): EnquiryPayload {
  if (form.source === '') throw new RangeError('enquiryPayload needs a validated form: no source');
  return {
    name: form.name.trim(),
    mobileNumber: form.mobileNumber.trim(),
    email: filledText(form.email),
    source: form.source,
    channelPartnerId: idFrom(form.channelPartnerId),
    sourceDetail: filledText(form.sourceDetail),
    projectIds: [...new Set(form.projectIds)],
    plotSizeMin: decimalFrom(form.plotSizeMin),
    plotSizeMax: decimalFrom(form.plotSizeMax),
    budgetMin: decimalFrom(form.budgetMin),
    budgetMax: decimalFrom(form.budgetMax),
    nextAction: filledText(form.nextAction),
    nextActionDate: form.nextActionDate === '' ? null : form.nextActionDate,
    notes: filledText(form.notes),
  };
}

const textOf = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A stored enquiry in the form, to edit it: what it left empty is ''. */
export function enquiryFormFrom(enquiry: Readonly<EnquiryPayload>): EnquiryForm {
  return {
    name: enquiry.name,
    mobileNumber: enquiry.mobileNumber,
    email: textOf(enquiry.email),
    source: enquiry.source,
    channelPartnerId: textOf(enquiry.channelPartnerId),
    sourceDetail: textOf(enquiry.sourceDetail),
    projectIds: enquiry.projectIds,
    plotSizeMin: textOf(enquiry.plotSizeMin),
    plotSizeMax: textOf(enquiry.plotSizeMax),
    budgetMin: textOf(enquiry.budgetMin),
    budgetMax: textOf(enquiry.budgetMax),
    nextAction: textOf(enquiry.nextAction),
    nextActionDate: enquiry.nextActionDate ?? '',
    notes: textOf(enquiry.notes),
  };
}
