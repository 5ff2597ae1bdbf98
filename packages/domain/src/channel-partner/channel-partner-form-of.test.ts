import { describe, expect, it } from 'vitest';
import { newChannelPartnerForm, newPartnerEntry } from './channel-partner-form';
import { channelPartnerFormOf, type StoredChannelPartner } from './channel-partner-form-of';

const STORED = {
  name: 'S & K Associates',
  natureId: 3,
  isActive: false,
  commissionRate: 2.5,
  remarks: null,
};

describe('channelPartnerFormOf', () => {
  it("fills the partner's own nature and leaves the others empty", () => {
    const form = channelPartnerFormOf({
      ...STORED,
      partnershipFirmDetails: {
        firmName: 'S & K Associates',
        firmAddress: null,
        partners: [
          {
            id: 1,
            personName: 'Suresh',
            gender: 'Male',
            maritalStatus: 'Married',
            marriageDate: '2010-05-01T00:00:00Z',
            mobileNumber: '9876543210',
          },
          {
            id: 3,
            personName: 'Kavita',
            hasAssociate: true,
            associates: [{ associateName: 'Anil', mobileNumber: null }],
          },
        ],
      },
    });
    const empty = newChannelPartnerForm();
    expect(form).toMatchObject({
      natureId: 3,
      name: '',
      isActive: false,
      commissionRate: 2.5,
      remarks: '',
    });
    expect(form.individualPersonDetails).toEqual(empty.individualPersonDetails);
    expect(form.partnershipFirmDetails.firmAddress).toBe('');
    const [suresh, kavita] = form.partnershipFirmDetails.partners;
    expect(suresh).toMatchObject({
      id: 1,
      gender: 'Male',
      maritalStatus: 'Married',
      marriageDate: '2010-05-01',
      emailId: '',
    });
    expect(kavita).toMatchObject({ id: 3, gender: '', hasAssociate: true });
    expect(kavita?.associates).toEqual([
      {
        associateName: 'Anil',
        associateRelation: '',
        mobileNumber: '',
        alternateNumber: '',
        remarks: '',
      },
    ]);
  });

  it('keeps the name of an individual person, whose details hold none', () => {
    const form = channelPartnerFormOf({
      ...STORED,
      natureId: 1,
      name: 'Ravi Sharma',
      individualPersonDetails: null,
    });
    expect(form.name).toBe('Ravi Sharma');
    expect(form.individualPersonDetails).toEqual(newChannelPartnerForm().individualPersonDetails);
  });

  it('gives a firm or company stored without entries one empty entry', () => {
    const firm = channelPartnerFormOf({ ...STORED, partnershipFirmDetails: { partners: [] } });
    expect(firm.partnershipFirmDetails.partners).toEqual([newPartnerEntry(1)]);
    const company = channelPartnerFormOf({
      ...STORED,
      natureId: 4,
      registeredCompanyDetails: { companyName: 'Acme', authorizedPersons: [] },
    });
    expect(company.registeredCompanyDetails).toMatchObject({
      companyName: 'Acme',
      authorizedPersons: [{ id: 1 }],
    });
  });

  it('reads a company person without profession and the other natures by their names', () => {
    const partners: StoredChannelPartner[] = [
      {
        ...STORED,
        natureId: 4,
        registeredCompanyDetails: {
          companyName: 'Acme',
          authorizedPersons: [{ id: 2, personName: 'Asha', designation: 'Director' }],
        },
      },
      {
        ...STORED,
        natureId: 2,
        proprietorshipFirmDetails: { firmName: 'Sharma Traders', proprietorName: 'Ravi' },
      },
      {
        ...STORED,
        natureId: 5,
        otherIdentityDetails: { identityName: 'Green Trust', gender: 'Other' },
      },
    ];
    const [company, proprietorship, identity] = partners.map(channelPartnerFormOf);
    expect(company?.registeredCompanyDetails.authorizedPersons[0]).not.toHaveProperty('profession');
    expect(company?.registeredCompanyDetails.authorizedPersons[0]).toMatchObject({
      id: 2,
      designation: 'Director',
    });
    expect(proprietorship?.proprietorshipFirmDetails).toMatchObject({
      firmName: 'Sharma Traders',
      proprietorName: 'Ravi',
    });
    expect(identity?.otherIdentityDetails).toMatchObject({
      identityName: 'Green Trust',
      gender: 'Other',
    });
  });

  it('starts a stored nature without details, or an unknown nature, empty', () => {
    for (const natureId of [2, 3, 4, 5]) {
      expect(channelPartnerFormOf({ ...STORED, natureId })).toEqual({
        ...newChannelPartnerForm(),
        natureId,
        isActive: false,
        commissionRate: 2.5,
      });
    }
    expect(channelPartnerFormOf({ ...STORED, natureId: 9 }).natureId).toBe(1);
  });
});
