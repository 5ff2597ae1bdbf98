/** How the screen writes an enquiry's ranges and people, from the domain's formats. */
import { formatArea, formatRupees } from '@plotline/domain';
import type { EnquiryPerson } from './enquiry-types';

/** What an enquiry without a sales person, or a visit nobody accompanies, reads. */
export const NOBODY = 'Unassigned';

export const personName = (person: EnquiryPerson | null) => person?.name ?? NOBODY;

/** '1,200 to 2,400 sq ft', 'From 1,200 sq ft', 'Up to 2,400 sq ft'; null with neither end. */
function rangeText(
  min: number | null,
  max: number | null,
  write: (value: number) => string,
): string | null {
  if (min !== null && max !== null) return `${write(min)} to ${write(max)}`;
  if (min !== null) return `From ${write(min)}`;
  if (max !== null) return `Up to ${write(max)}`;
  return null;
}

export const plotSizeRangeText = (min: number | null, max: number | null) =>
  rangeText(min, max, (value) => `${formatArea(value)} sq ft`);

export const budgetRangeText = (min: number | null, max: number | null) =>
  rangeText(min, max, formatRupees);
