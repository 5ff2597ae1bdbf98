/** What every validator returns: field name → exact message. Empty means valid. */
export type FieldErrors = Record<string, string>;

export function isValid(errors: FieldErrors): boolean {
  return Object.keys(errors).length === 0;
}
