/** Ajv's findings turned into the contract's `{ message, errors: { field: message } }`. */
import type { ErrorObject } from 'ajv';
import type { FieldErrors } from '@plotline/domain';

function fieldOf(error: ErrorObject): string {
  const path = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required') path.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') path.push(String(error.params.additionalProperty));
  return path.join('.') || '(body)';
}

function messageOf(field: string, error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${field} is required`;
    case 'additionalProperties':
      return `${field} is not a known field`;
    case 'type':
      return `${field} must be ${String(params.type).replace(',', ' or ')}`;
    case 'format':
      return `${field} must be a valid ${String(params.format)}`;
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    default:
      return `${field} ${error.message ?? 'is invalid'}`;
  }
}

export function validationErrors(errors: ErrorObject[] | null | undefined): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors ?? []) {
    // A oneOf/anyOf explains itself through its branches' errors; its own adds nothing.
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf') continue;
    const field = fieldOf(error);
    result[field] ??= messageOf(field, error);
  }
  return result;
}
