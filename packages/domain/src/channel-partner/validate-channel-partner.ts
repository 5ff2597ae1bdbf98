/**
 * Channel partner validation (docs/product/validation.md "Channel partner"). Only the chosen
 * nature's details are checked. Keys are paths into ChannelPartnerForm, e.g.
 * 'partnershipFirmDetails.partners.0.personName', so the server can report them against its body.
 */
import { GENDERS, MOBILE_NUMBER_DIGITS, type NatureId } from '../constants';
import type { FieldErrors } from '../field-errors';
import type { ChannelPartnerForm } from './channel-partner-form';
import { isNatureId } from './nature';
import { validateCommissionRate } from '../payments/commission';

/** The form's toast when any of the messages below is shown. */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';

type Person = { gender: string; mobileNumber: string };
type Entry = { personName: string; mobileNumber: string };

function isBlank(text: string): boolean {
  return text.trim() === '';
}

function checkGender(errors: FieldErrors, prefix: string, person: Person): void {
  if (!(GENDERS as readonly string[]).includes(person.gender)) {
    errors[`${prefix}.gender`] = 'Gender is required';
  }
}

// Digits are checked before length: '12ab' is wrong for its letters, not for being short.
function checkFullMobile(errors: FieldErrors, prefix: string, person: Person): void {
  const key = `${prefix}.mobileNumber`;
  const mobile = person.mobileNumber.trim();
  if (mobile === '') errors[key] = 'Mobile number is required';
  else if (!/^\d+$/.test(mobile)) errors[key] = 'Mobile number must contain only digits';
  else if (mobile.length !== MOBILE_NUMBER_DIGITS) {
    errors[key] = 'Mobile number must be exactly 10 digits';
  }
}

function checkEntries(
  errors: FieldErrors,
  key: string,
  entries: readonly Entry[],
  messages: { none: string; name: (n: number) => string; mobile: (n: number) => string },
): void {
  if (entries.length === 0) errors[key] = messages.none;
  entries.forEach((entry, index) => {
    const n = index + 1;
    if (isBlank(entry.personName)) {
      errors[`${key}.${index}.personName`] = messages.name(n);
    }
    if (isBlank(entry.mobileNumber)) {
      errors[`${key}.${index}.mobileNumber`] = messages.mobile(n);
    }
  });
}

const NATURE_RULES: Record<NatureId, (form: ChannelPartnerForm, errors: FieldErrors) => void> = {
  1: (form, errors) => {
    if (isBlank(form.name)) errors.name = 'Partner name is required';
    checkGender(errors, 'individualPersonDetails', form.individualPersonDetails);
    checkFullMobile(errors, 'individualPersonDetails', form.individualPersonDetails);
  },
  2: (form, errors) => {
    const details = form.proprietorshipFirmDetails;
    if (isBlank(details.firmName)) {
      errors['proprietorshipFirmDetails.firmName'] = 'Firm name is required';
    }
    if (isBlank(details.proprietorName)) {
      errors['proprietorshipFirmDetails.proprietorName'] = 'Proprietor name is required';
    }
    checkGender(errors, 'proprietorshipFirmDetails', details);
    checkFullMobile(errors, 'proprietorshipFirmDetails', details);
  },
  3: (form, errors) => {
    const details = form.partnershipFirmDetails;
    if (isBlank(details.firmName)) {
      errors['partnershipFirmDetails.firmName'] = 'Partnership firm name is required';
    }
    checkEntries(errors, 'partnershipFirmDetails.partners', details.partners, {
      none: 'At least one partner is required',
      name: (n) => `Partner ${n} name is required`,
      mobile: (n) => `Partner ${n} mobile number is required`,
    });
  },
  4: (form, errors) => {
    const details = form.registeredCompanyDetails;
    if (isBlank(details.companyName)) {
      errors['registeredCompanyDetails.companyName'] = 'Company name is required';
    }
    checkEntries(errors, 'registeredCompanyDetails.authorizedPersons', details.authorizedPersons, {
      none: 'At least one authorized person is required',
      name: (n) => `Authorized person ${n} name is required`,
      mobile: (n) => `Authorized person ${n} mobile number is required`,
    });
  },
  5: (form, errors) => {
    const details = form.otherIdentityDetails;
    if (isBlank(details.identityName)) {
      errors['otherIdentityDetails.identityName'] = 'Identity name is required';
    }
    checkGender(errors, 'otherIdentityDetails', details);
    // docs/product/validation.md asks nature 5 only for presence; the input already keeps it to 10
    // digits.
    if (isBlank(details.mobileNumber)) {
      errors['otherIdentityDetails.mobileNumber'] = 'Mobile number is required';
    }
  },
};

export function validateChannelPartner(form: ChannelPartnerForm): FieldErrors {
  // Only a raw body can carry another nature; the form's step 1 always picks one of the five.
  if (!isNatureId(form.natureId)) return { natureId: REQUIRED_FIELDS_MESSAGE };
  const errors: FieldErrors = { ...validateCommissionRate(form.commissionRate) };
  NATURE_RULES[form.natureId](form, errors);
  return errors;
}
