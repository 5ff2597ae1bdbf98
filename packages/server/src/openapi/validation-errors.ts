/**
 * Ajv's findings turned into the contract's `{ message, errors: { field: message } }`. A value
 * past one of the contract's limits is told in the domain's words (LIMIT_MESSAGES), the words the
 * forms use for the same limit.
 */
import type { ErrorObject } from 'ajv';
import { LIMIT_MESSAGES, type FieldErrors } from '@plotline/domain';
import { MOST_FIELDS_NAMED } from './most-fields-named';

function fieldOf(error: ErrorObject): string {
  const path = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required') path.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') path.push(String(error.params.additionalProperty));
  return path.join('.') || '(body)';
}

function messageOf(field: string, error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const limit = Number(params.limit);
  switch (error.keyword) {
    case 'required':
      return `${field} is required`;
    case 'additionalProperties':
      return `${field} is not a known field`;
    case 'type':
      // A number's box says it in these words too (a plot size range's ends).
      if (params.type === 'number') return LIMIT_MESSAGES.notANumber(field);
      return `${field} must be ${String(params.type).replace(',', ' or ')}`;
    case 'format':
      return `${field} must be a valid ${String(params.format)}`;
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'maxLength':
      return LIMIT_MESSAGES.tooLong(field, limit);
    case 'maxItems':
      return LIMIT_MESSAGES.tooMany(field, limit);
    case 'maximum':
      return LIMIT_MESSAGES.tooLarge(field, limit);
    case 'minimum':
      return LIMIT_MESSAGES.tooSmall(field, limit);
    default:
      return `${field} ${error.message ?? 'is invalid'}`;
  }
}

/**
 * The null branch of an optional object ('details, or null'): that a value sent is not null says
 * nothing the other branch's errors do not say better.
 */
const isNullBranch = (error: ErrorObject) =>
  error.keyword === 'type' &&
  error.params.type === 'null' &&
  /\/(anyOf|oneOf)\/\d+\/type$/.test(error.schemaPath);

export function validationErrors(errors: ErrorObject[] | null | undefined): FieldErrors {
  // A Map keeps each field where it was first found, and takes any key, even '__proto__'.
  const found = new Map<string, string>();
  for (const error of errors ?? []) {
    if (found.size === MOST_FIELDS_NAMED) break;
    // A oneOf/anyOf explains itself through its branches' errors; its own adds nothing.
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || isNullBranch(error)) continue;
    const field = fieldOf(error);
    if (!found.has(field)) found.set(field, messageOf(field, error));
  }
  return Object.fromEntries(found);
}
