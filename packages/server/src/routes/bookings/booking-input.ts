/**
 * A posted booking judged as the booking form judges it: the body is read back into the form
 * with the domain's bookingFormFromPayload, checked with validateBooking, and turned into the
 * stored values with bookingPayload, so the server keeps exactly what the form would send
 * (trimmed text, and null for what does not apply to the route or status).
 */
import type { components } from '@plotline/api-client/schema';
import {
  ENQUIRY_MESSAGES,
  bookingFormFromPayload,
  bookingPayload,
  DEFAULT_CREATED_BY,
  filledText,
  PAYMENT_MESSAGES,
  validateBooking,
  validateTokenPayment,
  withTokenPayment,
  type BookingPayload,
  type CalendarDate,
} from '@plotline/domain';
import { assertValid, invalid } from '../../http/http-error';
import type { TokenReceipt } from './token-receipt';

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

/**
 * The token a new booking's body asks to record as received, or null when it asks none. 400
 * for a booking with no token (Registry Done) and for a payment breaking a rule of its own, in
 * the form's field names; the amounts against the sale value wait for the plot (token-receipt.ts).
 */
export function tokenReceiptInput(
  body: BookingRequest,
  values: BookingValues,
  today: CalendarDate,
): TokenReceipt | null {
  const sent = body.tokenPayment;
  if (!sent) return null;
  const { tokenAmount, tokenDate } = values;
  if (tokenAmount === null || tokenDate === null) {
    throw invalid({ tokenPayment: PAYMENT_MESSAGES.noTokenToRecord });
  }
  const reference = sent.reference ?? null;
  const form = withTokenPayment(bookingFormFromPayload(payloadOf(body)), { ...sent, reference });
  assertValid(validateTokenPayment(form, { today, plot: null }));
  return {
    form,
    payment: {
      date: tokenDate,
      amount: tokenAmount,
      mode: sent.mode,
      reference: filledText(reference ?? ''),
      remarks: null,
    },
  };
}

/** An edit records no payment: the booking's Payments section records those. */
export function assertNoTokenPayment(body: BookingRequest): void {
  if (body.tokenPayment) throw invalid({ tokenPayment: PAYMENT_MESSAGES.tokenPaymentOnCreateOnly });
}

/** A booking is saved from an enquiry when it is made, never linked to one by an edit. */
export function assertNoEnquiry(body: BookingRequest): void {
  if (body.enquiryId != null) throw invalid({ enquiryId: ENQUIRY_MESSAGES.bookedOnCreateOnly });
}
