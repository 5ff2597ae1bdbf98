/**
 * Example channel partners of natures 1 (individual person), 2 (proprietorship firm),
 * 3 (partnership firm) and 4 (registered company), as the provider states named in
 * cases/channel-partners.ts create them and as the partner form sends them.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { CHANNEL_PARTNER_NATURES, isCalendarDate } from '@plotline/domain';
import type { ChannelPartnerRequest } from '../../../src';
import { day, oneOf } from './sales';
import { timestamp } from './users';

const { like, integer, number, boolean } = MatchersV3;

const NATURE_NAMES = CHANNEL_PARTNER_NATURES.map((nature) => nature.label);

/**
 * A details object as the server answers it: each value sent comes back type-matched (dates as
 * dates), nulls stay null, and lists hold exactly the entries sent.
 */
function echoed(value: unknown): unknown {
  if (value === null) return null;
  if (Array.isArray(value)) return value.map(echoed);
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, echoed(v)]));
  }
  if (typeof value === 'string') return isCalendarDate(value) ? day(value) : like(value);
  if (typeof value === 'number') return Number.isInteger(value) ? integer(value) : number(value);
  return boolean(Boolean(value));
}

// ---------------------------------------------------------------------- as the form sends them

/** Nature 1: Ravi Kumar, married, with one associate (his brother). */
export const individualPartnerForm = {
  name: 'Ravi Kumar',
  natureId: 1,
  isActive: true,
  commissionRate: 0,
  remarks: 'Introduced through the Jaipur office',
  createdBy: 1,
  individualPersonDetails: {
    gender: 'Male',
    mobileNumber: '9876501234',
    alternateNumber: '9876501235',
    emailId: 'ravi.kumar@example.in',
    dateOfBirth: '1985-04-12',
    maritalStatus: 'Married',
    marriageDate: '2012-02-20',
    residentialAddress: '21 Tonk Road, Jaipur',
    profession: 'Property consultant',
    businessAddress: '5 MI Road, Jaipur',
    hasAssociate: true,
    remarks: 'Available on weekends',
    associates: [
      {
        associateName: 'Sunil Kumar',
        associateRelation: 'Brother',
        mobileNumber: '9876501236',
        alternateNumber: '9876501237',
        remarks: 'Handles site visits',
      },
    ],
  },
} satisfies ChannelPartnerRequest;

/**
 * Nature 3: Sharma & Sons Associates with two partners: Mohan Sharma (married, one associate)
 * and Kavita Sharma (unmarried, so no marriage date, and no associate).
 */
export const partnershipFirmForm = {
  name: 'Sharma & Sons Associates',
  natureId: 3,
  isActive: true,
  commissionRate: 0,
  remarks: 'Family firm covering Ajmer district',
  createdBy: 1,
  partnershipFirmDetails: {
    firmName: 'Sharma & Sons Associates',
    firmAddress: '14 Station Road, Ajmer',
    partners: [
      {
        id: 1,
        personName: 'Mohan Sharma',
        gender: 'Male',
        mobileNumber: '9829012345',
        alternateNumber: '9829012300',
        emailId: 'mohan@sharmasons.in',
        dateOfBirth: '1970-08-05',
        maritalStatus: 'Married',
        marriageDate: '1996-11-25',
        residentialAddress: '3 Vaishali Nagar, Ajmer',
        profession: 'Real estate broker',
        businessAddress: '14 Station Road, Ajmer',
        hasAssociate: true,
        remarks: 'Senior partner',
        associates: [
          {
            associateName: 'Rakesh Sharma',
            associateRelation: 'Son',
            mobileNumber: '9829012399',
            alternateNumber: '9829012398',
            remarks: 'Joins site visits',
          },
        ],
      },
      {
        id: 2,
        personName: 'Kavita Sharma',
        gender: 'Female',
        mobileNumber: '9829012346',
        alternateNumber: '9829012301',
        emailId: 'kavita@sharmasons.in',
        dateOfBirth: '1994-01-30',
        maritalStatus: 'Unmarried',
        marriageDate: null,
        residentialAddress: '3 Vaishali Nagar, Ajmer',
        profession: 'Accountant',
        businessAddress: '14 Station Road, Ajmer',
        hasAssociate: false,
        remarks: 'Handles payments',
        associates: [],
      },
    ],
  },
} satisfies ChannelPartnerRequest;

