/**
 * The Permission modal's rules (docs/product/records.md and docs/product/validation.md: a name of
 * the form module.action).
 */
import { formText } from '../input/form-text';
import { PERMISSION_MODULES } from '../constants';
import type { FieldErrors } from '../field-errors';

export const PERMISSION_ERRORS = {
  nameRequired: 'Permission name is required',
  nameFormat: 'Permission name must be module.action in lowercase, e.g. users.view',
  moduleUnknown: `Module must be one of: ${PERMISSION_MODULES.join(', ')}`,
} as const;

export function permissionModuleMismatch(module: string): string {
  return `Permission name must start with its module, e.g. ${module}.view`;
}

/** Lowercase words joined by hyphens, as in 'channel-partners.view' or 'bookings.change-status'. */
const PERMISSION_NAME = /^([a-z][a-z0-9]*(?:-[a-z0-9]+)*)\.[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** description and isActive are optional and have no rule. */
export type PermissionValues = { name?: unknown; module?: unknown };

/**
 * The module may be left empty (the list shows such permissions under 'General'). When given it
 * must be one of the catalogue's modules and the name must start with it; hyphens are ignored in
 * that comparison because the documented 'channelpartners.view' (docs/product/access.md) belongs to
 * 'channel-partners'.
 */
export function validatePermission(values: PermissionValues): FieldErrors {
  const errors: FieldErrors = {};
  const name = formText(values.name).trim();
  const module = formText(values.module).trim();
  const match = PERMISSION_NAME.exec(name);

  if (name === '') errors.name = PERMISSION_ERRORS.nameRequired;
  else if (!match) errors.name = PERMISSION_ERRORS.nameFormat;

  if (module === '') return errors;
  if (!(PERMISSION_MODULES as readonly string[]).includes(module)) {
    errors.module = PERMISSION_ERRORS.moduleUnknown;
  } else if (match && withoutHyphens(match[1] as string) !== withoutHyphens(module)) {
    errors.name = permissionModuleMismatch(module);
  }
  return errors;
}

function withoutHyphens(text: string): string {
  return text.replaceAll('-', '');
}
