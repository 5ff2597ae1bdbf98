import { describe, expect, it } from 'vitest';
import type { ChannelPartnerDetailsRecord } from './channel-partner-record';
import { partnerNatureView, type PartnerFact } from './partner-details-view';

const termsOf = (facts: PartnerFact[]) => facts.map(({ term }) => term);
const valueOf = (facts: PartnerFact[], term: string) =>
  facts.find((fact) => fact.term === term)?.value;

const PERSON_TERMS = [
  'Gender',
  'Mobile Number',
  'Alternate Number',
  'E-Mail ID',
  'Date of Birth',
  'Marital Status',
  'Date of Marriage',
  'Residential Address',
  'Profession',
  'Business Address',
  'Have any Associate',
  'Remarks',
];

const RAVI = {
  gender: 'Male',
  mobileNumber: '9876543210',
  alternateNumber: null,
  emailId: 'ravi@example.com',
  dateOfBirth: '1985-06-15',
  maritalStatus: 'Married',
  marriageDate: '2012-02-10',
  residentialAddress: '12 MG Road, Jaipur',
  profession: '',
  hasAssociate: true,
  associates: [
    { associateName: 'Sunil Kumar', associateRelation: 'Brother', mobileNumber: '9811122233' },
  ],
} as const;

describe('partnerNatureView', () => {
  it("lists an individual person's every field, 'N/A' where missing, and the associates", () => {
    const view = partnerNatureView({ natureId: 1, individualPersonDetails: RAVI });
    expect(view.heading).toBe('Individual Person Details');
    expect(termsOf(view.facts)).toEqual(PERSON_TERMS);
    expect(view.facts.map(({ value }) => value)).toEqual([
      'Male',
      '9876543210',
      'N/A',
      'ravi@example.com',
      '15/06/1985',
      'Married',
      '10/02/2012',
      '12 MG Road, Jaipur',
      'N/A',
      'N/A',
      'Yes',
      'N/A',
    ]);
    // The numbers and addresses given are ways to reach the person; 'N/A' is not.
    expect(view.facts.filter((fact) => fact.contact)).toEqual([
      { term: 'Mobile Number', value: '9876543210', contact: 'phone' },
      { term: 'E-Mail ID', value: 'ravi@example.com', contact: 'email' },
    ]);
    expect(view.people).toEqual([]);
    expect(view.associates).toEqual([
      {
        heading: 'Associate 1',
        facts: [
          { term: 'Name', value: 'Sunil Kumar' },
          { term: 'Relation', value: 'Brother' },
          { term: 'Mobile Number', value: '9811122233', contact: 'phone' },
          { term: 'Alternate Mobile', value: 'N/A' },
          { term: 'Remarks', value: 'N/A' },
        ],
      },
    ]);
  });

  it('names the proprietorship firm and its proprietor before the personal fields', () => {
    const view = partnerNatureView({
      natureId: 2,
      proprietorshipFirmDetails: { firmName: 'Ravi Estates', proprietorName: 'Ravi Sharma' },
    });
    expect(view.heading).toBe('Proprietorship Firm Details');
    expect(termsOf(view.facts)).toEqual(['Firm Name', 'Proprietor Name', ...PERSON_TERMS]);
    expect(valueOf(view.facts, 'Firm Name')).toBe('Ravi Estates');
    expect(valueOf(view.facts, 'Have any Associate')).toBe('No');
    expect(view.associates).toEqual([]);
  });

  it("lists a partnership firm's partners, each with their own associates", () => {
    const view = partnerNatureView({
      natureId: 3,
      partnershipFirmDetails: {
        firmName: 'Kapoor & Sons',
        firmAddress: null,
        partners: [
          { id: 1, personName: 'Meera Kapoor', ...RAVI },
          { id: 3, personName: 'Arjun Kapoor' },
        ],
      },
    });
    expect(view.facts).toEqual([
      { term: 'Firm Name', value: 'Kapoor & Sons' },
      { term: 'Firm Address', value: 'N/A' },
    ]);
    expect(view.people.map(({ heading }) => heading)).toEqual(['Partner 1', 'Partner 2']);
    expect(termsOf(view.people[0]!.facts)).toEqual(['Name of Person', ...PERSON_TERMS]);
    expect(valueOf(view.people[1]!.facts, 'Name of Person')).toBe('Arjun Kapoor');
    expect(view.people[0]!.associates).toHaveLength(1);
    expect(view.people[1]!.associates).toEqual([]);
    expect(view.associates).toEqual([]);
  });

  it("lists a company's authorized persons without profession or business address", () => {
    const view = partnerNatureView({
      natureId: 4,
      registeredCompanyDetails: {
        companyName: 'Skyline Realty Pvt Ltd',
        companyEmail: 'info@skyline.example',
        companyAddress: 'Tower B, Gurugram',
        authorizedPersons: [{ id: 1, personName: 'Neha Verma', designation: 'Director' }],
      },
    });
    expect(termsOf(view.facts)).toEqual(['Name of Company', 'Company E-Mail', 'Company Address']);
    const [person] = view.people;
    expect(person!.heading).toBe('Authorized Person 1');
    expect(termsOf(person!.facts)).toEqual([
      'Name',
      'Designation',
      ...PERSON_TERMS.filter((term) => term !== 'Profession' && term !== 'Business Address'),
    ]);
    expect(valueOf(person!.facts, 'Designation')).toBe('Director');
  });

  it('names the other identity before the personal fields', () => {
    const view = partnerNatureView({
      natureId: 5,
      otherIdentityDetails: { identityName: 'Trust' },
    });
    expect(view.heading).toBe('Other Identity Details');
    expect(termsOf(view.facts)).toEqual(['Name of Identity', ...PERSON_TERMS]);
  });

  it.each<ChannelPartnerDetailsRecord>([
    { natureId: 1 },
    { natureId: 2, proprietorshipFirmDetails: null },
    { natureId: 3 },
    { natureId: 4, registeredCompanyDetails: null },
    { natureId: 5 },
  ])("reads 'N/A' throughout when the details are missing: %j", (partner) => {
    const view = partnerNatureView(partner);
    expect(view.facts.every(({ value }) => value === 'N/A' || value === 'No')).toBe(true);
    expect(view.people).toEqual([]);
    expect(view.associates).toEqual([]);
  });
});
