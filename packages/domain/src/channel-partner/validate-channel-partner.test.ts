import { describe, it, expect } from 'vitest';
import type { NatureId } from '../constants';
import {
  newAuthorizedPersonEntry,
  newChannelPartnerForm,
  newPartnerEntry,
  type ChannelPartnerForm,
} from './channel-partner-form';
import { REQUIRED_FIELDS_MESSAGE, validateChannelPartner } from './validate-channel-partner';

/** A form every nature accepts. */
function complete(natureId: NatureId): ChannelPartnerForm {
  const form = newChannelPartnerForm();
  form.natureId = natureId;
  form.name = 'Ravi Kumar';
  const person = { gender: 'Male', mobileNumber: '9876543210' } as const;
  Object.assign(form.individualPersonDetails, person);
  Object.assign(form.proprietorshipFirmDetails, person, {
    firmName: 'Kumar Estates',
    proprietorName: 'Ravi Kumar',
  });
  Object.assign(form.otherIdentityDetails, person, { identityName: 'Kumar Trust' });
  form.partnershipFirmDetails.firmName = 'Kumar & Sons';
  form.partnershipFirmDetails.partners = [
    { ...newPartnerEntry(1), personName: 'Ravi', mobileNumber: '9876543210' },
  ];
  form.registeredCompanyDetails.companyName = 'Kumar Realty Pvt Ltd';
  form.registeredCompanyDetails.authorizedPersons = [
    { ...newAuthorizedPersonEntry(1), personName: 'Anil', mobileNumber: '9123456780' },
  ];
  return form;
}

