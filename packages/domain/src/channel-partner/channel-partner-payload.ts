/**
 * The body of POST and PUT /channelpartners, made from the channel partner form
 * (docs/product/api-calls.md): only the chosen nature's details, '' sent as null.
 */
import type { CalendarDate } from '../calendar-date';
import type { Gender, MaritalStatus, NatureId } from '../constants';
import { mobileDigits } from '../input/digits';
import { calendarDateFrom, filledText } from '../input/read-input';
import type {
  Associate,
  AuthorizedPersonEntry,
  ChannelPartnerForm,
  PartnerEntry,
  PersonDetails,
} from './channel-partner-form';
import { channelPartnerName } from './channel-partner-name';
import { showsMarriageDate } from './marriage-date';

export type AssociatePayload = { [Field in keyof Associate]: string | null };

type PersonCorePayload = {
  gender: Gender | null;
  mobileNumber: string | null;
  alternateNumber: string | null;
  emailId: string | null;
  dateOfBirth: CalendarDate | null;
  maritalStatus: MaritalStatus | null;
  marriageDate: CalendarDate | null;
  residentialAddress: string | null;
  hasAssociate: boolean;
  remarks: string | null;
  associates: AssociatePayload[];
};

export type PersonPayload = PersonCorePayload & {
  profession: string | null;
  businessAddress: string | null;
};

export type ChannelPartnerPayload = {
  name: string;
  natureId: NatureId;
  isActive: boolean;
  commissionRate: number;
  remarks: string | null;
  individualPersonDetails: PersonPayload | null;
  proprietorshipFirmDetails:
    (PersonPayload & { firmName: string | null; proprietorName: string | null }) | null;
  partnershipFirmDetails: {
    firmName: string | null;
    firmAddress: string | null;
    partners: (PersonPayload & { id: number; personName: string })[];
  } | null;
  registeredCompanyDetails: {
    companyName: string | null;
    companyEmail: string | null;
    companyAddress: string | null;
    authorizedPersons: (PersonCorePayload & {
      id: number;
      personName: string;
      designation: string | null;
    })[];
  } | null;
  otherIdentityDetails: (PersonPayload & { identityName: string | null }) | null;
};

const phone = (text: string) => filledText(mobileDigits(text));

function associatePayload(associate: Associate): AssociatePayload {
  return {
    associateName: filledText(associate.associateName),
    associateRelation: filledText(associate.associateRelation),
    mobileNumber: phone(associate.mobileNumber),
    alternateNumber: phone(associate.alternateNumber),
    remarks: filledText(associate.remarks),
  };
}

type PersonCoreForm = Omit<PersonDetails, 'profession' | 'businessAddress'>;

/** The marriage date only for a married person, the associates only for one who has them. */
function personCorePayload(person: PersonCoreForm): PersonCorePayload {
  return {
    gender: person.gender || null,
    mobileNumber: phone(person.mobileNumber),
    alternateNumber: phone(person.alternateNumber),
    emailId: filledText(person.emailId),
    dateOfBirth: calendarDateFrom(person.dateOfBirth),
    maritalStatus: person.maritalStatus || null,
    marriageDate: showsMarriageDate(person.maritalStatus)
      ? calendarDateFrom(person.marriageDate)
      : null,
    residentialAddress: filledText(person.residentialAddress),
    hasAssociate: person.hasAssociate,
    remarks: filledText(person.remarks),
    associates: person.hasAssociate ? person.associates.map(associatePayload) : [],
  };
}

function personPayload(person: PersonDetails): PersonPayload {
  return {
    ...personCorePayload(person),
    profession: filledText(person.profession),
    businessAddress: filledText(person.businessAddress),
  };
}

function partnerPayload(partner: PartnerEntry) {
  return { ...personPayload(partner), id: partner.id, personName: partner.personName.trim() };
}

function authorizedPersonPayload(person: AuthorizedPersonEntry) {
  return {
    ...personCorePayload(person),
    id: person.id,
    personName: person.personName.trim(),
    designation: filledText(person.designation),
  };
}

/** The payload is made from a form that passed validateChannelPartner. */
export function channelPartnerPayload(form: ChannelPartnerForm): ChannelPartnerPayload {
  const payload: ChannelPartnerPayload = {
    name: channelPartnerName(form),
    natureId: form.natureId,
    isActive: form.isActive,
    commissionRate: form.commissionRate,
    remarks: filledText(form.remarks),
    individualPersonDetails: null,
    proprietorshipFirmDetails: null,
    partnershipFirmDetails: null,
    registeredCompanyDetails: null,
    otherIdentityDetails: null,
  };
  switch (form.natureId) {
    case 1:
      return { ...payload, individualPersonDetails: personPayload(form.individualPersonDetails) };
    case 2: {
      const details = form.proprietorshipFirmDetails;
      return {
        ...payload,
        proprietorshipFirmDetails: {
          ...personPayload(details),
          firmName: filledText(details.firmName),
          proprietorName: filledText(details.proprietorName),
        },
      };
    }
    case 3: {
      const details = form.partnershipFirmDetails;
      return {
        ...payload,
        partnershipFirmDetails: {
          firmName: filledText(details.firmName),
          firmAddress: filledText(details.firmAddress),
          partners: details.partners.map(partnerPayload),
        },
      };
    }
    case 4: {
      const details = form.registeredCompanyDetails;
      return {
        ...payload,
        registeredCompanyDetails: {
          companyName: filledText(details.companyName),
          companyEmail: filledText(details.companyEmail),
          companyAddress: filledText(details.companyAddress),
          authorizedPersons: details.authorizedPersons.map(authorizedPersonPayload),
        },
      };
    }
    case 5: {
      const details = form.otherIdentityDetails;
      return {
        ...payload,
        otherIdentityDetails: {
          ...personPayload(details),
          identityName: filledText(details.identityName),
        },
      };
    }
  }
}
