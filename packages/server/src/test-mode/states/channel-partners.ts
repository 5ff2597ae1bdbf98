/**
 * States of cases/channel-partners.ts: one partner of each nature the screens show, every one
 * created by admin with commission 0, remarks set and no metadata.
 */
import type { components } from '@plotline/api-client/schema';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings, channelPartners } from '../../db/schema';
import { ADMIN_ID } from '../baseline';
import type { StateSetups } from '../provider-world';
import { assertNone } from './absence';
import { RAVI_KUMAR, storeChannelPartner } from '../sales-examples';

type ChannelPartnerRequest = components['schemas']['ChannelPartnerRequest'];

const partner = { isActive: true, commissionRate: 0, createdBy: ADMIN_ID };

/** Nature 3: Mohan Sharma (married, one associate) and Kavita Sharma (unmarried, none). */
const SHARMA_AND_SONS: ChannelPartnerRequest = {
  ...partner,
  name: 'Sharma & Sons Associates',
  natureId: 3,
  remarks: 'Family firm covering Ajmer district',
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
        profession: 'Property dealer',
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
};

/** Nature 4: one authorized person, Deepak Jain, a married director with no associate. */
const SKYLINE_REALTY: ChannelPartnerRequest = {
  ...partner,
  name: 'Skyline Realty Pvt Ltd',
  natureId: 4,
  remarks: 'Corporate partner for the Jaipur projects',
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
};

/** Nature 2, inactive: the proprietor Meera Gupta with her mobile and email. */
const MEERA_TRADERS: ChannelPartnerRequest = {
  ...partner,
  isActive: false,
  name: 'Meera Traders',
  natureId: 2,
  remarks: 'Stopped trading in 2025',
  proprietorshipFirmDetails: {
    firmName: 'Meera Traders',
    proprietorName: 'Meera Gupta',
    gender: 'Female',
    mobileNumber: '9460012345',
    emailId: 'meera@meeratraders.in',
  },
};

/** Channel partner 1 Ravi Kumar, the example partner, whom booking 1 was sold through. */
export async function ensureRaviKumar(db: Database): Promise<void> {
  await storeChannelPartner(db, RAVI_KUMAR, { id: 1, createdAt: new Date('2026-09-01T07:00:00Z') });
}

export const channelPartnersStates: StateSetups = {
  'channel partner 1 is Ravi Kumar, an active individual person with one associate': ({ db }) =>
    ensureRaviKumar(db),

  'channel partner 2 is Sharma & Sons Associates, an active partnership firm with partners Mohan Sharma and Kavita Sharma':
    async ({ db }) => {
      await storeChannelPartner(db, SHARMA_AND_SONS, {
        id: 2,
        createdAt: new Date('2026-09-14T08:30:00Z'),
      });
    },

  'channel partner 3 is Skyline Realty Pvt Ltd, an active registered company with one authorized person, Deepak Jain':
    async ({ db }) => {
      await storeChannelPartner(db, SKYLINE_REALTY, {
        id: 3,
        createdAt: new Date('2026-09-20T10:00:00Z'),
      });
    },

  'channel partner 4 is Meera Traders, an inactive proprietorship firm that no booking refers to':
    async ({ db }) => {
      await storeChannelPartner(db, MEERA_TRADERS, {
        id: 4,
        createdAt: new Date('2026-08-10T09:00:00Z'),
      });
      await assertNone(db, bookings, eq(bookings.channelPartnerId, 4), 'no booking of partner 4');
    },

  'no channel partner exists': ({ db }) =>
    assertNone(db, channelPartners, undefined, 'no channel partner at all'),

  'no channel partner has id 999': ({ db }) =>
    assertNone(db, channelPartners, eq(channelPartners.id, 999), 'no channel partner 999'),
};

/** Channel partner 1 of the dashboard: Rakesh Verma, a person with commission 2 and no bookings. */
export async function ensureRakeshVerma(db: Database): Promise<void> {
  const rakeshVerma: ChannelPartnerRequest = {
    ...partner,
    name: 'Rakesh Verma',
    natureId: 1,
    commissionRate: 2,
    remarks: 'Covers the Ajmer Road projects',
    individualPersonDetails: { gender: 'Male', mobileNumber: '9876501234' },
  };
  await storeChannelPartner(db, rakeshVerma, {
    id: 1,
    createdAt: new Date('2026-09-05T09:00:00Z'),
  });
}
