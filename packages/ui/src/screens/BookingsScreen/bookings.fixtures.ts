/** Sample bookings, choices and history for the Bookings screen's stories and tests. */
import {
  addDays,
  BOOKING_STATUSES,
  DEFAULT_PAGE_SIZE,
  type BookingStatus,
  type EnquiryToBook,
} from '@plotline/domain';
import { followUpsOf } from '../FollowUpsScreen/follow-up-fixtures';
import type { FollowUpRow } from '../FollowUpsScreen/follow-ups-screen-types';
import { GREEN_VALLEY_PLOTS, PROJECTS, SUNRISE_PLOTS } from '../PlotsScreen/plots.fixtures';
import {
  NO_BOOKING_FILTERS,
  type BookingHistoryEntry,
  type BookingListQuery,
  type BookingRecord,
  type ChannelPartnerChoice,
} from './bookings-screen-types';

/** The Plots screen's sample projects and plots: the bookings are of these plots. */
export { GREEN_VALLEY_PLOTS, PROJECTS };

/** The day the stories take as today: the status dialog's registry date starts on it. */
export const TODAY = '2026-03-14';

/** The plain list: its first page, no filters, the default page size, newest first. */
export const PLAIN_QUERY: BookingListQuery = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  filters: NO_BOOKING_FILTERS,
  sort: { sortBy: 'BookingDate', sortOrder: 'desc' },
};

export const CHANNEL_PARTNERS: ChannelPartnerChoice[] = [
  { id: 1, name: 'Ravi Estates' },
  { id: 2, name: 'Meera Kapoor' },
];

/**
 * Enquiry 12, sold through Meera Kapoor and interested in Green Valley first: what 'Book a plot'
 * on it starts a booking with (docs/enquiries.md "Conversion").
 */
export const ENQUIRY_TO_BOOK: EnquiryToBook = {
  id: 12,
  name: 'Sunita Iyer',
  mobileNumber: '9876500012',
  email: 'sunita.iyer@example.com',
  channelPartner: CHANNEL_PARTNERS[1]!,
  project: PROJECTS[0]!,
};

const OWNERS = [
  'Anil Sharma',
  'Priya Nair',
  'Suresh Patel',
  'Kavita Rao',
  'Deepak Verma',
  'Neha Gupta',
  'Rahul Mehta',
];

/** Token, Booking, Registry Done and Cancelled by turns, so every status shows on page 1. */
const STATUS_CYCLE: BookingStatus[] = ['Token', 'Booking', 'RegistryDone', 'Token', 'Cancelled'];

function booking(index: number): BookingRecord {
  const viaPartner = index % 3 !== 2;
  const partner = CHANNEL_PARTNERS[index % CHANNEL_PARTNERS.length]!;
  // Every fourth booking is in Sunrise Enclave, the others in Green Valley.
  const plot = index % 4 === 3 ? SUNRISE_PLOTS[(index - 3) / 4]! : GREEN_VALLEY_PLOTS[index]!;
  const status = STATUS_CYCLE[index % STATUS_CYCLE.length]!;
  const bookingDate = addDays('2026-03-10', -4 * index);
  const registered = status === 'RegistryDone';
  return {
    id: index + 1,
    bookingNumber: `BK-${String(24 - index).padStart(4, '0')}`,
    projectId: plot.projectId,
    projectName: plot.projectName,
    plotId: plot.id,
    plotNumber: plot.plotNumber,
    salesRoute: viaPartner ? 'channel_partner' : 'direct_sale',
    channelPartnerId: viaPartner ? partner.id : null,
    channelPartnerName: viaPartner ? partner.name : null,
    salesPersonName: viaPartner ? null : 'Vikram Singh',
    salesPersonEmail: viaPartner ? null : 'vikram@plotline.example',
    salesPersonDesignation: viaPartner ? null : 'Sales Manager',
    plotSaleRate: registered ? null : 4500 + 250 * (index % 4),
    tokenAmount: registered ? null : 51000,
    tokenDate: registered ? null : bookingDate,
    bookingDate,
    bookingAmount: 250000 + 50000 * (index % 3),
    bookingStatus: status,
    registryDate: addDays(bookingDate, 30),
    registrationNumber: registered ? `REG/2026/${1000 + index}` : null,
    plotOwnerName: OWNERS[index % OWNERS.length]!,
    ownerMobileNumber: index % 4 === 1 ? null : `98765${String(43210 + index).slice(-5)}`,
    ownerMobileLastFiveDigits: index % 4 === 1 ? '43210' : null,
    emailId: index % 2 === 0 ? `owner${index + 1}@example.com` : null,
    plotOwnerPhone: null,
    plotOwnerEmail: null,
    gender: index % 2 === 0 ? 'Male' : 'Female',
    profession: 'Business',
    guardianName: null,
    alternateNumber: null,
    addressOfPlotOwner: null,
    businessAddress: null,
    additionalRemarks: null,
    notes: null,
    registryDuration: registered ? null : 30,
    createdBy: 1,
    version: 1 + (index % 3),
  };
}

export const BOOKINGS: BookingRecord[] = Array.from({ length: 24 }, (_, index) => booking(index));

/** The first booking of each status, for the status workflow's stories. */
export const BOOKING_IN = Object.fromEntries(
  BOOKING_STATUSES.flatMap((status) => {
    const found = BOOKINGS.find((row) => row.bookingStatus === status);
    return found ? [[status, found]] : [];
  }),
) as Record<Exclude<BookingStatus, 'Pending'>, BookingRecord>;

/** BK-0022, registered: created as Token, confirmed, then registered. */
export const REGISTERED_HISTORY: BookingHistoryEntry[] = [
  {
    id: 1,
    fromStatus: null,
    toStatus: 'Token',
    remark: null,
    cancellationReason: null,
    actualRegistryDate: null,
    registrationNumber: null,
    changedBy: { displayName: 'Asha Rao' },
    changedAt: '2026-03-02T05:30:00.000Z',
  },
  {
    id: 2,
    fromStatus: 'Token',
    toStatus: 'Booking',
    remark: 'Booking amount received by cheque',
    cancellationReason: null,
    actualRegistryDate: null,
    registrationNumber: null,
    changedBy: { displayName: 'Asha Rao' },
    changedAt: '2026-03-05T09:15:00.000Z',
  },
  {
    id: 3,
    fromStatus: 'Booking',
    toStatus: 'RegistryDone',
    remark: 'Sale deed registered at the sub-registrar office',
    cancellationReason: null,
    actualRegistryDate: '2026-03-12',
    registrationNumber: 'REG/2026/1002',
    changedBy: null,
    changedAt: '2026-03-12T11:45:00.000Z',
  },
];

/**
 * The calls logged on a booking, newest first, as GET /bookingfollowups/booking/{id} lists them:
 * the Follow-ups screen's sample calls of its first booking, told of this one.
 */
export function followUpsOfBooking(booking: BookingRecord): FollowUpRow[] {
  return followUpsOf(1).map((followUp) => ({
    ...followUp,
    bookingId: booking.id,
    bookingNumber: booking.bookingNumber ?? '',
    projectName: booking.projectName,
    plotNumber: booking.plotNumber,
    plotOwnerName: booking.plotOwnerName,
  }));
}
