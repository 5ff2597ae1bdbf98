/** The marriage date field appears only for a married person (SPEC.md section 5). */
import type { MaritalStatus } from '../constants';

export function showsMarriageDate(maritalStatus: MaritalStatus | ''): boolean {
  return maritalStatus === 'Married';
}
