import { describe, it, expect } from 'vitest';
import {
  newAssociate,
  newAuthorizedPersonEntry,
  newChannelPartnerForm,
  newPartnerEntry,
} from './channel-partner-form';

const emptyPerson = {
  gender: '',
  mobileNumber: '',
  alternateNumber: '',
  emailId: '',
  dateOfBirth: '',
  maritalStatus: '',
  marriageDate: '',
  residentialAddress: '',
  hasAssociate: false,
  remarks: '',
  associates: [],
};

describe('newChannelPartnerForm', () => {
  it('starts as an active individual person with commission 0', () => {
    const form = newChannelPartnerForm();
    expect(form.natureId).toBe(1);
    expect(form.isActive).toBe(true);
    expect(form.commissionRate).toBe(0);
    expect(form.name).toBe('');
    expect(form.remarks).toBe('');
  });

  it('holds empty details for every nature', () => {
    const form = newChannelPartnerForm();
    const person = { ...emptyPerson, profession: '', businessAddress: '' };
    expect(form.individualPersonDetails).toEqual(person);
    expect(form.proprietorshipFirmDetails).toEqual({ ...person, firmName: '', proprietorName: '' });
    expect(form.otherIdentityDetails).toEqual({ ...person, identityName: '' });
    expect(form.partnershipFirmDetails).toEqual({
      firmName: '',
      firmAddress: '',
      partners: [newPartnerEntry(1)],
    });
    expect(form.registeredCompanyDetails).toEqual({
      companyName: '',
      companyEmail: '',
      companyAddress: '',
      authorizedPersons: [newAuthorizedPersonEntry(1)],
    });
  });

  it('shares no lists between forms or natures', () => {
    const a = newChannelPartnerForm();
    const b = newChannelPartnerForm();
    expect(a.individualPersonDetails.associates).not.toBe(b.individualPersonDetails.associates);
    expect(a.individualPersonDetails.associates).not.toBe(a.otherIdentityDetails.associates);
  });
});

describe('entries', () => {
  it('gives a partner a name and the person fields', () => {
    expect(newPartnerEntry(3)).toEqual({
      ...emptyPerson,
      profession: '',
      businessAddress: '',
      id: 3,
      personName: '',
    });
  });

  it('gives an authorized person a designation but no profession or business address', () => {
    expect(newAuthorizedPersonEntry(2)).toEqual({
      ...emptyPerson,
      id: 2,
      personName: '',
      designation: '',
    });
  });

  it('starts an associate empty', () => {
    expect(newAssociate()).toEqual({
      associateName: '',
      associateRelation: '',
      mobileNumber: '',
      alternateNumber: '',
      remarks: '',
    });
  });
});
