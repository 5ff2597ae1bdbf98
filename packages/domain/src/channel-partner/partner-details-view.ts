/**
 * The nature's section of the partner's view modal (docs/product/screens.md "Channel partners"):
 * every field of the nature's details object, in the form's words and order, 'N/A' where a value
 * is missing, then the associates. Partnership firms and companies list each partner or
 * authorized person with their own associates.
 */
import { formatDate } from '../display/format-date';
import type {
  AssociateRecord,
  AuthorizedPersonRecord,
  ChannelPartnerDetailsRecord,
  PartnerEntryRecord,
  PersonRecord,
} from './channel-partner-record';
import { natureLabel } from './nature';
import { orNotAvailable } from './partner-display';

/** What a fact's value is when it is a way to reach someone: the screen makes it a link. */
export type PartnerContact = 'phone' | 'email';

/** `contact` is there only when the value is given, not 'N/A'. */
export type PartnerFact = { term: string; value: string; contact?: PartnerContact };

/** A headed group of facts: an associate, a partner or an authorized person. */
export type PartnerFactGroup = { heading: string; facts: PartnerFact[] };

export type PartnerPersonView = PartnerFactGroup & { associates: PartnerFactGroup[] };

export type PartnerNatureView = PartnerFactGroup & {
  /** The partners of a partnership firm or the authorized persons of a company. */
  people: PartnerPersonView[];
  /** The associates of natures 1, 2 and 5; the others' are under their people. */
  associates: PartnerFactGroup[];
};

function fact(
  term: string,
  value: string | null | undefined,
  contact?: PartnerContact,
): PartnerFact {
  const shown = orNotAvailable(value);
  return contact && value?.trim() ? { term, value: shown, contact } : { term, value: shown };
}

const dateFact = (term: string, date: string | null | undefined): PartnerFact =>
  fact(term, date?.trim() ? formatDate(date) : null);

function associatesOf(person: { associates?: readonly AssociateRecord[] }): PartnerFactGroup[] {
  return (person.associates ?? []).map((associate, index) => ({
    heading: `Associate ${index + 1}`,
    facts: [
      fact('Name', associate.associateName),
      fact('Relation', associate.associateRelation),
      fact('Mobile Number', associate.mobileNumber, 'phone'),
      fact('Alternate Mobile', associate.alternateNumber, 'phone'),
      fact('Remarks', associate.remarks),
    ],
  }));
}

/** The personal fields every nature's person has, before and after the optional work ones. */
function personFacts(person: PersonRecord | AuthorizedPersonRecord): {
  contact: PartnerFact[];
  closing: PartnerFact[];
} {
  return {
    contact: [
      fact('Gender', person.gender),
      fact('Mobile Number', person.mobileNumber, 'phone'),
      fact('Alternate Number', person.alternateNumber, 'phone'),
      fact('E-Mail ID', person.emailId, 'email'),
      dateFact('Date of Birth', person.dateOfBirth),
      fact('Marital Status', person.maritalStatus),
      dateFact('Date of Marriage', person.marriageDate),
      fact('Residential Address', person.residentialAddress),
    ],
    closing: [
      fact('Have any Associate', person.hasAssociate ? 'Yes' : 'No'),
      fact('Remarks', person.remarks),
    ],
  };
}

function withWork(person: PersonRecord): PartnerFact[] {
  const { contact, closing } = personFacts(person);
  return [
    ...contact,
    fact('Profession', person.profession),
    fact('Business Address', person.businessAddress),
    ...closing,
  ];
}

function partnerView(partner: PartnerEntryRecord, index: number): PartnerPersonView {
  return {
    heading: `Partner ${index + 1}`,
    facts: [fact('Name of Person', partner.personName), ...withWork(partner)],
    associates: associatesOf(partner),
  };
}

function authorizedPersonView(person: AuthorizedPersonRecord, index: number): PartnerPersonView {
  const { contact, closing } = personFacts(person);
  return {
    heading: `Authorized Person ${index + 1}`,
    facts: [
      fact('Name', person.personName),
      fact('Designation', person.designation),
      ...contact,
      ...closing,
    ],
    associates: associatesOf(person),
  };
}

/** The section for the partner's nature; a missing details object reads 'N/A' throughout. */
export function partnerNatureView(partner: ChannelPartnerDetailsRecord): PartnerNatureView {
  const heading = `${natureLabel(partner.natureId)} Details`;
  const single = (facts: PartnerFact[], person: PersonRecord): PartnerNatureView => ({
    heading,
    facts,
    people: [],
    associates: associatesOf(person),
  });
  switch (partner.natureId) {
    case 2: {
      const firm = partner.proprietorshipFirmDetails ?? {};
      return single(
        [
          fact('Firm Name', firm.firmName),
          fact('Proprietor Name', firm.proprietorName),
          ...withWork(firm),
        ],
        firm,
      );
    }
    case 3: {
      const firm = partner.partnershipFirmDetails;
      return {
        heading,
        facts: [fact('Firm Name', firm?.firmName), fact('Firm Address', firm?.firmAddress)],
        people: (firm?.partners ?? []).map(partnerView),
        associates: [],
      };
    }
    case 4: {
      const company = partner.registeredCompanyDetails;
      return {
        heading,
        facts: [
          fact('Name of Company', company?.companyName),
          fact('Company E-Mail', company?.companyEmail, 'email'),
          fact('Company Address', company?.companyAddress),
        ],
        people: (company?.authorizedPersons ?? []).map(authorizedPersonView),
        associates: [],
      };
    }
    case 5: {
      const identity = partner.otherIdentityDetails ?? {};
      return single(
        [fact('Name of Identity', identity.identityName), ...withWork(identity)],
        identity,
      );
    }
    case 1: {
      const person = partner.individualPersonDetails ?? {};
      return single(withWork(person), person);
    }
  }
}
