/** The Permission modal's body, checked with its rules and made ready to store. */
import type { components } from '@plotline/api-client/schema';
import { DEFAULT_IS_ACTIVE, filledText, validatePermission } from '@plotline/domain';
import { assertValid } from '../../http/http-error';

/** Names trimmed, blanks none. */
export function permissionInput(body: components['schemas']['PermissionRequest']) {
  assertValid(validatePermission(body));
  return {
    name: body.name.trim(),
    description: filledText(body.description ?? ''),
    module: filledText(body.module ?? ''),
    isActive: body.isActive ?? DEFAULT_IS_ACTIVE,
  };
}

export type PermissionValues = ReturnType<typeof permissionInput>;