describe('validateChannelPartner', () => {
  it.each([1, 2, 3, 4, 5] as const)('accepts a complete nature %d partner', (natureId) => {
    expect(validateChannelPartner(complete(natureId))).toEqual({});
  });

  it.each([
    [-1, 'Commission rate must be between 0 and 100'],
    [100.01, 'Commission rate must be between 0 and 100'],
    [2.555, 'Commission rate can have at most 2 decimals'],
  ])('refuses a commission rate of %d', (rate, message) => {
    expect(validateChannelPartner({ ...complete(1), commissionRate: rate })).toEqual({
      commissionRate: message,
    });
  });

  it.each([0, 2.5, 100])('accepts a commission rate of %d', (rate) => {
    expect(validateChannelPartner({ ...complete(1), commissionRate: rate })).toEqual({});
  });

  it('exports the generic text', () => {
    expect(REQUIRED_FIELDS_MESSAGE).toBe('Please fill in all required fields');
  });

  it('rejects an unknown nature with the generic text', () => {
    const form = { ...complete(1), natureId: 7 } as unknown as ChannelPartnerForm;
    expect(validateChannelPartner(form)).toEqual({
      natureId: 'Please fill in all required fields',
    });
  });

  type NameCase = [NatureId, (form: ChannelPartnerForm) => void, string, string];
  it.each<NameCase>([
    [
      1,
      (f) => {
        f.name = ' ';
      },
      'name',
      'Partner name is required',
    ],
    [
      2,
      (f) => {
        f.proprietorshipFirmDetails.firmName = '';
      },
      'proprietorshipFirmDetails.firmName',
      'Firm name is required',
    ],
    [
      2,
      (f) => {
        f.proprietorshipFirmDetails.proprietorName = ' ';
      },
      'proprietorshipFirmDetails.proprietorName',
      'Proprietor name is required',
    ],
    [
      3,
      (f) => {
        f.partnershipFirmDetails.firmName = '';
      },
      'partnershipFirmDetails.firmName',
      'Partnership firm name is required',
    ],
    [
      4,
      (f) => {
        f.registeredCompanyDetails.companyName = '';
      },
      'registeredCompanyDetails.companyName',
      'Company name is required',
    ],
    [
      5,
      (f) => {
        f.otherIdentityDetails.identityName = '\t';
      },
      'otherIdentityDetails.identityName',
      'Identity name is required',
    ],
  ])('nature %d needs %s: %s', (natureId, change, key, message) => {
    const form = complete(natureId);
    change(form);
    expect(validateChannelPartner(form)).toEqual({ [key]: message });
  });

  describe.each([
    [1, 'individualPersonDetails'],
    [2, 'proprietorshipFirmDetails'],
    [5, 'otherIdentityDetails'],
  ] as const)('nature %d gender', (natureId, details) => {
    it.each(['', 'Unknown'])('requires one of the genders (%j)', (gender) => {
      const form = complete(natureId);
      (form[details] as { gender: string }).gender = gender;
      expect(validateChannelPartner(form)).toEqual({
        [`${details}.gender`]: 'Gender is required',
      });
    });

    it.each(['Male', 'Female', 'Other'] as const)('accepts %s', (gender) => {
      const form = complete(natureId);
      form[details].gender = gender;
      expect(validateChannelPartner(form)).toEqual({});
    });
  });

  describe.each([
    [1, 'individualPersonDetails'],
    [2, 'proprietorshipFirmDetails'],
  ] as const)('nature %d mobile number', (natureId, details) => {
    it.each([
      ['', 'Mobile number is required'],
      ['   ', 'Mobile number is required'],
      ['987654321', 'Mobile number must be exactly 10 digits'],
      ['98765432101', 'Mobile number must be exactly 10 digits'],
      ['98765x3210', 'Mobile number must contain only digits'],
      ['98765 43210', 'Mobile number must contain only digits'],
      ['12ab', 'Mobile number must contain only digits'],
    ])('%j: %s', (mobileNumber, message) => {
      const form = complete(natureId);
      form[details].mobileNumber = mobileNumber;
      expect(validateChannelPartner(form)).toEqual({ [`${details}.mobileNumber`]: message });
    });

    it('accepts exactly 10 digits', () => {
      const form = complete(natureId);
      form[details].mobileNumber = '0123456789';
      expect(validateChannelPartner(form)).toEqual({});
    });
  });

  describe('nature 5 mobile number', () => {
    it.each(['', ' '])('is required (%j)', (mobileNumber) => {
      const form = complete(5);
      form.otherIdentityDetails.mobileNumber = mobileNumber;
      expect(validateChannelPartner(form)).toEqual({
        'otherIdentityDetails.mobileNumber': 'Mobile number is required',
      });
    });

    it('is not checked for format', () => {
      const form = complete(5);
      form.otherIdentityDetails.mobileNumber = '12345';
      expect(validateChannelPartner(form)).toEqual({});
    });
  });

  describe('nature 3 partners', () => {
    it('needs at least one partner', () => {
      const form = complete(3);
      form.partnershipFirmDetails.partners = [];
      expect(validateChannelPartner(form)).toEqual({
        'partnershipFirmDetails.partners': 'At least one partner is required',
      });
    });

    it('numbers each partner from 1', () => {
      const form = complete(3);
      form.partnershipFirmDetails.partners.push(newPartnerEntry(2), {
        ...newPartnerEntry(3),
        personName: 'Sita',
        mobileNumber: ' ',
      });
      const errors = validateChannelPartner(form);
      expect(errors['partnershipFirmDetails.partners.1.personName']).toBe(
        'Partner 2 name is required',
      );
      expect(errors['partnershipFirmDetails.partners.1.mobileNumber']).toBe(
        'Partner 2 mobile number is required',
      );
      expect(errors['partnershipFirmDetails.partners.2.mobileNumber']).toBe(
        'Partner 3 mobile number is required',
      );
      expect(Object.keys(errors)).toHaveLength(3);
    });

    it('does not ask partners for gender or a 10-digit number', () => {
      const form = complete(3);
      form.partnershipFirmDetails.partners = [
        { ...newPartnerEntry(1), personName: 'Ravi', mobileNumber: '123' },
      ];
      expect(validateChannelPartner(form)).toEqual({});
    });
  });

  describe('nature 4 authorized persons', () => {
    it('needs at least one authorized person', () => {
      const form = complete(4);
      form.registeredCompanyDetails.authorizedPersons = [];
      expect(validateChannelPartner(form)).toEqual({
        'registeredCompanyDetails.authorizedPersons': 'At least one authorized person is required',
      });
    });

    it('numbers each authorized person from 1', () => {
      const form = complete(4);
      form.registeredCompanyDetails.authorizedPersons.unshift(newAuthorizedPersonEntry(2));
      expect(validateChannelPartner(form)).toEqual({
        'registeredCompanyDetails.authorizedPersons.0.personName':
          'Authorized person 1 name is required',
        'registeredCompanyDetails.authorizedPersons.0.mobileNumber':
          'Authorized person 1 mobile number is required',
      });
    });
  });

  it('checks only the chosen nature', () => {
    const form = newChannelPartnerForm();
    form.natureId = 4;
    form.registeredCompanyDetails.companyName = 'Kumar Realty Pvt Ltd';
    form.registeredCompanyDetails.authorizedPersons[0] = {
      ...newAuthorizedPersonEntry(1),
      personName: 'Anil',
      mobileNumber: '9123456780',
    };
    expect(validateChannelPartner(form)).toEqual({});
  });

  it('reports every missing field of a new form at once', () => {
    expect(validateChannelPartner(newChannelPartnerForm())).toEqual({
      name: 'Partner name is required',
      'individualPersonDetails.gender': 'Gender is required',
      'individualPersonDetails.mobileNumber': 'Mobile number is required',
    });
  });
});
