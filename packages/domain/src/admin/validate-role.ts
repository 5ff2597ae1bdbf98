/** The Role modal's rule (docs/product/validation.md "Role and permission"). */
import { formText } from '../input/form-text';
import type { FieldErrors } from '../field-errors';

export const ROLE_ERRORS = { nameRequired: 'Role name is required' } as const;

/** description and isActive are optional and have no rule. */
export type RoleValues = { name?: unknown };

export function validateRole(values: RoleValues): FieldErrors {
  return formText(values.name).trim() === '' ? { name: ROLE_ERRORS.nameRequired } : {};
}
