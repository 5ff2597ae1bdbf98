/** Stored channel partners, one of each nature, as GET /channelpartners/{id} answers them. */
import type { StoredChannelPartner } from './channel-partner-form-types';

const STORED = { isActive: true, commissionRate: 0, remarks: null };

const NO_ASSOCIATE = { hasAssociate: false, associates: [] };

export const INDIVIDUAL_PERSON: StoredChannelPartner = {
  ...STORED,
  id: 11,
  name: 'Ravi Sharma',
  natureId: 1,
  remarks: 'Met at the Jaipur property expo',
  individualPersonDetails: {
    gender: 'Male',
    mobileNumber: '9876543210',
    alternateNumber: '9123456780',
    emailId: 'ravi.sharma@example.in',
    dateOfBirth: '1984-03-12',
    maritalStatus: 'Married',
    marriageDate: '2010-11-25',
    residentialAddress: '14 Civil Lines, Jaipur',
    profession: 'Property consultant',
    businessAddress: 'Shop 3, MI Road, Jaipur',
    hasAssociate: true,
    remarks: null,
    associates: [
      {
        associateName: 'Meena Sharma',
        associateRelation: 'Wife',
        mobileNumber: '9988776655',
        alternateNumber: null,
        remarks: null,
      },
    ],
  },
};

export const PROPRIETORSHIP_FIRM: StoredChannelPartner = {
  ...STORED,
  id: 12,
  name: 'Gupta Realty',
  natureId: 2,
  proprietorshipFirmDetails: {
    firmName: 'Gupta Realty',
    proprietorName: 'Anil Gupta',
    gender: 'Male',
    mobileNumber: '9811122233',
    emailId: 'anil@guptarealty.in',
    maritalStatus: 'Unmarried',
    profession: 'Broker',
    businessAddress: '22 Station Road, Ajmer',
    ...NO_ASSOCIATE,
  },
};

/** Two partners; the first is married. */
export const PARTNERSHIP_FIRM: StoredChannelPartner = {
  ...STORED,
  id: 13,
  name: 'S & K Associates',
  natureId: 3,
  remarks: 'Handles the Sunrise Enclave launch',
  partnershipFirmDetails: {
    firmName: 'S & K Associates',
    firmAddress: '5 Tonk Road, Jaipur',
    partners: [
      {
        id: 1,
        personName: 'Suresh Kumar',
        gender: 'Male',
        mobileNumber: '9876501234',
        maritalStatus: 'Married',
        marriageDate: '2012-02-14',
        ...NO_ASSOCIATE,
      },
      {
        id: 2,
        personName: 'Kavita Joshi',
        gender: 'Female',
        mobileNumber: '9876505678',
        maritalStatus: 'Unmarried',
        ...NO_ASSOCIATE,
      },
    ],
  },
};

export const REGISTERED_COMPANY: StoredChannelPartner = {
  ...STORED,
  id: 14,
  name: 'Acme Realty Pvt Ltd',
  natureId: 4,
  registeredCompanyDetails: {
    companyName: 'Acme Realty Pvt Ltd',
    companyEmail: 'contact@acmerealty.in',
    companyAddress: 'Tower B, Malviya Nagar, Jaipur',
    authorizedPersons: [
      {
        id: 1,
        personName: 'Asha Verma',
        designation: 'Director',
        gender: 'Female',
        mobileNumber: '9812345678',
        ...NO_ASSOCIATE,
      },
    ],
  },
};

export const OTHER_IDENTITY: StoredChannelPartner = {
  ...STORED,
  id: 15,
  name: 'Green Earth Trust',
  natureId: 5,
  otherIdentityDetails: {
    identityName: 'Green Earth Trust',
    gender: 'Other',
    mobileNumber: '9900112233',
    residentialAddress: 'Vaishali Nagar, Jaipur',
    ...NO_ASSOCIATE,
  },
};
