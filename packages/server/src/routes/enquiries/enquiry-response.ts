/** An enquiry as the API answers it (openapi.yaml Enquiry). */
import type { components } from '@plotline/api-client/schema';
import type { EnquiryRow } from './enquiry-queries';

export type EnquiryResponse = components['schemas']['Enquiry'];
type EnquiryProject = components['schemas']['EnquiryProject'];

export function enquiryResponse(row: EnquiryRow, projects: EnquiryProject[]): EnquiryResponse {
  return {
    id: row.id,
    name: row.name,
    mobileNumber: row.mobileNumber,
    email: row.email,
    source: row.source,
    channelPartnerId: row.channelPartnerId,
    channelPartnerName: row.channelPartnerName,
    sourceDetail: row.sourceDetail,
    projects,
    plotSizeMin: row.plotSizeMin,
    plotSizeMax: row.plotSizeMax,
    budgetMin: row.budgetMin,
    budgetMax: row.budgetMax,
    assignedTo:
      row.assignedTo === null ? null : { id: row.assignedTo, name: row.assignedToName ?? '' },
    stage: row.stage,
    lostReason: row.lostReason,
    nextAction: row.nextAction,
    nextActionDate: row.nextActionDate,
    notes: row.notes,
    lastActivityAt: row.lastActivityAt?.toISOString() ?? null,
    bookingId: row.bookingId,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
