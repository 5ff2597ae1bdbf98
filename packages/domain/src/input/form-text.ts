/**
 * Form values reach the validators from browser inputs and from JSON request bodies, so a field
 * may be missing, null or not a string at all; each validator reads it through this.
 */
export function formText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
