/**
 * A posted booking judged as the booking form judges it: the body is read back into the form
 * with the domain's bookingFormFromPayload, checked with validateBooking, and turned into the
 * stored values with bookingPayload, so the server keeps exactly what the form would send
 * (trimmed text, and null for what does not apply to the route or status).
 */
import type { components } from '@plotline/api-client/schema';
import {
  bookingFormFromPayload,
  bookingPayload,
  DEFAULT_CREATED_BY,
  validateBooking,
  type BookingPayload,
} from '@plotline/domain';
import { assertValid } from '../../http/http-error';

type BookingRequest = components['schemas']['BookingRequest'];

/** The body with every optional field the form may leave out as null, as bookingPayload sends it. */
function payloadOf(body: BookingRequest): BookingPayload {
  return {
    projectId: body.projectId,
    plotId: body.plotId,
    salesRoute: body.salesRoute,
    channelPartnerId: body.channelPartnerId ?? null,
    salesPersonName: body.salesPersonName ?? null,
    salesPersonEmail: body.salesPersonEmail ?? null,
    salesPersonDesignation: body.salesPersonDesignation ?? null,
    plotSaleRate: body.plotSaleRate ?? null,
    tokenAmount: body.tokenAmount ?? null,
    tokenDate: body.tokenDate ?? null,
    bookingDate: body.bookingDate,
    bookingAmount: body.bookingAmount ?? null,
    bookingStatus: body.bookingStatus,
    registryDuration: body.registryDuration ?? null,
    registryDate: body.registryDate,
    registrationNumber: body.registrationNumber ?? null,
    plotOwnerName: body.plotOwnerName,
    plotOwnerPhone: body.plotOwnerPhone ?? null,
    plotOwnerEmail: body.plotOwnerEmail ?? null,
    ownerMobileNumber: body.ownerMobileNumber ?? null,
    ownerMobileLastFiveDigits: body.ownerMobileLastFiveDigits ?? null,
    emailId: body.emailId ?? null,
    gender: body.gender,
    profession: body.profession,
    guardianName: body.guardianName ?? null,
    alternateNumber: body.alternateNumber ?? null,
    addressOfPlotOwner: body.addressOfPlotOwner ?? null,
    businessAddress: body.businessAddress ?? null,
    additionalRemarks: body.additionalRemarks ?? null,
    notes: body.notes ?? null,
    createdBy: DEFAULT_CREATED_BY,
  };
}

export type BookingValues = Omit<BookingPayload, 'createdBy'>;

/** The author is the signed-in user, whatever the form sent. */
function withoutAuthor({ createdBy: _sent, ...values }: BookingPayload): BookingValues {
  return values;
}

/** The booking's values to store; 400 with the form's messages when the body breaks a rule. */
export function bookingInput(body: BookingRequest): BookingValues {
  const form = bookingFormFromPayload(payloadOf(body));
  assertValid(validateBooking(form));
  return withoutAuthor(bookingPayload(form));
}
