/**
 * Example bookings, follow-ups and booking status changes, as the provider states named in
 * cases/bookings.ts, cases/follow-ups.ts and cases/sales-extensions.ts create them. Request
 * bodies are typed with the client's own types, so an example the app could not send fails
 * to compile.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { BOOKING_STATUSES, GENDERS, SALES_ROUTES } from '@plotline/domain';
import type { BookingRequest, FollowUpRequest } from '../../../src';
import { timestamp } from './users';

const { like, integer, number, regex, date } = MatchersV3;

/** A calendar date, 'YYYY-MM-DD'. */
export const day = (example: string) => date('yyyy-MM-dd', example);

/** One word of a closed list (a status, a route, a gender); the example is what the state made. */
export const oneOf = (words: readonly string[], example: string) =>
  regex(`^(${words.join('|')})$`, example);

/**
 * Amounts in rupees. `number`, not `decimal`: Pact's decimal needs a fraction, and a whole
 * amount such as 500000 arrives as a JSON integer.
 */
export const rupees = (example: number) => number(example);

// ------------------------------------------------------------------------------- bookings

/**
 * Booking 1 as the booking form sends it: a Token booking of plot 1 of project 1
 * (Green Valley) through channel partner 1, the owner's full mobile known. Fields the form
 * leaves empty go as null, as bookingPayload does.
 */
export const bookingOneForm = {
  projectId: 1,
  plotId: 1,
  salesRoute: 'channel_partner',
  channelPartnerId: 1,
  salesPersonName: null,
  salesPersonEmail: null,
  salesPersonDesignation: null,
  plotSaleRate: 12000,
  tokenAmount: 51000,
  tokenDate: '2026-11-02',
  bookingDate: '2026-11-02',
  bookingAmount: 500000,
  bookingStatus: 'Token',
  registryDuration: 30,
  registryDate: '2026-12-02',
  registrationNumber: null,
  plotOwnerName: 'Anil Mehta',
  plotOwnerPhone: null,
  plotOwnerEmail: null,
  ownerMobileNumber: '9811122233',
  ownerMobileLastFiveDigits: null,
  emailId: 'anil.mehta@example.in',
  gender: 'Male',
  profession: 'Civil engineer',
  guardianName: 'Suresh Mehta',
  alternateNumber: '9811100000',
  addressOfPlotOwner: '12 MG Road, Jaipur',
  businessAddress: '4 Civil Lines, Jaipur',
  additionalRemarks: 'Prefers a park-facing plot',
  notes: 'Token paid by cheque',
  createdBy: 1,
} satisfies BookingRequest;

/** A new Token booking of the Available plot 3, through channel partner 1. */
export const newTokenBookingForm = {
  ...bookingOneForm,
  plotId: 3,
  tokenDate: '2026-11-20',
  bookingDate: '2026-11-20',
  registryDate: '2026-12-20',
  plotOwnerName: 'Pooja Rathore',
  ownerMobileNumber: '9829033445',
  emailId: 'pooja.rathore@example.in',
  gender: 'Female',
  profession: 'Doctor',
  guardianName: 'Vikram Rathore',
  alternateNumber: '9829033446',
  addressOfPlotOwner: '7 Ajmer Road, Jaipur',
  businessAddress: 'City Hospital, Jaipur',
  additionalRemarks: 'Wants the registry before March',
  notes: 'Token paid by bank transfer',
} satisfies BookingRequest;

/**
 * The same booking with its token taken as received, by bank transfer, recorded as its first
 * payment (docs/payments.md "The token as received").
 */
export const newTokenBookingWithTokenPayment = {
  ...newTokenBookingForm,
  tokenPayment: { mode: 'BankTransfer', reference: 'UTR-HDFC-20261120-0042' },
} satisfies BookingRequest;

/**
 * A direct sale of plot 3 recorded after its registry was done: the form sends sale rate,
 * token and duration as null ('Not Applicable'), a registration number, and only the last five
 * digits of the owner's mobile.
 */
export const registryDoneDirectSaleForm = {
  ...newTokenBookingForm,
  salesRoute: 'direct_sale',
  channelPartnerId: null,
  salesPersonName: 'Neha Verma',
  salesPersonEmail: 'neha.verma@plotline.local',
  salesPersonDesignation: 'Sales Manager',
  plotSaleRate: null,
  tokenAmount: null,
  tokenDate: null,
  bookingDate: '2026-10-15',
  bookingAmount: 1450000,
  bookingStatus: 'RegistryDone',
  registryDuration: null,
  registryDate: '2026-11-18',
  registrationNumber: 'RJ-JPR-2026-0412',
  ownerMobileNumber: null,
  ownerMobileLastFiveDigits: '33445',
} satisfies BookingRequest;

