/** A stored channel partner as the API answers it: its nature's details set, the other four null. */
import type { components } from '@plotline/api-client/schema';
import { CHANNEL_PARTNER_NATURES, type NatureId } from '@plotline/domain';
import type { channelPartners } from '../../db/schema';
import { storedNatureDetails } from './partner-details';

export type ChannelPartnerResponse = components['schemas']['ChannelPartner'];
export type ChannelPartnerRow = typeof channelPartners.$inferSelect;

/** The nature with its name; the column's CHECK holds it to the five natures' ids. */
export function natureOf(natureId: NatureId) {
  const nature = CHANNEL_PARTNER_NATURES.find((candidate) => candidate.id === natureId);
  if (!nature) throw new Error(`Channel partner nature ${natureId} is none of the five`);
  return { natureId, natureName: nature.label };
}

export function channelPartnerResponse(row: ChannelPartnerRow): ChannelPartnerResponse {
  const { natureId, natureName } = natureOf(row.natureId);
  const nature = storedNatureDetails(natureId, row.details);
  return {
    id: row.id,
    name: row.name,
    natureId,
    natureName,
    isActive: row.isActive,
    commissionRate: row.commissionRate,
    remarks: row.remarks,
    metadata: row.metadata,
    associatesCount: row.associatesCount,
    mobileNumber: row.mobileNumber,
    emailId: row.emailId,
    companyName: row.companyName,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    individualPersonDetails: nature.natureId === 1 ? nature.details : null,
    proprietorshipFirmDetails: nature.natureId === 2 ? nature.details : null,
    partnershipFirmDetails: nature.natureId === 3 ? nature.details : null,
    registeredCompanyDetails: nature.natureId === 4 ? nature.details : null,
    otherIdentityDetails: nature.natureId === 5 ? nature.details : null,
  };
}
