/**
 * 'Book a plot' on an enquiry (docs/enquiries.md "Conversion"): where it leads, and what the new
 * booking takes from the enquiry. Its owner is the enquirer, with their mobile and email; an
 * enquiry from a channel partner is sold through that partner, and its first project of interest
 * is where the plot is looked for. The rest is the booking form's own.
 */
import type { BookingForm } from '../booking/booking-form';
import { idFrom } from '../input/read-input';

/** The parameter of the Bookings page that asks for a booking from enquiry N. */
export const BOOK_ENQUIRY_PARAM = 'bookEnquiry';

export const bookEnquiryPath = (enquiryId: number) =>
  `/bookings?${BOOK_ENQUIRY_PARAM}=${enquiryId}`;

/** The enquiry '/bookings?bookEnquiry=12' asks to book; null when it asks for none. */
export const enquiryToBookIn = (search: { get: (name: string) => string | null }): number | null =>
  idFrom(search.get(BOOK_ENQUIRY_PARAM) ?? '');

/** What of an enquiry a booking from it starts with. */
export type EnquiryToBook = {
  id: number;
  name: string;
  mobileNumber: string;
  email: string | null;
  channelPartner: { id: number; name: string } | null;
  /** Its first project of interest, where the plot is looked for; null without one. */
  project: { id: number; name: string } | null;
};

export function bookingFormFromEnquiry(enquiry: EnquiryToBook): Partial<BookingForm> {
  return {
    plotOwnerName: enquiry.name,
    mobileNumberType: 'full',
    ownerMobileNumber: enquiry.mobileNumber,
    emailId: enquiry.email ?? '',
    ...(enquiry.channelPartner && {
      salesRoute: 'channel_partner',
      channelPartnerId: String(enquiry.channelPartner.id),
    }),
    ...(enquiry.project && { projectId: String(enquiry.project.id) }),
  };
}

/** The booking form's line above a booking from an enquiry. */
export const bookingFromEnquiryNotice = (name: string) =>
  `Booking from the enquiry of ${name}: saving it marks the enquiry Booked.`;
