/** The booking form's rules and exact messages (docs/product/validation.md "Booking"). */
import { daysBetween, type CalendarDate } from '../calendar-date';
import {
  GENDERS,
  MIN_REGISTRY_DURATION_DAYS,
  MOBILE_LAST_DIGITS,
  MOBILE_NUMBER_DIGITS,
} from '../constants';
import { isEmailAddress } from '../input/is-email-address';
import type { FieldErrors } from '../field-errors';
import { MAX_AMOUNT_RUPEES, MAX_REGISTRY_DURATION_DAYS } from '../input/input-limits';
import { LIMIT_MESSAGES } from '../input/limit-messages';
import {
  calendarDateFrom,
  decimalFrom,
  filledText,
  idFrom,
  wholeNumberFrom,
} from '../input/read-input';
import { SALES_ROUTES, type BookingForm } from './booking-form';

/** A field, whether it breaks the rule, and what to tell the user. */
type Rule = readonly [field: keyof BookingForm, broken: boolean, message: string];

type AmountField = 'plotSaleRate' | 'tokenAmount' | 'bookingAmount';

/** Rules are listed in form order; a field shows the first rule it breaks. */
function errorsFrom(rules: readonly Rule[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, broken, message] of rules) {
    if (broken && !(field in errors)) errors[field] = message;
  }
  return errors;
}

function isPositive(value: number | null): boolean {
  return value !== null && value > 0;
}

function isAbove(value: number | null, maximum: number): boolean {
  return value !== null && value > maximum;
}

/** An amount past the largest the product takes; 'Not Applicable' ones are not checked. */
function amountRule(form: BookingForm, field: AmountField, applies: boolean): Rule {
  return [
    field,
    applies && isAbove(decimalFrom(form[field]), MAX_AMOUNT_RUPEES),
    LIMIT_MESSAGES.tooLarge(field, MAX_AMOUNT_RUPEES),
  ];
}

function isAfter(later: CalendarDate | null, earlier: CalendarDate | null): boolean {
  return later !== null && earlier !== null && daysBetween(earlier, later) > 0;
}

const FULL_MOBILE = new RegExp(`^\\d{${MOBILE_NUMBER_DIGITS}}$`);
const LAST_FIVE = new RegExp(`^\\d{${MOBILE_LAST_DIGITS}}$`);

/** The server hands over whatever was posted, so a choice is checked against its list. */
function isOneOf(choices: readonly string[], value: string): boolean {
  return choices.includes(value);
}

export function validateBooking(form: BookingForm): FieldErrors {
  const bookingDate = calendarDateFrom(form.bookingDate);
  const registryDate = calendarDateFrom(form.registryDate);
  const tokenDate = calendarDateFrom(form.tokenDate);
  const isBlank = (text: string) => filledText(text) === null;
  const directSale = form.salesRoute === 'direct_sale';
  // Sale rate, token and duration are "Not Applicable" once the registry is done
  // (docs/product/workflows.md).
  const financial = form.bookingStatus !== 'RegistryDone';

  return errorsFrom([
    ['projectId', idFrom(form.projectId) === null, 'Project selection is required'],
    ['plotId', idFrom(form.plotId) === null, 'Plot selection is required'],
    ['salesRoute', !isOneOf(SALES_ROUTES, form.salesRoute), 'Sales route selection is required'],
    [
      'channelPartnerId',
      form.salesRoute === 'channel_partner' && idFrom(form.channelPartnerId) === null,
      'Channel partner selection is required',
    ],
    [
      'salesPersonName',
      directSale && isBlank(form.salesPersonName),
      'Sales person name is required',
    ],
    [
      'salesPersonEmail',
      directSale && isBlank(form.salesPersonEmail),
      'Sales person email is required',
    ],
    [
      'salesPersonEmail',
      directSale && !isEmailAddress(form.salesPersonEmail),
      'Please enter a valid email address',
    ],
    [
      'salesPersonDesignation',
      directSale && isBlank(form.salesPersonDesignation),
      'Sales person designation is required',
    ],
    [
      'plotSaleRate',
      financial && !isPositive(decimalFrom(form.plotSaleRate)),
      'Plot sale rate must be greater than 0',
    ],
    amountRule(form, 'plotSaleRate', financial),
    [
      'tokenAmount',
      financial && !isPositive(decimalFrom(form.tokenAmount)),
      'Token amount must be greater than 0',
    ],
    amountRule(form, 'tokenAmount', financial),
    [
      'bookingAmount',
      (decimalFrom(form.bookingAmount) ?? 0) < 0,
      LIMIT_MESSAGES.tooSmall('bookingAmount', 0),
    ],
    amountRule(form, 'bookingAmount', true),
    ['tokenDate', financial && tokenDate === null, 'Token date is required'],
    [
      'tokenDate',
      financial && isAfter(tokenDate, bookingDate),
      'Token date cannot be after booking date',
    ],
    ['bookingDate', bookingDate === null, 'Booking date is required'],
    [
      'registryDuration',
      financial && (wholeNumberFrom(form.registryDuration) ?? 0) < MIN_REGISTRY_DURATION_DAYS,
      'Registry duration must be greater than 0',
    ],
    [
      'registryDuration',
      financial && isAbove(wholeNumberFrom(form.registryDuration), MAX_REGISTRY_DURATION_DAYS),
      LIMIT_MESSAGES.tooLarge('registryDuration', MAX_REGISTRY_DURATION_DAYS),
    ],
    ['registryDate', registryDate === null, 'Registry date is required'],
    [
      'registryDate',
      financial &&
        bookingDate !== null &&
        registryDate !== null &&
        !isAfter(registryDate, bookingDate),
      'Registry date must be after booking date',
    ],
    [
      'registrationNumber',
      !financial && isBlank(form.registrationNumber),
      'Registration number is required for Registry Done status',
    ],
    ['plotOwnerName', isBlank(form.plotOwnerName), 'Plot owner name is required'],
    ...ownerMobileRules(form),
    [
      'emailId',
      !isBlank(form.emailId) && !isEmailAddress(form.emailId),
      'Please enter a valid email address',
    ],
    ['gender', !isOneOf(GENDERS, form.gender), 'Gender selection is required'],
    ['profession', isBlank(form.profession), 'Profession is required'],
  ]);
}

function ownerMobileRules(form: BookingForm): Rule[] {
  if (form.mobileNumberType === 'lastFive') {
    const digits = form.ownerMobileLastFiveDigits.trim();
    return [
      ['ownerMobileLastFiveDigits', digits === '', 'Last 5 digits are required'],
      ['ownerMobileLastFiveDigits', !LAST_FIVE.test(digits), 'Please enter exactly 5 digits'],
    ];
  }
  const digits = form.ownerMobileNumber.trim();
  return [
    ['ownerMobileNumber', digits === '', 'Owner mobile number is required'],
    ['ownerMobileNumber', !FULL_MOBILE.test(digits), 'Please enter a valid 10-digit mobile number'],
  ];
}
