/**
 * The channel partner form's body, checked with the form's validator, and the row it becomes:
 * its nature's details, and beside them the summaries the partner lists filter, sort and show,
 * kept in step with the details on every save.
 */
import {
  associateCount,
  channelPartnerName,
  filledText,
  isValid,
  REQUIRED_FIELDS_MESSAGE,
  validateChannelPartner,
} from '@plotline/domain';
import { badRequest } from '../../http/http-error';
import { natureDetailsOf, type ChannelPartnerRequest, type NatureDetails } from './partner-details';
import { channelPartnerForm } from './partner-form';

export type PartnerValues = {
  name: string;
  natureId: NatureDetails['natureId'];
  isActive: boolean;
  commissionRate: number;
  remarks: string | null;
  metadata: string | null;
  details: NatureDetails['details'];
  mobileNumber: string | null;
  emailId: string | null;
  companyName: string | null;
  associatesCount: number;
};

type Contact = Pick<PartnerValues, 'mobileNumber' | 'emailId' | 'companyName'>;

const filled = (text: string | null | undefined) => filledText(text ?? '');

/** Natures 3 and 4 are reached through their first partner or person; a company by its own email. */
function contactOf(nature: NatureDetails): Contact {
  switch (nature.natureId) {
    case 1:
      return {
        mobileNumber: filled(nature.details.mobileNumber),
        emailId: filled(nature.details.emailId),
        companyName: null,
      };
    case 2:
      return {
        mobileNumber: filled(nature.details.mobileNumber),
        emailId: filled(nature.details.emailId),
        companyName: filled(nature.details.firmName),
      };
    case 3: {
      const [first] = nature.details.partners;
      return {
        mobileNumber: filled(first?.mobileNumber),
        emailId: filled(first?.emailId),
        companyName: filled(nature.details.firmName),
      };
    }
    case 4: {
      const [first] = nature.details.authorizedPersons;
      return {
        mobileNumber: filled(first?.mobileNumber),
        emailId: filled(nature.details.companyEmail),
        companyName: filled(nature.details.companyName),
      };
    }
    case 5:
      return {
        mobileNumber: filled(nature.details.mobileNumber),
        emailId: filled(nature.details.emailId),
        companyName: filled(nature.details.identityName),
      };
  }
}

/**
 * Answers 400 with the form's messages when the request breaks a rule of
 * docs/product/validation.md.
 */
export function partnerInput(request: ChannelPartnerRequest): PartnerValues {
  const nature = natureDetailsOf(request);
  const form = channelPartnerForm(request, nature);
  const errors = validateChannelPartner(form);
  if (!isValid(errors)) throw badRequest(REQUIRED_FIELDS_MESSAGE, errors);
  return {
    // The nature's own name field (firm, company or identity name) is the partner's name.
    name: channelPartnerName(form),
    natureId: nature.natureId,
    isActive: form.isActive,
    commissionRate: form.commissionRate,
    remarks: request.remarks ?? null,
    metadata: request.metadata ?? null,
    details: nature.details,
    ...contactOf(nature),
    associatesCount: associateCount(form),
  };
}
