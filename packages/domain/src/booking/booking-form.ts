/**
 * The booking modal's values and how they follow each other as the user edits
 * (docs/product/records.md, docs/product/workflows.md and docs/product/constants.md).
 */
import { daysBetween, type CalendarDate } from '../calendar-date';
import {
  DEFAULT_REGISTRY_DURATION_DAYS,
  MIN_REGISTRY_DURATION_DAYS,
  type Gender,
} from '../constants';
import { DIRECT_SALE_LABEL } from '../dashboard/booking-row';
import { calendarDateFrom, wholeNumberFrom } from '../input/read-input';
import type { PaymentMode } from '../payments/payment-modes';
import { NEW_BOOKING_STATUS, type BookingStatus } from './booking-status';
import { registryDateFor } from './registry';

export const SALES_ROUTES = ['channel_partner', 'direct_sale'] as const;
export type SalesRoute = (typeof SALES_ROUTES)[number];

/** How the form's choice and the bookings export name each route. */
export const SALES_ROUTE_LABELS: Readonly<Record<SalesRoute, string>> = {
  channel_partner: 'Channel Partner',
  direct_sale: DIRECT_SALE_LABEL,
};

/** The owner's mobile is given in full or as its last five digits; the choice is never saved. */
export const MOBILE_NUMBER_TYPES = ['full', 'lastFive'] as const;
export type MobileNumberType = (typeof MOBILE_NUMBER_TYPES)[number];

/**
 * The booking modal's values exactly as typed: ids, amounts, day counts and dates are strings
 * too, so '' means "not filled in" and a half-typed amount such as '12.' survives a re-render.
 * A select with no choice is ''. validateBooking judges these strings and bookingPayload turns
 * them into the API's numbers and nulls, so browser and server read them the same way.
 */
export type BookingForm = {
  projectId: string;
  plotId: string;
  salesRoute: SalesRoute | '';
  channelPartnerId: string;
  salesPersonName: string;
  salesPersonEmail: string;
  salesPersonDesignation: string;
  plotSaleRate: string;
  tokenAmount: string;
  tokenDate: CalendarDate;
  bookingDate: CalendarDate;
  bookingAmount: string;
  bookingStatus: BookingStatus;
  registryDuration: string;
  registryDate: CalendarDate;
  registrationNumber: string;
  plotOwnerName: string;
  /** Entity fields the modal need not show; kept so that editing a booking sends them back. */
  plotOwnerPhone?: string;
  plotOwnerEmail?: string;
  mobileNumberType: MobileNumberType;
  ownerMobileNumber: string;
  ownerMobileLastFiveDigits: string;
  emailId: string;
  gender: Gender | '';
  profession: string;
  guardianName: string;
  alternateNumber: string;
  addressOfPlotOwner: string;
  businessAddress: string;
  additionalRemarks: string;
  notes: string;
  /**
   * A new booking's token recorded as its first payment when it is saved, and how it was paid
   * (payments/token-payment.ts); an edited booking has none of these.
   */
  recordTokenPayment?: boolean;
  tokenPaymentMode?: PaymentMode | '';
  tokenPaymentReference?: string;
  /**
   * An edited booking moved to Registry Done with part of its sale value unpaid, confirmed
   * (registry-balance.ts); the server asks for it, so the form shows it only then.
   */
  acceptOutstanding?: boolean;
};

/**
 * A new booking: Token, token and booking dates today, registry due 30 days later
 * (docs/product/constants.md).
 */
export function newBookingForm(today: CalendarDate): BookingForm {
  return {
    projectId: '',
    plotId: '',
    salesRoute: '',
    channelPartnerId: '',
    salesPersonName: '',
    salesPersonEmail: '',
    salesPersonDesignation: '',
    plotSaleRate: '',
    tokenAmount: '',
    tokenDate: today,
    bookingDate: today,
    bookingAmount: '',
    bookingStatus: NEW_BOOKING_STATUS,
    registryDuration: String(DEFAULT_REGISTRY_DURATION_DAYS),
    registryDate: registryDateFor(today, DEFAULT_REGISTRY_DURATION_DAYS),
    registrationNumber: '',
    plotOwnerName: '',
    mobileNumberType: 'full',
    ownerMobileNumber: '',
    ownerMobileLastFiveDigits: '',
    emailId: '',
    gender: '',
    profession: '',
    guardianName: '',
    alternateNumber: '',
    addressOfPlotOwner: '',
    businessAddress: '',
    additionalRemarks: '',
    notes: '',
  };
}

/** Later than this a date has no 'YYYY-MM-DD' form, so a mistyped huge duration computes nothing. */
const LAST_CALENDAR_DATE: CalendarDate = '9999-12-31';

/**
 * Call after the booking date or the registry duration changed. A RegistryDone booking keeps the
 * registry date the user entered (it is the actual one); while either input is incomplete the
 * registry date is left as it was rather than blanked under the user's fingers.
 */
export function withRegistryDateRecomputed(form: BookingForm): BookingForm {
  if (form.bookingStatus === 'RegistryDone') return form;
  const bookingDate = calendarDateFrom(form.bookingDate);
  const duration = wholeNumberFrom(form.registryDuration);
  if (bookingDate === null || duration === null || duration < MIN_REGISTRY_DURATION_DAYS) {
    return form;
  }
  if (duration > daysBetween(bookingDate, LAST_CALENDAR_DATE)) return form;
  return { ...form, registryDate: registryDateFor(bookingDate, duration) };
}

/** Only one way of giving the owner's mobile is kept, so switching clears the other. */
export function withMobileNumberType(form: BookingForm, type: MobileNumberType): BookingForm {
  return type === 'full'
    ? { ...form, mobileNumberType: type, ownerMobileLastFiveDigits: '' }
    : { ...form, mobileNumberType: type, ownerMobileNumber: '' };
}

export const NOT_APPLICABLE_TEXT = 'Not Applicable';

/** With status RegistryDone these boxes show NOT_APPLICABLE_TEXT, are not validated and are sent as null. */
export const NOT_APPLICABLE_WHEN_REGISTRY_DONE = [
  'plotSaleRate',
  'tokenAmount',
  'tokenDate',
  'registryDuration',
] as const satisfies readonly (keyof BookingForm)[];
