/**
 * The body of POST and PUT /bookings, made from the booking form and read back into it
 * (docs/product/api-calls.md).
 */
import { isCalendarDate, type CalendarDate } from '../calendar-date';
import { DEFAULT_CREATED_BY, GENDERS, type Gender } from '../constants';
import {
  calendarDateFrom,
  decimalFrom,
  filledText,
  idFrom,
  wholeNumberFrom,
} from '../input/read-input';
import type { BookingForm, SalesRoute } from './booking-form';
import type { BookingStatus } from './booking-status';

/** Ids are integers, amounts numbers, dates 'YYYY-MM-DD'; what does not apply is null. */
export type BookingPayload = {
  projectId: number;
  plotId: number;
  salesRoute: SalesRoute;
  channelPartnerId: number | null;
  salesPersonName: string | null;
  salesPersonEmail: string | null;
  salesPersonDesignation: string | null;
  plotSaleRate: number | null;
  tokenAmount: number | null;
  tokenDate: CalendarDate | null;
  bookingDate: CalendarDate;
  bookingAmount: number | null;
  bookingStatus: BookingStatus;
  registryDuration: number | null;
  registryDate: CalendarDate;
  registrationNumber: string | null;
  plotOwnerName: string;
  plotOwnerPhone: string | null;
  plotOwnerEmail: string | null;
  ownerMobileNumber: string | null;
  ownerMobileLastFiveDigits: string | null;
  emailId: string | null;
  gender: Gender;
  profession: string;
  guardianName: string | null;
  alternateNumber: string | null;
  addressOfPlotOwner: string | null;
  businessAddress: string | null;
  additionalRemarks: string | null;
  notes: string | null;
  createdBy: number;
};

/** The payload is made from a form that passed validateBooking; anything else is a programming error. */
function required<T>(value: T | null, field: keyof BookingForm): T {
  if (value === null) {
    throw new RangeError(`bookingPayload needs a validated form: ${field} is missing`);
  }
  return value;
}

function genderFrom(text: string): Gender | null {
  return GENDERS.find((gender) => gender === text) ?? null;
}

/**
 * What the user cannot see is not sent: the sales person only for a direct sale, the registration
 * number only for RegistryDone, the mobile only in the form chosen, and the "Not Applicable"
 * sale rate, token and duration not for RegistryDone (docs/product/workflows.md).
 */
export function bookingPayload(form: BookingForm): BookingPayload {
  const channelPartnerId = form.salesRoute === 'direct_sale' ? null : idFrom(form.channelPartnerId);
  const directSale = channelPartnerId === null;
  const registryDone = form.bookingStatus === 'RegistryDone';
  const lastFive = form.mobileNumberType === 'lastFive';
  const directSaleText = (text: string) => (directSale ? filledText(text) : null);
  const unlessRegistryDone = <T>(value: T | null) => (registryDone ? null : value);

  return {
    projectId: required(idFrom(form.projectId), 'projectId'),
    plotId: required(idFrom(form.plotId), 'plotId'),
    // An empty channel partner means a direct sale (docs/product/records.md).
    salesRoute: directSale ? 'direct_sale' : 'channel_partner',
    channelPartnerId,
    salesPersonName: directSaleText(form.salesPersonName),
    salesPersonEmail: directSaleText(form.salesPersonEmail),
    salesPersonDesignation: directSaleText(form.salesPersonDesignation),
    plotSaleRate: unlessRegistryDone(decimalFrom(form.plotSaleRate)),
    tokenAmount: unlessRegistryDone(decimalFrom(form.tokenAmount)),
    tokenDate: unlessRegistryDone(calendarDateFrom(form.tokenDate)),
    bookingDate: required(calendarDateFrom(form.bookingDate), 'bookingDate'),
    bookingAmount: decimalFrom(form.bookingAmount),
    bookingStatus: form.bookingStatus,
    registryDuration: unlessRegistryDone(wholeNumberFrom(form.registryDuration)),
    registryDate: required(calendarDateFrom(form.registryDate), 'registryDate'),
    registrationNumber: registryDone ? filledText(form.registrationNumber) : null,
    plotOwnerName: required(filledText(form.plotOwnerName), 'plotOwnerName'),
    plotOwnerPhone: filledText(form.plotOwnerPhone ?? ''),
    plotOwnerEmail: filledText(form.plotOwnerEmail ?? ''),
    ownerMobileNumber: lastFive ? null : filledText(form.ownerMobileNumber),
    ownerMobileLastFiveDigits: lastFive ? filledText(form.ownerMobileLastFiveDigits) : null,
    emailId: filledText(form.emailId),
    gender: required(genderFrom(form.gender), 'gender'),
    profession: required(filledText(form.profession), 'profession'),
    guardianName: filledText(form.guardianName),
    alternateNumber: filledText(form.alternateNumber),
    addressOfPlotOwner: filledText(form.addressOfPlotOwner),
    businessAddress: filledText(form.businessAddress),
    additionalRemarks: filledText(form.additionalRemarks),
    notes: filledText(form.notes),
    createdBy: DEFAULT_CREATED_BY,
  };
}

function textOf(value: string | number | null): string {
  return value === null ? '' : String(value);
}

/** Stored bookings may come back with full timestamps; the form's date boxes take the day. */
function dateTextOf(value: string | null): CalendarDate {
  const day = textOf(value).slice(0, 10);
  return isCalendarDate(day) ? day : textOf(value);
}

/**
 * The form for an existing booking, and how the server checks a posted payload with
 * validateBooking. The mobile type is not stored, so it follows whichever number is present.
 */
export function bookingFormFromPayload(payload: BookingPayload): BookingForm {
  return {
    projectId: textOf(payload.projectId),
    plotId: textOf(payload.plotId),
    salesRoute: payload.salesRoute,
    channelPartnerId: textOf(payload.channelPartnerId),
    salesPersonName: textOf(payload.salesPersonName),
    salesPersonEmail: textOf(payload.salesPersonEmail),
    salesPersonDesignation: textOf(payload.salesPersonDesignation),
    plotSaleRate: textOf(payload.plotSaleRate),
    tokenAmount: textOf(payload.tokenAmount),
    tokenDate: dateTextOf(payload.tokenDate),
    bookingDate: dateTextOf(payload.bookingDate),
    bookingAmount: textOf(payload.bookingAmount),
    bookingStatus: payload.bookingStatus,
    registryDuration: textOf(payload.registryDuration),
    registryDate: dateTextOf(payload.registryDate),
    registrationNumber: textOf(payload.registrationNumber),
    plotOwnerName: payload.plotOwnerName,
    plotOwnerPhone: textOf(payload.plotOwnerPhone),
    plotOwnerEmail: textOf(payload.plotOwnerEmail),
    mobileNumberType:
      payload.ownerMobileNumber === null && payload.ownerMobileLastFiveDigits !== null
        ? 'lastFive'
        : 'full',
    ownerMobileNumber: textOf(payload.ownerMobileNumber),
    ownerMobileLastFiveDigits: textOf(payload.ownerMobileLastFiveDigits),
    emailId: textOf(payload.emailId),
    gender: payload.gender,
    profession: payload.profession,
    guardianName: textOf(payload.guardianName),
    alternateNumber: textOf(payload.alternateNumber),
    addressOfPlotOwner: textOf(payload.addressOfPlotOwner),
    businessAddress: textOf(payload.businessAddress),
    additionalRemarks: textOf(payload.additionalRemarks),
    notes: textOf(payload.notes),
  };
}