const booking = {
  bookingNumber: like('BK-0001'),
  projectId: integer(1),
  projectName: like('Green Valley'),
  bookingStatus: oneOf(BOOKING_STATUSES, 'Token'),
  plotOwnerName: like('Anil Mehta'),
  gender: oneOf(GENDERS, 'Male'),
  profession: like('Civil engineer'),
  // Neither the form nor any state sets metadata.
  metadata: null,
  createdBy: integer(1),
};

/** The owner details every example booking has in full (the form sends them filled in). */
const ownerDetails = {
  emailId: like('anil.mehta@example.in'),
  guardianName: like('Suresh Mehta'),
  alternateNumber: like('9811100000'),
  addressOfPlotOwner: like('12 MG Road, Jaipur'),
  businessAddress: like('4 Civil Lines, Jaipur'),
  additionalRemarks: like('Prefers a park-facing plot'),
  notes: like('Token paid by cheque'),
  // The modal does not show these two, so no example booking has them.
  plotOwnerPhone: null,
  plotOwnerEmail: null,
};

/** What a channel-partner sale carries and a direct sale does not. */
const throughChannelPartner = {
  salesRoute: oneOf(SALES_ROUTES, 'channel_partner'),
  channelPartnerId: integer(1),
  channelPartnerName: like('Ravi Kumar'),
  salesPersonName: null,
  salesPersonEmail: null,
  salesPersonDesignation: null,
};

const soldDirectly = {
  salesRoute: oneOf(SALES_ROUTES, 'direct_sale'),
  channelPartnerId: null,
  channelPartnerName: null,
  salesPersonName: like('Neha Verma'),
  salesPersonEmail: like('neha.verma@plotline.local'),
  salesPersonDesignation: like('Sales Manager'),
};

/** The money and dates of a booking before its registry, with the owner's full mobile. */
const beforeRegistry = (bookingDate: string, registryDate: string) => ({
  plotSaleRate: rupees(12000),
  tokenAmount: rupees(51000),
  tokenDate: day(bookingDate),
  bookingDate: day(bookingDate),
  bookingAmount: rupees(500000),
  registryDuration: integer(30),
  registryDate: day(registryDate),
  registrationNumber: null,
  ownerMobileNumber: regex('^[0-9]{10}$', '9811122233'),
  ownerMobileLastFiveDigits: null,
});

/** Booking 1: Token, plot 1 of project 1, through channel partner 1, version 1. */
export const tokenBooking = {
  ...booking,
  ...ownerDetails,
  ...throughChannelPartner,
  ...beforeRegistry('2026-11-02', '2026-12-02'),
  id: integer(1),
  plotId: integer(1),
  plotNumber: like('A-101'),
  version: integer(1),
  createdAt: timestamp('2026-11-02T10:30:00.000Z'),
  updatedAt: timestamp('2026-11-02T10:30:00.000Z'),
};

/** Booking 2: a direct sale in status Booking, plot 2 of project 1, version 2. */
export const confirmedDirectSale = {
  ...booking,
  ...ownerDetails,
  ...soldDirectly,
  ...beforeRegistry('2026-10-01', '2026-10-31'),
  id: integer(2),
  bookingNumber: like('BK-0002'),
  plotId: integer(2),
  plotOwnerName: like('Kiran Joshi'),
  plotNumber: like('A-102'),
  bookingStatus: oneOf(BOOKING_STATUSES, 'Booking'),
  version: integer(2),
  createdAt: timestamp('2026-10-01T11:00:00.000Z'),
  updatedAt: timestamp('2026-10-05T16:20:00.000Z'),
};

/** The booking createBooking makes from newTokenBookingForm. */
export const createdTokenBooking = {
  ...tokenBooking,
  ...beforeRegistry('2026-11-20', '2026-12-20'),
  id: integer(3),
  bookingNumber: like('BK-0003'),
  plotId: integer(3),
  plotNumber: like('A-103'),
  plotOwnerName: like('Pooja Rathore'),
  emailId: like('pooja.rathore@example.in'),
  gender: oneOf(GENDERS, 'Female'),
  profession: like('Doctor'),
  createdAt: timestamp('2026-11-20T09:45:00.000Z'),
  updatedAt: timestamp('2026-11-20T09:45:00.000Z'),
};

/** The booking createBooking makes from registryDoneDirectSaleForm. */
export const createdRegistryDoneDirectSale = {
  ...createdTokenBooking,
  ...soldDirectly,
  plotSaleRate: null,
  tokenAmount: null,
  tokenDate: null,
  bookingDate: day('2026-10-15'),
  bookingAmount: rupees(1450000),
  bookingStatus: oneOf(BOOKING_STATUSES, 'RegistryDone'),
  registryDuration: null,
  registryDate: day('2026-11-18'),
  registrationNumber: like('RJ-JPR-2026-0412'),
  ownerMobileNumber: null,
  ownerMobileLastFiveDigits: regex('^[0-9]{5}$', '33445'),
};

