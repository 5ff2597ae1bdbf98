/**
 * Text holding U+0000 anywhere in a request's path, query or body, by field. PostgreSQL cannot
 * store the NUL character in text or JSON, and no form sends it, so such a request is refused
 * before it reaches the database, naming each field that holds one (up to MOST_FIELDS_NAMED).
 *
 * The walk keeps its own stack rather than recursing, and builds a field's dotted path only when it
 * names that field: a body a megabyte wide or deep costs it one visit a value, never the stack.
 */
import { LIMIT_MESSAGES, type FieldErrors } from '@plotline/domain';
import { MOST_FIELDS_NAMED } from './most-fields-named';

const NUL = '\u0000';

/** An object or array the walk is in: where it sits, and how far through it the walk is. */
type Opened = {
  value: Record<string, unknown> | unknown[];
  /** An object's keys, in order; null for an array, whose keys are its indexes. */
  keys: string[] | null;
  next: number;
  /** Its key in the object or array holding it; null for the body itself. */
  key: string | null;
  holder: Opened | null;
};

const isOpenable = (value: unknown): value is Opened['value'] =>
  value !== null && typeof value === 'object';

const opened = (value: Opened['value'], key: string | null, holder: Opened | null): Opened => ({
  value,
  keys: Array.isArray(value) ? null : Object.keys(value),
  next: 0,
  key,
  holder,
});

/** 'partnershipFirmDetails.partners.0.mobileNumber': the keys from the body down to the field. */
function fieldOf(holder: Opened, key: string): string {
  const keys = [key];
  for (let at: Opened | null = holder; at && at.key !== null; at = at.holder) keys.push(at.key);
  return keys.reverse().join('.') || '(body)';
}

export function nulCharacterErrors(value: unknown): FieldErrors {
  // A Map keeps each field where it was first found, and takes any key, even '__proto__'.
  const found = new Map<string, string>();
  const report = (field: string) => {
    if (!found.has(field)) found.set(field, LIMIT_MESSAGES.nulCharacter(field));
  };
  if (typeof value === 'string' && value.includes(NUL)) report('(body)');
  let current = isOpenable(value) ? opened(value, null, null) : null;
  while (current && found.size < MOST_FIELDS_NAMED) {
    const { keys, next } = current;
    if (next === (keys ?? current.value).length) {
      current = current.holder;
      continue;
    }
    current.next += 1;
    const key = keys ? keys[next]! : null;
    const item =
      key === null
        ? (current.value as unknown[])[next]
        : (current.value as Record<string, unknown>)[key];
    if (typeof item === 'string') {
      if (item.includes(NUL)) report(fieldOf(current, key ?? String(next)));
    } else if (isOpenable(item)) {
      current = opened(item, key ?? String(next), current);
    }
  }
  return Object.fromEntries(found);
}
