/** A booking as the API answers it: its row with the names of its project, plot and partner. */
import type { components } from '@plotline/api-client/schema';
import type { bookings } from '../../db/schema';

export type BookingResponse = components['schemas']['Booking'];

/** A booking as stored, less the words its search is indexed by, with its names joined in. */
export type BookingRow = Omit<typeof bookings.$inferSelect, 'searchWords'> & {
  projectName: string;
  plotNumber: string;
  channelPartnerName: string | null;
  enquiryId: number | null;
};

export function bookingResponse(row: BookingRow): BookingResponse {
  return {
    id: row.id,
    bookingNumber: row.bookingNumber,
    projectId: row.projectId,
    projectName: row.projectName,
    plotId: row.plotId,
    plotNumber: row.plotNumber,
    salesRoute: row.salesRoute,
    channelPartnerId: row.channelPartnerId,
    channelPartnerName: row.channelPartnerName,
    enquiryId: row.enquiryId,
    salesPersonName: row.salesPersonName,
    salesPersonEmail: row.salesPersonEmail,
    salesPersonDesignation: row.salesPersonDesignation,
    plotSaleRate: row.plotSaleRate,
    tokenAmount: row.tokenAmount,
    tokenDate: row.tokenDate,
    bookingDate: row.bookingDate,
    bookingAmount: row.bookingAmount,
    bookingStatus: row.bookingStatus,
    registryDuration: row.registryDuration,
    registryDate: row.registryDate,
    registrationNumber: row.registrationNumber,
    plotOwnerName: row.plotOwnerName,
    plotOwnerPhone: row.plotOwnerPhone,
    plotOwnerEmail: row.plotOwnerEmail,
    ownerMobileNumber: row.ownerMobileNumber,
    ownerMobileLastFiveDigits: row.ownerMobileLastFiveDigits,
    emailId: row.emailId,
    gender: row.gender,
    profession: row.profession,
    guardianName: row.guardianName,
    alternateNumber: row.alternateNumber,
    addressOfPlotOwner: row.addressOfPlotOwner,
    businessAddress: row.businessAddress,
    additionalRemarks: row.additionalRemarks,
    notes: row.notes,
    metadata: row.metadata,
    version: row.version,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