/** The one page of a filtered list that holds all `count` matching rows, as list screens read it. */
export const pageOf = (row: unknown, count = 1) => ({
  data: MatchersV3.eachLike(row, count),
  totalCount: integer(count),
  totalCountEstimated: MatchersV3.boolean(false),
  totalPages: integer(1),
  hasNextPage: MatchersV3.boolean(false),
  hasPreviousPage: MatchersV3.boolean(false),
});

/** A page on which nothing matched: the screens show their empty state. */
export const emptyPage = {
  data: [],
  totalCount: 0,
  totalCountEstimated: false,
  totalPages: 0,
  hasNextPage: false,
  hasPreviousPage: false,
};

// ------------------------------------------------------------------------- status history

const admin = {
  id: integer(1),
  username: like('admin'),
  displayName: like('Plotline Admin'),
};

/** Booking 2's history: created in Token, then confirmed through changeBookingStatus. */
export const confirmedDirectSaleHistory = [
  {
    id: integer(1),
    bookingId: integer(2),
    fromStatus: null,
    toStatus: oneOf(BOOKING_STATUSES, 'Token'),
    remark: null,
    cancellationReason: null,
    actualRegistryDate: null,
    registrationNumber: null,
    changedBy: admin,
    changedAt: timestamp('2026-10-01T11:00:00.000Z'),
  },
  {
    id: integer(2),
    bookingId: integer(2),
    fromStatus: oneOf(BOOKING_STATUSES, 'Token'),
    toStatus: oneOf(BOOKING_STATUSES, 'Booking'),
    remark: like('Booking amount received'),
    cancellationReason: null,
    actualRegistryDate: null,
    registrationNumber: null,
    changedBy: admin,
    changedAt: timestamp('2026-10-05T16:20:00.000Z'),
  },
];

// ------------------------------------------------------------------------------ follow-ups

const followUp = {
  bookingId: integer(1),
  bookingNumber: like('BK-0001'),
  projectName: like('Green Valley'),
  plotNumber: like('A-101'),
  plotOwnerName: like('Anil Mehta'),
  purpose: like('Payment reminder'),
  followUpTakenBy: like('Neha Verma'),
  settled: false,
};

/**
 * Follow-up 1 of booking 1, on 2026-11-10; the next one was set for 2026-11-17, and follow-up 2,
 * logged that day, settled it.
 */
export const firstFollowUp = {
  ...followUp,
  id: integer(1),
  followUpDate: day('2026-11-10'),
  nextFollowUpDate: day('2026-11-17'),
  settled: true,
  followUpUpdate: like('Owner asked for the booking amount schedule; sent by email'),
  createdAt: timestamp('2026-11-10T12:00:00.000Z'),
};

/** Follow-up 2 of booking 1, on 2026-11-17, the latest; the next one is due 2026-11-24. */
export const latestFollowUp = {
  ...followUp,
  id: integer(2),
  followUpDate: day('2026-11-17'),
  nextFollowUpDate: day('2026-11-24'),
  followUpUpdate: like('Owner will pay the booking amount next week'),
  createdAt: timestamp('2026-11-17T12:00:00.000Z'),
};

/** A follow-up of a site visit as the 'Add Follow-up' modal sends it for booking 1. */
export const siteVisitForm = {
  bookingId: 1,
  followUpDate: '2026-11-22',
  nextFollowUpDate: '2026-11-29',
  purpose: 'Site visit',
  followUpUpdate: 'Owner visited the plot with family and wants the registry before December end',
  followUpTakenBy: 'Neha Verma',
} satisfies FollowUpRequest;

export const loggedSiteVisit = {
  ...followUp,
  id: integer(3),
  followUpDate: day('2026-11-22'),
  nextFollowUpDate: day('2026-11-29'),
  purpose: like('Site visit'),
  followUpUpdate: like(siteVisitForm.followUpUpdate),
  createdAt: timestamp('2026-11-22T10:15:00.000Z'),
};

/** Follow-up 1 as the 'Edit Follow-up' modal sends it, its update text rewritten. */
export const editedFirstFollowUpForm = {
  bookingId: 1,
  followUpDate: '2026-11-10',
  nextFollowUpDate: '2026-11-17',
  purpose: 'Payment reminder',
  followUpUpdate: 'Owner asked for the booking amount schedule; sent by email and WhatsApp',
  followUpTakenBy: 'Neha Verma',
} satisfies FollowUpRequest;

// ------------------------------------------------------------------------------- exports

/** The header row of GET /bookings/export, in the column order of openapi.yaml. */
export const BOOKINGS_CSV_HEADER = [
  'Booking Number',
  'Project',
  'Plot',
  'Booking Date',
  'Status',
  'Registry Date',
  'Registration Number',
  'Plot Owner',
  'Owner Mobile',
  'Owner Email',
  'Sales Route',
  'Channel Partner',
  'Plot Sale Rate',
  'Token Amount',
  'Token Date',
  'Booking Amount',
  'Sale Value',
  'Received',
  'Outstanding',
].join(',');
