/**
 * A request read as the channel partner form, so the server checks it with the form's own
 * validator and names it as the form does: the form holds '' where the API holds null.
 */
import { newChannelPartnerForm, type ChannelPartnerForm } from '@plotline/domain';
import type {
  Associate,
  ChannelPartnerRequest,
  NatureDetails,
  Person,
  PersonCore,
} from './partner-details';

type FormPerson = ChannelPartnerForm['individualPersonDetails'];
type FormPersonCore = Omit<FormPerson, 'profession' | 'businessAddress'>;

const text = (value: string | null): string => value ?? '';

function associateForm(associate: Associate): FormPerson['associates'][number] {
  return {
    associateName: text(associate.associateName),
    associateRelation: text(associate.associateRelation),
    mobileNumber: text(associate.mobileNumber),
    alternateNumber: text(associate.alternateNumber),
    remarks: text(associate.remarks),
  };
}

function personCoreForm(person: PersonCore): FormPersonCore {
  return {
    gender: person.gender ?? '',
    mobileNumber: text(person.mobileNumber),
    alternateNumber: text(person.alternateNumber),
    emailId: text(person.emailId),
    dateOfBirth: text(person.dateOfBirth),
    maritalStatus: person.maritalStatus ?? '',
    marriageDate: text(person.marriageDate),
    residentialAddress: text(person.residentialAddress),
    hasAssociate: person.hasAssociate,
    remarks: text(person.remarks),
    associates: person.associates.map(associateForm),
  };
}

function personForm(person: Person): FormPerson {
  return {
    ...personCoreForm(person),
    profession: text(person.profession),
    businessAddress: text(person.businessAddress),
  };
}

export function channelPartnerForm(
  request: ChannelPartnerRequest,
  nature: NatureDetails,
): ChannelPartnerForm {
  const form: ChannelPartnerForm = {
    ...newChannelPartnerForm(),
    natureId: nature.natureId,
    name: request.name,
    isActive: request.isActive ?? true,
    commissionRate: request.commissionRate ?? 0,
    remarks: text(request.remarks ?? null),
  };
  switch (nature.natureId) {
    case 1:
      return { ...form, individualPersonDetails: personForm(nature.details) };
    case 2:
      return {
        ...form,
        proprietorshipFirmDetails: {
          ...personForm(nature.details),
          firmName: text(nature.details.firmName),
          proprietorName: text(nature.details.proprietorName),
        },
      };
    case 3:
      return {
        ...form,
        partnershipFirmDetails: {
          firmName: text(nature.details.firmName),
          firmAddress: text(nature.details.firmAddress),
          partners: nature.details.partners.map((partner) => ({
            ...personForm(partner),
            id: partner.id,
            personName: partner.personName,
          })),
        },
      };
    case 4:
      return {
        ...form,
        registeredCompanyDetails: {
          companyName: text(nature.details.companyName),
          companyEmail: text(nature.details.companyEmail),
          companyAddress: text(nature.details.companyAddress),
          authorizedPersons: nature.details.authorizedPersons.map((authorized) => ({
            ...personCoreForm(authorized),
            id: authorized.id,
            personName: authorized.personName,
            designation: text(authorized.designation),
          })),
        },
      };
    case 5:
      return {
        ...form,
        otherIdentityDetails: {
          ...personForm(nature.details),
          identityName: text(nature.details.identityName),
        },
      };
  }
}
