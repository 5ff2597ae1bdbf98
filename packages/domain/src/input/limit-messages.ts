/**
 * What a form or the API says when a value goes past a limit of input-limits.ts, is no number
 * where one is expected, or holds a character the database cannot store. The server names fields by their keys in the request
 * body ('plotSize', 'partnershipFirmDetails.partners.0.personName'), so the words are built from
 * the key and the browser and the API say the same thing about the same field.
 */
import { formatCount } from '../dashboard/format-count';

/** A body key as words: 'plotSaleRate' → 'Plot sale rate'; a dotted path by its last name. */
export function fieldLabel(field: string): string {
  const name = field
    .split('.')
    .filter((segment) => !/^\d+$/.test(segment))
    .at(-1);
  if (!name) return 'This value';
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const LIMIT_MESSAGES = {
  tooLong: (field: string, maxLength: number) =>
    `${fieldLabel(field)} must be at most ${formatCount(maxLength)} characters`,
  tooLarge: (field: string, maximum: number) =>
    `${fieldLabel(field)} must be at most ${formatCount(maximum)}`,
  tooSmall: (field: string, minimum: number) =>
    `${fieldLabel(field)} must be at least ${formatCount(minimum)}`,
  /** A number field, a query's among them, given something that is none ('abc', '1e3'). */
  notANumber: (field: string) => `${fieldLabel(field)} must be a number`,
  tooMany: (field: string, maxItems: number) =>
    `${fieldLabel(field)} can have at most ${formatCount(maxItems)} entries`,
  /** PostgreSQL cannot store U+0000 in text, and no one types it on purpose. */
  nulCharacter: (field: string) => `${fieldLabel(field)} must not contain the NUL character`,
  /** No form writes a body near input-limits.ts's MAX_BODY_DEPTH; a program's mistake might. */
  tooDeep: (maxDepth: number) =>
    `The request body must not nest objects and arrays more than ${formatCount(maxDepth)} levels deep`,
  tooManyValues: (maxValues: number) =>
    `The request body must not hold more than ${formatCount(maxValues)} values`,
} as const;
