/**
 * The partner's name as the list shows it. docs/product/validation.md "Channel partner" names each
 * nature's required name differently (partner, firm, partnership firm, company, identity name):
 * that field is the partner's name.
 */
import type { ChannelPartnerForm } from './channel-partner-form';

export function channelPartnerName(form: ChannelPartnerForm): string {
  switch (form.natureId) {
    case 1:
      return form.name.trim();
    case 2:
      return form.proprietorshipFirmDetails.firmName.trim();
    case 3:
      return form.partnershipFirmDetails.firmName.trim();
    case 4:
      return form.registeredCompanyDetails.companyName.trim();
    case 5:
      return form.otherIdentityDetails.identityName.trim();
  }
}
