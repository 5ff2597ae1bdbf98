/** Sample channel partners of every nature, for the Channel Partners screen's stories and tests. */
import { DEFAULT_PAGE_SIZE, natureLabel, type NatureId } from '@plotline/domain';
import {
  NO_CHANNEL_PARTNER_FILTERS,
  type ChannelPartnerListQuery,
  type ChannelPartnerRecord,
} from './channel-partners-screen-types';

/** The plain list: its first page, no filters, the default page size, by name. */
export const PLAIN_QUERY: ChannelPartnerListQuery = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  filters: NO_CHANNEL_PARTNER_FILTERS,
  sort: { sortBy: 'Name', sortOrder: 'asc' },
};

const SUNIL = {
  associateName: 'Sunil Sharma',
  associateRelation: 'Brother',
  mobileNumber: '9811122233',
  alternateNumber: null,
  remarks: 'Handles site visits',
};

function partner(
  id: number,
  natureId: NatureId,
  fields: Partial<ChannelPartnerRecord> & Pick<ChannelPartnerRecord, 'name'>,
): ChannelPartnerRecord {
  return {
    id,
    natureId,
    natureName: natureLabel(natureId) ?? '',
    isActive: true,
    commissionRate: 0,
    remarks: null,
    metadata: null,
    associatesCount: 0,
    mobileNumber: null,
    emailId: null,
    companyName: null,
    createdBy: 1,
    createdAt: `2026-03-${String(id).padStart(2, '0')}T06:00:00Z`,
    ...fields,
  };
}

export const INDIVIDUAL = partner(1, 1, {
  name: 'Ravi Sharma',
  commissionRate: 2.5,
  remarks: 'Brings buyers from Jaipur',
  associatesCount: 1,
  mobileNumber: '9876543210',
  emailId: 'ravi@example.com',
  individualPersonDetails: {
    gender: 'Male',
    mobileNumber: '9876543210',
    emailId: 'ravi@example.com',
    dateOfBirth: '1985-06-15',
    maritalStatus: 'Married',
    marriageDate: '2012-02-10',
    residentialAddress: '12 MG Road, Jaipur',
    profession: 'Broker',
    hasAssociate: true,
    associates: [SUNIL],
  },
});

export const PROPRIETORSHIP = partner(2, 2, {
  name: 'Meera Estates',
  companyName: 'Meera Estates',
  mobileNumber: '9822200011',
  proprietorshipFirmDetails: {
    firmName: 'Meera Estates',
    proprietorName: 'Meera Kapoor',
    gender: 'Female',
    mobileNumber: '9822200011',
    maritalStatus: 'Unmarried',
  },
});

export const PARTNERSHIP = partner(3, 3, {
  name: 'Kapoor & Sons',
  companyName: 'Kapoor & Sons',
  associatesCount: 1,
  mobileNumber: '9833300022',
  partnershipFirmDetails: {
    firmName: 'Kapoor & Sons',
    firmAddress: 'Plot 4, Sector 18, Noida',
    partners: [
      {
        id: 1,
        personName: 'Arjun Kapoor',
        mobileNumber: '9833300022',
        hasAssociate: true,
        associates: [SUNIL],
      },
      { id: 2, personName: 'Vikram Kapoor', mobileNumber: '9833300033' },
    ],
  },
});

export const COMPANY = partner(4, 4, {
  name: 'Skyline Realty Pvt Ltd',
  isActive: false,
  commissionRate: 1.75,
  companyName: 'Skyline Realty Pvt Ltd',
  mobileNumber: '9844400044',
  emailId: 'info@skyline.example',
  registeredCompanyDetails: {
    companyName: 'Skyline Realty Pvt Ltd',
    companyEmail: 'info@skyline.example',
    companyAddress: 'Tower B, Cyber City, Gurugram',
    authorizedPersons: [
      { id: 1, personName: 'Neha Verma', designation: 'Director', mobileNumber: '9844400044' },
    ],
  },
});

export const OTHER_IDENTITY = partner(5, 5, {
  name: 'Shree Ram Trust',
  companyName: 'Shree Ram Trust',
  mobileNumber: '9855500055',
  otherIdentityDetails: {
    identityName: 'Shree Ram Trust',
    gender: 'Other',
    mobileNumber: '9855500055',
  },
});

/** Plain individual partners, so the list runs to more than one page. */
const MORE = Array.from({ length: 19 }, (_, index) =>
  partner(6 + index, 1, {
    name: `Partner ${String(index + 1).padStart(2, '0')}`,
    isActive: index % 4 !== 0,
    mobileNumber: `98000000${String(index).padStart(2, '0')}`,
    individualPersonDetails: { mobileNumber: `98000000${String(index).padStart(2, '0')}` },
  }),
);

export const CHANNEL_PARTNERS = [
  INDIVIDUAL,
  PROPRIETORSHIP,
  PARTNERSHIP,
  COMPANY,
  OTHER_IDENTITY,
  ...MORE,
];
