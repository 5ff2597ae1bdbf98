/**
 * The channel partner form (docs/product/records.md "Channel partner"). It holds the details of all
 * five natures at once so that the 'Change' link keeps what was typed; only the chosen nature's
 * details are validated and sent. Empty text and unchosen options are ''.
 */
import {
  NEW_CHANNEL_PARTNER_DEFAULTS,
  type Gender,
  type MaritalStatus,
  type NatureId,
} from '../constants';
import type { CalendarDate } from '../calendar-date';

export type Associate = {
  associateName: string;
  associateRelation: string;
  mobileNumber: string;
  alternateNumber: string;
  remarks: string;
};

export type PersonDetails = {
  gender: Gender | '';
  mobileNumber: string;
  alternateNumber: string;
  emailId: string;
  dateOfBirth: CalendarDate;
  maritalStatus: MaritalStatus | '';
  /** Only meaningful when maritalStatus is Married. */
  marriageDate: CalendarDate;
  residentialAddress: string;
  profession: string;
  businessAddress: string;
  hasAssociate: boolean;
  remarks: string;
  associates: Associate[];
};

export type IndividualPersonDetails = PersonDetails;

export type ProprietorshipFirmDetails = PersonDetails & {
  firmName: string;
  proprietorName: string;
};

/** id is local to the form (see nextEntryId). */
export type PartnerEntry = PersonDetails & {
  id: number;
  personName: string;
};

export type PartnershipFirmDetails = {
  firmName: string;
  firmAddress: string;
  partners: PartnerEntry[];
};

/** An authorized person has no profession or business address (docs/product/records.md). */
type PersonCore = Omit<PersonDetails, 'profession' | 'businessAddress'>;

export type AuthorizedPersonEntry = PersonCore & {
  id: number;
  personName: string;
  designation: string;
};

export type RegisteredCompanyDetails = {
  companyName: string;
  companyEmail: string;
  companyAddress: string;
  authorizedPersons: AuthorizedPersonEntry[];
};

export type OtherIdentityDetails = PersonDetails & {
  identityName: string;
};

export type ChannelPartnerForm = {
  natureId: NatureId;
  /** The individual person's name (nature 1); other natures are named by their details. */
  name: string;
  isActive: boolean;
  commissionRate: number;
  /** The shared 'Additional Information' box. */
  remarks: string;
  individualPersonDetails: IndividualPersonDetails;
  proprietorshipFirmDetails: ProprietorshipFirmDetails;
  partnershipFirmDetails: PartnershipFirmDetails;
  registeredCompanyDetails: RegisteredCompanyDetails;
  otherIdentityDetails: OtherIdentityDetails;
};

export function newAssociate(): Associate {
  return {
    associateName: '',
    associateRelation: '',
    mobileNumber: '',
    alternateNumber: '',
    remarks: '',
  };
}

function newPersonCore(): PersonCore {
  return {
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
}

function newPersonDetails(): PersonDetails {
  return { ...newPersonCore(), profession: '', businessAddress: '' };
}

export function newPartnerEntry(id: number): PartnerEntry {
  return { ...newPersonDetails(), id, personName: '' };
}

export function newAuthorizedPersonEntry(id: number): AuthorizedPersonEntry {
  return { ...newPersonCore(), id, personName: '', designation: '' };
}

/** Partners and authorized persons start with one empty entry, the least the form accepts. */
export function newChannelPartnerForm(): ChannelPartnerForm {
  return {
    natureId: NEW_CHANNEL_PARTNER_DEFAULTS.natureId,
    name: '',
    isActive: NEW_CHANNEL_PARTNER_DEFAULTS.isActive,
    commissionRate: NEW_CHANNEL_PARTNER_DEFAULTS.commissionRate,
    remarks: '',
    individualPersonDetails: newPersonDetails(),
    proprietorshipFirmDetails: { ...newPersonDetails(), firmName: '', proprietorName: '' },
    partnershipFirmDetails: { firmName: '', firmAddress: '', partners: [newPartnerEntry(1)] },
    registeredCompanyDetails: {
      companyName: '',
      companyEmail: '',
      companyAddress: '',
      authorizedPersons: [newAuthorizedPersonEntry(1)],
    },
    otherIdentityDetails: { ...newPersonDetails(), identityName: '' },
  };
}
