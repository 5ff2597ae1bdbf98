/** The 'Associated Persons' column (docs/product/screens.md and docs/product/api-calls.md). */

type WithAssociates = { associates?: readonly unknown[] | null };

/** A channel partner as the API or the form holds it; only the chosen nature's details count. */
export type AssociateSource = {
  natureId: number;
  individualPersonDetails?: WithAssociates | null;
  proprietorshipFirmDetails?: WithAssociates | null;
  partnershipFirmDetails?: { partners?: readonly WithAssociates[] | null } | null;
  registeredCompanyDetails?: { authorizedPersons?: readonly WithAssociates[] | null } | null;
  otherIdentityDetails?: WithAssociates | null;
};

export const NO_ASSOCIATES_LABEL = 'No Associates';

function countOf(holder: WithAssociates | null | undefined): number {
  return holder?.associates?.length ?? 0;
}

function countAcross(people: readonly WithAssociates[] | null | undefined): number {
  return (people ?? []).reduce((sum, person) => sum + countOf(person), 0);
}

/** Natures 3 and 4 flatten the associates of every partner or authorized person into one count. */
export function associateCount(partner: AssociateSource): number {
  switch (partner.natureId) {
    case 1:
      return countOf(partner.individualPersonDetails);
    case 2:
      return countOf(partner.proprietorshipFirmDetails);
    case 3:
      return countAcross(partner.partnershipFirmDetails?.partners);
    case 4:
      return countAcross(partner.registeredCompanyDetails?.authorizedPersons);
    case 5:
      return countOf(partner.otherIdentityDetails);
    default:
      return 0;
  }
}

/** The column for a count already made, e.g. the API's associatesCount of a list row. */
export function associatedPersonsCountLabel(count: number): string {
  return count === 0 ? NO_ASSOCIATES_LABEL : String(count);
}

export function associatedPersonsLabel(partner: AssociateSource): string {
  return associatedPersonsCountLabel(associateCount(partner));
}
