/**
 * The form for a stored channel partner, as GET /channelpartners/{id} answers it: the API holds
 * null or leaves out what the form holds as '', and only the partner's own nature has details.
 */
import { GENDERS, MARITAL_STATUSES, type Gender, type MaritalStatus } from '../constants';
import {
  newChannelPartnerForm,
  type Associate,
  type AuthorizedPersonEntry,
  type ChannelPartnerForm,
  type PartnerEntry,
  type PersonDetails,
} from './channel-partner-form';
import { isNatureId } from './nature';

type Text = string | null | undefined;

/** An associate or person as stored: any field may be null or absent. */
type StoredAssociate = { [Field in keyof Associate]?: Text };
type StoredPerson = {
  [Field in Exclude<keyof PersonDetails, 'hasAssociate' | 'associates'>]?: Text;
} & { hasAssociate?: boolean | null; associates?: readonly StoredAssociate[] | null };

export type StoredChannelPartner = {
  name: string;
  natureId: number;
  isActive: boolean;
  commissionRate: number;
  remarks?: Text;
  individualPersonDetails?: StoredPerson | null;
  proprietorshipFirmDetails?: (StoredPerson & { firmName?: Text; proprietorName?: Text }) | null;
  partnershipFirmDetails?: {
    firmName?: Text;
    firmAddress?: Text;
    partners: readonly (StoredPerson & { id: number; personName: string })[];
  } | null;
  registeredCompanyDetails?: {
    companyName?: Text;
    companyEmail?: Text;
    companyAddress?: Text;
    authorizedPersons: readonly (StoredPerson & {
      id: number;
      personName: string;
      designation?: Text;
    })[];
  } | null;
  otherIdentityDetails?: (StoredPerson & { identityName?: Text }) | null;
};

const text = (value: Text): string => value ?? '';

/** Stored dates may come back as timestamps; the date boxes take the day. */
const day = (value: Text): string => text(value).slice(0, 10);

function associateForm(associate: StoredAssociate): Associate {
  return {
    associateName: text(associate.associateName),
    associateRelation: text(associate.associateRelation),
    mobileNumber: text(associate.mobileNumber),
    alternateNumber: text(associate.alternateNumber),
    remarks: text(associate.remarks),
  };
}

type PersonCore = Omit<PersonDetails, 'profession' | 'businessAddress'>;

function personCoreForm(person: StoredPerson): PersonCore {
  return {
    gender: GENDERS.find((gender): gender is Gender => gender === person.gender) ?? '',
    mobileNumber: text(person.mobileNumber),
    alternateNumber: text(person.alternateNumber),
    emailId: text(person.emailId),
    dateOfBirth: day(person.dateOfBirth),
    maritalStatus:
      MARITAL_STATUSES.find((status): status is MaritalStatus => status === person.maritalStatus) ??
      '',
    marriageDate: day(person.marriageDate),
    residentialAddress: text(person.residentialAddress),
    hasAssociate: person.hasAssociate ?? false,
    remarks: text(person.remarks),
    associates: (person.associates ?? []).map(associateForm),
  };
}

function personForm(person: StoredPerson): PersonDetails {
  return {
    ...personCoreForm(person),
    profession: text(person.profession),
    businessAddress: text(person.businessAddress),
  };
}

function authorizedPersonForm(
  person: NonNullable<
    StoredChannelPartner['registeredCompanyDetails']
  >['authorizedPersons'][number],
): AuthorizedPersonEntry {
  return {
    ...personCoreForm(person),
    id: person.id,
    personName: person.personName,
    designation: text(person.designation),
  };
}

/**
 * The stored nature's details over a new form's, so the others start empty; a nature 3 or 4
 * without entries starts with one empty entry, the least the form accepts.
 */
export function channelPartnerFormOf(partner: StoredChannelPartner): ChannelPartnerForm {
  const form = newChannelPartnerForm();
  const natureId = isNatureId(partner.natureId) ? partner.natureId : form.natureId;
  const base: ChannelPartnerForm = {
    ...form,
    natureId,
    name: natureId === 1 ? partner.name : '',
    isActive: partner.isActive,
    commissionRate: partner.commissionRate,
    remarks: text(partner.remarks),
  };
  const individual = partner.individualPersonDetails;
  const proprietorship = partner.proprietorshipFirmDetails;
  const partnership = partner.partnershipFirmDetails;
  const company = partner.registeredCompanyDetails;
  const identity = partner.otherIdentityDetails;
  switch (natureId) {
    case 1:
      return individual ? { ...base, individualPersonDetails: personForm(individual) } : base;
    case 2:
      return proprietorship
        ? {
            ...base,
            proprietorshipFirmDetails: {
              ...personForm(proprietorship),
              firmName: text(proprietorship.firmName),
              proprietorName: text(proprietorship.proprietorName),
            },
          }
        : base;
    case 3: {
      if (!partnership) return base;
      const partners: PartnerEntry[] = partnership.partners.map((partner) => ({
        ...personForm(partner),
        id: partner.id,
        personName: partner.personName,
      }));
      return {
        ...base,
        partnershipFirmDetails: {
          firmName: text(partnership.firmName),
          firmAddress: text(partnership.firmAddress),
          partners: partners.length > 0 ? partners : form.partnershipFirmDetails.partners,
        },
      };
    }
    case 4: {
      if (!company) return base;
      const people = company.authorizedPersons.map(authorizedPersonForm);
      return {
        ...base,
        registeredCompanyDetails: {
          companyName: text(company.companyName),
          companyEmail: text(company.companyEmail),
          companyAddress: text(company.companyAddress),
          authorizedPersons:
            people.length > 0 ? people : form.registeredCompanyDetails.authorizedPersons,
        },
      };
    }
    case 5:
      return identity
        ? {
            ...base,
            otherIdentityDetails: {
              ...personForm(identity),
              identityName: text(identity.identityName),
            },
          }
        : base;
  }
}
