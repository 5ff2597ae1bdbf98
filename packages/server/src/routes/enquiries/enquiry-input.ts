/** A posted enquiry judged by the enquiry form's rules, and the values to store from it. */
import type { components } from '@plotline/api-client/schema';
import {
  enquiryFormFrom,
  enquiryPayload,
  validateEnquiry,
  type EnquiryPayload,
} from '@plotline/domain';
import { assertValid } from '../../http/http-error';

type EnquiryBody =
  components['schemas']['EnquiryCreateRequest'] | components['schemas']['EnquiryUpdateRequest'];

/** The enquiry's own columns, and the projects of interest stored beside it. */
export type EnquiryValues = Omit<EnquiryPayload, 'projectIds'>;

/**
 * 400 with the form's messages when the body breaks a rule. The body is read back into the form
 * and out again, so the server stores exactly what the form would send for the same input.
 */
export function enquiryInput(body: EnquiryBody): { values: EnquiryValues; projectIds: number[] } {
  const form = enquiryFormFrom({
    name: body.name,
    mobileNumber: body.mobileNumber,
    email: body.email ?? null,
    source: body.source,
    channelPartnerId: body.channelPartnerId ?? null,
    sourceDetail: body.sourceDetail ?? null,
    projectIds: body.projectIds ?? [],
    plotSizeMin: body.plotSizeMin ?? null,
    plotSizeMax: body.plotSizeMax ?? null,
    budgetMin: body.budgetMin ?? null,
    budgetMax: body.budgetMax ?? null,
    nextAction: body.nextAction ?? null,
    nextActionDate: body.nextActionDate ?? null,
    notes: body.notes ?? null,
  });
  assertValid(validateEnquiry(form));
  const { projectIds, ...values } = enquiryPayload(form);
  return { values, projectIds };
}
