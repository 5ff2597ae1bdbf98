/**
 * The demo business's channel partners, of all five natures, written as the partner form sends
 * them so that they are saved through the same rules as the API's.
 */
import type { ChannelPartnerRequest } from '../../routes/channel-partners/partner-details';
import { address, mobileNumber, person, type DemoPerson } from './people';
import type { Random } from './random';

type Associate = NonNullable<
  NonNullable<ChannelPartnerRequest['individualPersonDetails']>['associates']
>[number];

const RELATIONS = ['Brother', 'Son', 'Wife', 'Nephew', 'Business associate'] as const;

function associates(random: Random, count: number): Associate[] {
  return Array.from({ length: count }, () => {
    const associate = person(random);
    return {
      associateName: associate.name,
      associateRelation: random.pick(RELATIONS),
      mobileNumber: associate.mobileNumber,
      alternateNumber: random.chance(0.3) ? mobileNumber(random) : null,
      remarks: random.chance(0.4) ? 'Brings clients for site visits' : null,
    };
  });
}

function birthDate(random: Random): string {
  return `${random.int(1965, 1995)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
}

/** A person's fields as the form sends them; married people give the marriage date. */
function personFields(random: Random, who: DemoPerson, associateCount: number) {
  const dateOfBirth = birthDate(random);
  const married = random.chance(0.7);
  const marriedYear = Number(dateOfBirth.slice(0, 4)) + random.int(22, 30);
  return {
    gender: who.gender,
    mobileNumber: who.mobileNumber,
    alternateNumber: random.chance(0.5) ? mobileNumber(random) : null,
    emailId: who.emailId,
    dateOfBirth,
    maritalStatus: married ? ('Married' as const) : ('Unmarried' as const),
    marriageDate: married ? `${marriedYear}-${dateOfBirth.slice(5)}` : null,
    residentialAddress: who.address,
    hasAssociate: associateCount > 0,
    remarks: null,
    associates: associates(random, associateCount),
  };
}

function individual(
  random: Random,
  associateCount: number,
  isActive = true,
): ChannelPartnerRequest {
  const who = person(random);
  return {
    name: who.name,
    natureId: 1,
    isActive,
    commissionRate: random.pick([1, 1.5, 2]),
    remarks: 'Works the Jaipur city market',
    individualPersonDetails: {
      ...personFields(random, who, associateCount),
      profession: 'Property consultant',
      businessAddress: address(random),
    },
  };
}

function proprietorship(random: Random, firmName: string, isActive = true): ChannelPartnerRequest {
  const proprietor = person(random);
  return {
    name: firmName,
    natureId: 2,
    isActive,
    commissionRate: 2,
    remarks: null,
    proprietorshipFirmDetails: {
      firmName,
      proprietorName: proprietor.name,
      ...personFields(random, proprietor, random.int(0, 2)),
      profession: 'Real estate broker',
      businessAddress: address(random),
    },
  };
}

function partnership(
  random: Random,
  firmName: string,
  partnerCount: number,
): ChannelPartnerRequest {
  return {
    name: firmName,
    natureId: 3,
    isActive: true,
    commissionRate: 2.5,
    remarks: 'Covers Ajmer and Pushkar',
    partnershipFirmDetails: {
      firmName,
      firmAddress: address(random),
      partners: Array.from({ length: partnerCount }, (_, i) => {
        const partner = person(random);
        return {
          id: i + 1,
          personName: partner.name,
          ...personFields(random, partner, random.int(0, 1)),
          profession: 'Real estate broker',
          businessAddress: address(random),
        };
      }),
    },
  };
}

function company(random: Random, companyName: string, domain: string): ChannelPartnerRequest {
  const designations = ['Director', 'Managing Director', 'Sales Head'] as const;
  return {
    name: companyName,
    natureId: 4,
    isActive: true,
    commissionRate: 3,
    remarks: 'Corporate channel partner; invoices monthly',
    registeredCompanyDetails: {
      companyName,
      companyEmail: `info@${domain}`,
      companyAddress: address(random),
      authorizedPersons: designations.slice(0, random.int(1, 3)).map((designation, i) => {
        const authorized = person(random);
        return {
          id: i + 1,
          personName: authorized.name,
          designation,
          ...personFields(random, authorized, random.int(0, 1)),
        };
      }),
    },
  };
}

function otherIdentity(
  random: Random,
  identityName: string,
  isActive = true,
): ChannelPartnerRequest {
  const contact = person(random);
  return {
    name: identityName,
    natureId: 5,
    isActive,
    commissionRate: 1,
    remarks: 'Refers members and their families',
    otherIdentityDetails: {
      identityName,
      ...personFields(random, contact, random.int(0, 1)),
      gender: 'Other',
      profession: 'Trust',
      businessAddress: address(random),
    },
  };
}

export function demoChannelPartners(random: Random): ChannelPartnerRequest[] {
  return [
    individual(random, 1),
    individual(random, 2),
    individual(random, 0),
    individual(random, 0, false),
    proprietorship(random, 'Shekhawat Property Point'),
    proprietorship(random, 'Balaji Estate Agency'),
    proprietorship(random, 'Marudhar Land Links', false),
    partnership(random, 'Sharma & Sons Associates', 2),
    partnership(random, 'Mewar Realty Partners', 3),
    company(random, 'Skyline Realty Pvt Ltd', 'skylinerealty.in'),
    company(random, 'Pink City Infra Developers Pvt Ltd', 'pinkcityinfra.in'),
    otherIdentity(random, 'Rajputana Ex-Servicemen Welfare Society'),
    otherIdentity(random, 'Agarwal Samaj Trust', false),
  ];
}