/** Nature 4: Skyline Realty Pvt Ltd, with one authorized person, Deepak Jain (no associate). */
export const registeredCompanyForm = {
  name: 'Skyline Realty Pvt Ltd',
  natureId: 4,
  isActive: true,
  commissionRate: 0,
  remarks: 'Corporate partner for the Jaipur projects',
  createdBy: 1,
  registeredCompanyDetails: {
    companyName: 'Skyline Realty Pvt Ltd',
    companyEmail: 'info@skylinerealty.in',
    companyAddress: '201 Lal Kothi Tower, Tonk Road, Jaipur',
    authorizedPersons: [
      {
        id: 1,
        personName: 'Deepak Jain',
        designation: 'Director',
        gender: 'Male',
        mobileNumber: '9414056789',
        alternateNumber: '9414056780',
        emailId: 'deepak.jain@skylinerealty.in',
        dateOfBirth: '1978-06-18',
        maritalStatus: 'Married',
        marriageDate: '2004-12-09',
        residentialAddress: '9 C-Scheme, Jaipur',
        hasAssociate: false,
        remarks: 'Signs all agreements',
        associates: [],
      },
    ],
  },
} satisfies ChannelPartnerRequest;

// -------------------------------------------------------------------- as the server answers

/** What every partner carries whatever its nature; metadata is never set by the form. */
const partner = {
  isActive: boolean(true),
  commissionRate: number(0),
  metadata: null,
  createdBy: integer(1),
};

/**
 * A row of the partner lists: the summary the table shows, of a partner of any nature that
 * has a company or firm name, a mobile number, an email and remarks (the list states make
 * only such partners). The details objects are not read by the list, so not expected.
 */
export const channelPartnerRow = {
  ...partner,
  id: integer(2),
  name: like('Sharma & Sons Associates'),
  natureId: integer(3),
  natureName: oneOf(NATURE_NAMES, 'Partnership Firm'),
  remarks: like('Family firm covering Ajmer district'),
  associatesCount: integer(1),
  mobileNumber: like('9829012345'),
  emailId: like('mohan@sharmasons.in'),
  companyName: like('Sharma & Sons Associates'),
  createdAt: timestamp('2026-09-14T08:30:00.000Z'),
};

/*
 * The nature-specific examples pin natureId and natureName: the nature decides which details
 * section the view modal shows, so a partner answered under another nature is a broken answer.
 */

/** Channel partner 1, Ravi Kumar (nature 1): a person has no company name. */
export const individualPartner = {
  ...partner,
  id: integer(1),
  name: like(individualPartnerForm.name),
  natureId: 1,
  natureName: 'Individual Person',
  remarks: like(individualPartnerForm.remarks),
  associatesCount: integer(1),
  mobileNumber: like(individualPartnerForm.individualPersonDetails.mobileNumber),
  emailId: like(individualPartnerForm.individualPersonDetails.emailId),
  companyName: null,
  createdAt: timestamp('2026-09-01T07:00:00.000Z'),
  individualPersonDetails: echoed(individualPartnerForm.individualPersonDetails),
};

/** Channel partner 2, Sharma & Sons Associates (nature 3): contact of the first partner. */
export const partnershipFirmPartner = {
  ...channelPartnerRow,
  natureId: 3,
  natureName: 'Partnership Firm',
  partnershipFirmDetails: echoed(partnershipFirmForm.partnershipFirmDetails),
};

/** Channel partner 3, Skyline Realty Pvt Ltd (nature 4): the company's email, first person's mobile. */
export const registeredCompanyPartner = {
  ...partner,
  id: integer(3),
  name: like(registeredCompanyForm.name),
  natureId: 4,
  natureName: 'Registered Company',
  remarks: like(registeredCompanyForm.remarks),
  associatesCount: integer(0),
  mobileNumber: like('9414056789'),
  emailId: like(registeredCompanyForm.registeredCompanyDetails.companyEmail),
  companyName: like(registeredCompanyForm.registeredCompanyDetails.companyName),
  createdAt: timestamp('2026-09-20T10:00:00.000Z'),
  registeredCompanyDetails: echoed(registeredCompanyForm.registeredCompanyDetails),
};

// ------------------------------------------------------------------------------- exports

/** The header row of GET /channelpartners/export, in the column order of openapi.yaml. */
export const CHANNEL_PARTNERS_CSV_HEADER = [
  'Name',
  'Nature',
  'Status',
  'Commission Rate',
  'Company',
  'Mobile',
  'Email',
  'Associated Persons',
  'Created At',
].join(',');
