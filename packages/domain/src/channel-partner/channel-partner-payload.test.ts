import { describe, expect, it } from 'vitest';
import {
  newAssociate,
  newAuthorizedPersonEntry,
  newChannelPartnerForm,
  newPartnerEntry,
  type ChannelPartnerForm,
} from './channel-partner-form';
import { channelPartnerFormOf } from './channel-partner-form-of';
import { channelPartnerPayload } from './channel-partner-payload';

const ASSOCIATE = {
  ...newAssociate(),
  associateName: ' Meena Sharma ',
  associateRelation: 'Wife',
  mobileNumber: '98765-43210',
};

function individual(): ChannelPartnerForm {
  const form = newChannelPartnerForm();
  return {
    ...form,
    name: ' Ravi Sharma ',
    remarks: 'Met at the expo',
    individualPersonDetails: {
      ...form.individualPersonDetails,
      gender: 'Male',
      mobileNumber: '9876543210',
      maritalStatus: 'Married',
      marriageDate: '2015-02-14',
      dateOfBirth: '1985-06-01',
      hasAssociate: true,
      associates: [ASSOCIATE],
    },
  };
}

describe('channelPartnerPayload', () => {
  it('sends the chosen nature only, its name as the partner name, empty text as null', () => {
    const payload = channelPartnerPayload(individual());
    expect(payload).toMatchObject({
      name: 'Ravi Sharma',
      natureId: 1,
      isActive: true,
      commissionRate: 0,
      remarks: 'Met at the expo',
      proprietorshipFirmDetails: null,
      partnershipFirmDetails: null,
      registeredCompanyDetails: null,
      otherIdentityDetails: null,
    });
    expect(payload.individualPersonDetails).toEqual({
      gender: 'Male',
      mobileNumber: '9876543210',
      alternateNumber: null,
      emailId: null,
      dateOfBirth: '1985-06-01',
      maritalStatus: 'Married',
      marriageDate: '2015-02-14',
      residentialAddress: null,
      profession: null,
      businessAddress: null,
      hasAssociate: true,
      remarks: null,
      associates: [
        {
          associateName: 'Meena Sharma',
          associateRelation: 'Wife',
          mobileNumber: '9876543210',
          alternateNumber: null,
          remarks: null,
        },
      ],
    });
  });

  it('leaves out the marriage date of an unmarried person and the associates of one without', () => {
    const form = individual();
    const person = { ...form.individualPersonDetails, maritalStatus: 'Unmarried' as const };
    const payload = channelPartnerPayload({
      ...form,
      individualPersonDetails: { ...person, hasAssociate: false },
    });
    expect(payload.individualPersonDetails).toMatchObject({
      marriageDate: null,
      hasAssociate: false,
      associates: [],
    });
  });

  it('names a firm, a company or an identity by its own name field', () => {
    const form = newChannelPartnerForm();
    const natures: [ChannelPartnerForm, string][] = [
      [
        {
          ...form,
          natureId: 2,
          proprietorshipFirmDetails: {
            ...form.proprietorshipFirmDetails,
            firmName: 'Sharma Traders',
            proprietorName: 'Ravi',
          },
        },
        'Sharma Traders',
      ],
      [
        {
          ...form,
          natureId: 3,
          partnershipFirmDetails: { ...form.partnershipFirmDetails, firmName: 'S & K Associates' },
        },
        'S & K Associates',
      ],
      [
        {
          ...form,
          natureId: 4,
          registeredCompanyDetails: {
            ...form.registeredCompanyDetails,
            companyName: 'Acme Realty Pvt Ltd',
          },
        },
        'Acme Realty Pvt Ltd',
      ],
      [
        {
          ...form,
          natureId: 5,
          otherIdentityDetails: { ...form.otherIdentityDetails, identityName: 'Green Trust' },
        },
        'Green Trust',
      ],
    ];
    for (const [nature, name] of natures) {
      const payload = channelPartnerPayload(nature);
      expect(payload.name).toBe(name);
      expect(payload.individualPersonDetails).toBeNull();
    }
  });

  it('sends each partner with its id and a company person without profession', () => {
    const form = newChannelPartnerForm();
    const partners = {
      ...form.partnershipFirmDetails,
      partners: [{ ...newPartnerEntry(2), personName: ' Kiran ' }],
    };
    const firm = channelPartnerPayload({ ...form, natureId: 3, partnershipFirmDetails: partners });
    expect(firm.partnershipFirmDetails?.partners).toMatchObject([{ id: 2, personName: 'Kiran' }]);

    const people = {
      ...form.registeredCompanyDetails,
      authorizedPersons: [{ ...newAuthorizedPersonEntry(1), designation: 'Director' }],
    };
    const company = channelPartnerPayload({
      ...form,
      natureId: 4,
      registeredCompanyDetails: people,
    });
    const [person] = company.registeredCompanyDetails?.authorizedPersons ?? [];
    expect(person).toMatchObject({ id: 1, designation: 'Director' });
    expect(person).not.toHaveProperty('profession');
  });

  it('reads back into the form it was made from', () => {
    const form = individual();
    const payload = channelPartnerPayload(form);
    const stored = { ...payload, name: 'Ravi Sharma' };
    const { individualPersonDetails } = channelPartnerFormOf(stored);
    expect(channelPartnerPayload({ ...form, individualPersonDetails })).toEqual(payload);
  });
});
