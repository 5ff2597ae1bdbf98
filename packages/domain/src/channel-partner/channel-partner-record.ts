/**
 * A channel partner's details as the API answers them (openapi.yaml "ChannelPartner"): every
 * field may be missing or null, unlike the form's, whose empty text is ''.
 */
import type { Gender, MaritalStatus, NatureId } from '../constants';

type Stored = string | null | undefined;

export type AssociateRecord = {
  associateName?: Stored;
  associateRelation?: Stored;
  mobileNumber?: Stored;
  alternateNumber?: Stored;
  remarks?: Stored;
};

type PersonCoreRecord = {
  gender?: Gender | null;
  mobileNumber?: Stored;
  alternateNumber?: Stored;
  emailId?: Stored;
  dateOfBirth?: Stored;
  maritalStatus?: MaritalStatus | null;
  marriageDate?: Stored;
  residentialAddress?: Stored;
  hasAssociate?: boolean;
  remarks?: Stored;
  associates?: readonly AssociateRecord[];
};

export type PersonRecord = PersonCoreRecord & { profession?: Stored; businessAddress?: Stored };

export type ProprietorshipFirmRecord = PersonRecord & {
  firmName?: Stored;
  proprietorName?: Stored;
};

export type PartnerEntryRecord = PersonRecord & { id: number; personName: string };

export type PartnershipFirmRecord = {
  firmName?: Stored;
  firmAddress?: Stored;
  partners: readonly PartnerEntryRecord[];
};

/** An authorized person has no profession or business address. */
export type AuthorizedPersonRecord = PersonCoreRecord & {
  id: number;
  personName: string;
  designation?: Stored;
};

export type RegisteredCompanyRecord = {
  companyName?: Stored;
  companyEmail?: Stored;
  companyAddress?: Stored;
  authorizedPersons: readonly AuthorizedPersonRecord[];
};

export type OtherIdentityRecord = PersonRecord & { identityName?: Stored };

/** The nature and its details object; the other natures' objects are absent or null. */
export type ChannelPartnerDetailsRecord = {
  natureId: NatureId;
  individualPersonDetails?: PersonRecord | null;
  proprietorshipFirmDetails?: ProprietorshipFirmRecord | null;
  partnershipFirmDetails?: PartnershipFirmRecord | null;
  registeredCompanyDetails?: RegisteredCompanyRecord | null;
  otherIdentityDetails?: OtherIdentityRecord | null;
};
