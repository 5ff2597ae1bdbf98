/** The enquiry form's rules and exact messages (docs/enquiries.md "An enquiry"). */
import { isCalendarDate } from '../calendar-date';
import { MOBILE_NUMBER_DIGITS } from '../constants';
import type { FieldErrors } from '../field-errors';
import { MAX_AMOUNT_RUPEES, MAX_PLOT_SIZE } from '../input/input-limits';
import { isEmailAddress } from '../input/is-email-address';
import { LIMIT_MESSAGES } from '../input/limit-messages';
import { decimalFrom, filledText, idFrom } from '../input/read-input';
import type { EnquiryForm } from './enquiry-form';
import { ENQUIRY_RULE_MESSAGES as RULES } from './enquiry-messages';
import { isEnquirySource, sourceNamesPartner } from './enquiry-source';

/** A mobile number's first broken rule: digits are checked before length, as a partner's are. */
export function enquiryMobileError(text: string): string | null {
  const mobile = text.trim();
  if (mobile === '') return RULES.mobileRequired;
  if (!/^\d+$/.test(mobile)) return RULES.mobileDigits;
  if (mobile.length !== MOBILE_NUMBER_DIGITS) return RULES.mobileLength;
  return null;
}

type Range = { field: 'plotSize' | 'budget'; maximum: number; orderMessage: string };

const RANGES: readonly Range[] = [
  { field: 'plotSize', maximum: MAX_PLOT_SIZE, orderMessage: RULES.plotSizeOrder },
  { field: 'budget', maximum: MAX_AMOUNT_RUPEES, orderMessage: RULES.budgetOrder },
];

/** Either end may be left empty; a filled end is a number from 0 up to the limit. */
function checkRange(errors: FieldErrors, form: EnquiryForm, range: Range): void {
  const ends = [`${range.field}Min`, `${range.field}Max`] as const;
  const values = ends.map((key) => {
    const text = form[key];
    if (filledText(text) === null) return null;
    const value = decimalFrom(text);
    if (value === null) errors[key] = LIMIT_MESSAGES.notANumber(key);
    else if (value < 0) errors[key] = LIMIT_MESSAGES.tooSmall(key, 0);
    else if (value > range.maximum) errors[key] = LIMIT_MESSAGES.tooLarge(key, range.maximum);
    else return value;
    return null;
  });
  const [min, max] = values;
  if (min !== null && min !== undefined && max !== null && max !== undefined && max < min) {
    errors[ends[1]] = range.orderMessage;
  }
}

export function validateEnquiry(form: EnquiryForm): FieldErrors {
  const errors: FieldErrors = {};
  if (filledText(form.name) === null) errors.name = RULES.nameRequired;
  const mobileError = enquiryMobileError(form.mobileNumber);
  if (mobileError !== null) errors.mobileNumber = mobileError;
  if (filledText(form.email) !== null && !isEmailAddress(form.email)) {
    errors.email = RULES.emailInvalid;
  }
  if (!isEnquirySource(form.source)) errors.source = RULES.sourceRequired;
  else if (sourceNamesPartner(form.source) && idFrom(form.channelPartnerId) === null) {
    errors.channelPartnerId = RULES.partnerRequired;
  } else if (!sourceNamesPartner(form.source) && filledText(form.channelPartnerId) !== null) {
    errors.channelPartnerId = RULES.partnerNotForSource;
  }
  for (const range of RANGES) checkRange(errors, form, range);
  if (form.nextActionDate !== '') {
    if (!isCalendarDate(form.nextActionDate)) errors.nextActionDate = RULES.nextActionDateInvalid;
    else if (filledText(form.nextAction) === null) errors.nextAction = RULES.nextActionRequired;
  }
  return errors;
}
