/**
 * Text holding U+0000 anywhere in a request's path, query or body, by field. PostgreSQL cannot
 * store the NUL character in text or JSON, and no form sends it, so such a request is refused
 * before it reaches the database, naming each field that holds one.
 */
import { LIMIT_MESSAGES, type FieldErrors } from '@plotline/domain';

export function nulCharacterErrors(value: unknown, path: readonly string[] = []): FieldErrors {
  if (typeof value === 'string') {
    if (!value.includes('\u0000')) return {};
    const field = path.join('.') || '(body)';
    return { [field]: LIMIT_MESSAGES.nulCharacter(field) };
  }
  if (value === null || typeof value !== 'object') return {};
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  return Object.assign(
    {},
    ...entries.map(([key, item]) => nulCharacterErrors(item, [...path, key])),
  ) as FieldErrors;
}
