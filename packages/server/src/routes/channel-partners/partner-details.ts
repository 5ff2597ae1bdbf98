/**
 * The details object of a channel partner's nature, as the server stores and answers it: every
 * field present (null when not given), the marriage date only for a married person and the
 * associates only when the person has some, as the form shows them (openapi.yaml).
 */
import type { components } from '@plotline/api-client/schema';
import { nextEntryId, showsMarriageDate, type NatureId } from '@plotline/domain';

type Schemas = components['schemas'];
export type ChannelPartnerRequest = Schemas['ChannelPartnerRequest'];

export type Associate = Required<Schemas['Associate']>;
type WithAssociates<T> = Required<Omit<T, 'associates'>> & { associates: Associate[] };

type IndividualPersonDetails = WithAssociates<Schemas['IndividualPersonDetails']>;
type ProprietorshipFirmDetails = WithAssociates<Schemas['ProprietorshipFirmDetails']>;
type PartnerEntry = WithAssociates<Schemas['PartnerEntry']>;
type PartnershipFirmDetails = Required<Omit<Schemas['PartnershipFirmDetails'], 'partners'>> & {
  partners: PartnerEntry[];
};
type AuthorizedPersonEntry = WithAssociates<Schemas['AuthorizedPersonEntry']>;
type RegisteredCompanyDetails = Required<
  Omit<Schemas['RegisteredCompanyDetails'], 'authorizedPersons'>
> & { authorizedPersons: AuthorizedPersonEntry[] };
type OtherIdentityDetails = WithAssociates<Schemas['OtherIdentityDetails']>;

/** A partner's nature with the one details object that goes with it. */
export type NatureDetails =
  | { natureId: 1; details: IndividualPersonDetails }
  | { natureId: 2; details: ProprietorshipFirmDetails }
  | { natureId: 3; details: PartnershipFirmDetails }
  | { natureId: 4; details: RegisteredCompanyDetails }
  | { natureId: 5; details: OtherIdentityDetails };

/** The fields every person of every nature has. */
type PersonCoreInput = Pick<
  Schemas['AuthorizedPersonEntry'],
  | 'gender'
  | 'mobileNumber'
  | 'alternateNumber'
  | 'emailId'
  | 'dateOfBirth'
  | 'maritalStatus'
  | 'marriageDate'
  | 'residentialAddress'
  | 'hasAssociate'
  | 'remarks'
  | 'associates'
>;
type PersonInput = PersonCoreInput &
  Pick<Schemas['IndividualPersonDetails'], 'profession' | 'businessAddress'>;
/** An authorized person has no profession or business address (docs/product/records.md). */
export type PersonCore = WithAssociates<PersonCoreInput>;
export type Person = WithAssociates<PersonInput>;

function storedAssociate(associate: Schemas['Associate']): Associate {
  return {
    associateName: associate.associateName ?? null,
    associateRelation: associate.associateRelation ?? null,
    mobileNumber: associate.mobileNumber ?? null,
    alternateNumber: associate.alternateNumber ?? null,
    remarks: associate.remarks ?? null,
  };
}

function personCore(person: PersonCoreInput): PersonCore {
  const maritalStatus = person.maritalStatus ?? null;
  const hasAssociate = person.hasAssociate ?? false;
  return {
    gender: person.gender ?? null,
    mobileNumber: person.mobileNumber ?? null,
    alternateNumber: person.alternateNumber ?? null,
    emailId: person.emailId ?? null,
    dateOfBirth: person.dateOfBirth ?? null,
    maritalStatus,
    marriageDate: showsMarriageDate(maritalStatus ?? '') ? (person.marriageDate ?? null) : null,
    residentialAddress: person.residentialAddress ?? null,
    hasAssociate,
    remarks: person.remarks ?? null,
    associates: hasAssociate ? (person.associates ?? []).map(storedAssociate) : [],
  };
}

function person(input: PersonInput): Person {
  return {
    ...personCore(input),
    profession: input.profession ?? null,
    businessAddress: input.businessAddress ?? null,
  };
}

/**
 * Partners and authorized persons may come without the local id the form gives them: each one
 * without gets the next after the largest id sent, in order, as the form would have numbered it.
 */
function withEntryIds<T extends { id?: number }>(entries: readonly T[]): (T & { id: number })[] {
  let next = nextEntryId(entries.flatMap(({ id }) => (id === undefined ? [] : [{ id }])));
  return entries.map((entry) => ({ ...entry, id: entry.id ?? next++ }));
}

/**
 * The details of the request's nature; a missing object reads as an empty one, so the
 * validator names the fields it lacks. The other natures' objects are not kept.
 */
export function natureDetailsOf(request: ChannelPartnerRequest): NatureDetails {
  switch (request.natureId) {
    case 1:
      return { natureId: 1, details: person(request.individualPersonDetails ?? {}) };
    case 2: {
      const details = request.proprietorshipFirmDetails ?? {};
      return {
        natureId: 2,
        details: {
          firmName: details.firmName ?? null,
          proprietorName: details.proprietorName ?? null,
          ...person(details),
        },
      };
    }
    case 3: {
      const details = request.partnershipFirmDetails;
      return {
        natureId: 3,
        details: {
          firmName: details?.firmName ?? null,
          firmAddress: details?.firmAddress ?? null,
          partners: withEntryIds(details?.partners ?? []).map((partner) => ({
            id: partner.id,
            personName: partner.personName,
            ...person(partner),
          })),
        },
      };
    }
    case 4: {
      const details = request.registeredCompanyDetails;
      return {
        natureId: 4,
        details: {
          companyName: details?.companyName ?? null,
          companyEmail: details?.companyEmail ?? null,
          companyAddress: details?.companyAddress ?? null,
          authorizedPersons: withEntryIds(details?.authorizedPersons ?? []).map((authorized) => ({
            id: authorized.id,
            personName: authorized.personName,
            designation: authorized.designation ?? null,
            ...personCore(authorized),
          })),
        },
      };
    }
    case 5: {
      const details = request.otherIdentityDetails ?? {};
      return {
        natureId: 5,
        details: { identityName: details.identityName ?? null, ...person(details) },
      };
    }
  }
}

/** The details a stored partner holds; the server wrote them, so they have their nature's shape. */
export function storedNatureDetails(natureId: NatureId, details: unknown): NatureDetails {
  return { natureId, details } as NatureDetails;
}
