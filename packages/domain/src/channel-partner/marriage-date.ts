/** The marriage date field appears only for a married person (docs/product/validation.md). */
import type { MaritalStatus } from '../constants';

export function showsMarriageDate(maritalStatus: MaritalStatus | ''): boolean {
  return maritalStatus === 'Married';
}
