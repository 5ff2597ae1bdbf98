/** Sample projects, plots, partners and bookings for the booking modal's stories and tests. */
import type { BookingForm, EnquiryToBook } from '@plotline/domain';
import { ALL_PLOTS, PROJECTS } from '../../PlotsScreen/plots.fixtures';
import type { ChannelPartnerChoice, SalesPersonChoice } from '../bookings-screen-types';
import type { EditedBooking } from './booking-form-types';

export { PROJECTS };

export const TODAY = '2025-06-16';

/** The plots of a project as the host loads them: every status, the form keeps the free ones. */
export function plotsOfProject(projectId: number | null) {
  return ALL_PLOTS.filter((plot) => plot.projectId === projectId);
}

export const CHANNEL_PARTNERS: ChannelPartnerChoice[] = [
  { id: 11, name: 'Sharma Realty' },
  { id: 12, name: 'Verma & Sons Properties' },
  { id: 13, name: 'Patel Estates' },
];

/** The staff a direct sale may name, the signed-in user (Asha Rao) first. */
export const SALES_PEOPLE: SalesPersonChoice[] = [
  { id: 7, name: 'Asha Rao', email: 'asha.rao@example.com', designation: 'Sales Executive' },
  { id: 3, name: 'Anita Desai', email: 'anita.desai@example.com', designation: 'Sales Manager' },
  { id: 9, name: 'Vikram Singh', email: 'vikram.singh@example.com', designation: null },
];

/**
 * An enquiry sold through Patel Estates, interested in Green Valley first: 'Book a plot' on it
 * starts a booking with its owner, mobile, email, partner and project (bookingFormFromEnquiry).
 */
export const ENQUIRY_TO_BOOK: EnquiryToBook = {
  id: 12,
  name: 'Sunita Iyer',
  mobileNumber: '9876500012',
  email: 'sunita.iyer@example.com',
  channelPartner: CHANNEL_PARTNERS[2]!,
  project: PROJECTS[0]!,
};

/** A Green Valley plot sold through Patel Estates, every section filled in. */
export const FILLED: Partial<BookingForm> = {
  projectId: '1',
  plotId: '101',
  salesRoute: 'channel_partner',
  channelPartnerId: '13',
  plotSaleRate: '12500',
  tokenAmount: '100000',
  bookingAmount: '1250000',
  plotOwnerName: 'Ramesh Kumar',
  ownerMobileNumber: '9876543210',
  emailId: 'ramesh.kumar@example.com',
  gender: 'Male',
  profession: 'Civil Engineer',
  guardianName: 'Suresh Kumar',
  alternateNumber: '9123456780',
  addressOfPlotOwner: '14, Civil Lines, Jaipur, Rajasthan 302006',
  businessAddress: 'Kumar Constructions, Tonk Road, Jaipur',
  additionalRemarks: 'Wants the registry before Diwali.',
  notes: 'Token paid by cheque no. 004512.',
};

/** The same buyer, sold directly by the office's own sales person. */
export const DIRECT_SALE: Partial<BookingForm> = {
  ...FILLED,
  salesRoute: 'direct_sale',
  channelPartnerId: '',
  salesPersonName: 'Anita Desai',
  salesPersonEmail: 'anita.desai@example.com',
  salesPersonDesignation: 'Sales Manager',
};

/** Only the last five digits of the owner's mobile are known. */
export const LAST_FIVE_ONLY: Partial<BookingForm> = {
  ...FILLED,
  mobileNumberType: 'lastFive',
  ownerMobileNumber: '',
  ownerMobileLastFiveDigits: '43210',
};

/** Booked after the registry was done: the actual registry date and its number. */
export const REGISTRY_DONE: Partial<BookingForm> = {
  ...FILLED,
  bookingStatus: 'RegistryDone',
  registryDate: TODAY,
  registrationNumber: 'RJ-JPR-2025-004512',
};

/** A confirmed booking of A-3 (which it holds, so the plot is Booked), read at version 3. */
export const EDITED_BOOKING: EditedBooking = {
  id: 42,
  version: 3,
  projectId: 1,
  projectName: 'Green Valley',
  plotId: 103,
  plotNumber: 'A-3',
  salesRoute: 'direct_sale',
  channelPartnerId: null,
  channelPartnerName: null,
  salesPersonName: 'Anita Desai',
  salesPersonEmail: 'anita.desai@example.com',
  salesPersonDesignation: 'Sales Manager',
  plotSaleRate: 11800,
  tokenAmount: 50000,
  tokenDate: '2025-05-02',
  bookingDate: '2025-05-10',
  bookingAmount: 900000,
  bookingStatus: 'Booking',
  registryDuration: 45,
  registryDate: '2025-06-24',
  registrationNumber: null,
  plotOwnerName: 'Priya Sharma',
  plotOwnerPhone: null,
  plotOwnerEmail: null,
  ownerMobileNumber: null,
  ownerMobileLastFiveDigits: '43210',
  emailId: 'priya.sharma@example.com',
  gender: 'Female',
  profession: 'Doctor',
  guardianName: 'Rajesh Sharma',
  alternateNumber: null,
  addressOfPlotOwner: '7, Malviya Nagar, Jaipur',
  businessAddress: null,
  additionalRemarks: null,
  notes: null,
  createdBy: 1,
};

/** A Green Valley booking whose registry is done, a final status: rate, token and duration are null. */
export const REGISTERED_BOOKING: EditedBooking = {
  ...EDITED_BOOKING,
  id: 43,
  plotSaleRate: null,
  tokenAmount: null,
  tokenDate: null,
  bookingStatus: 'RegistryDone',
  registryDuration: null,
  registryDate: '2025-06-12',
  registrationNumber: 'RJ-JPR-2025-003981',
};
