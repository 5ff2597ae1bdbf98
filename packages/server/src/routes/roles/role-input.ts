/** The Role modal's body, checked with its rule and made ready to store. */
import type { components } from '@plotline/api-client/schema';
import { DEFAULT_IS_ACTIVE, filledText, validateRole } from '@plotline/domain';
import { assertValid } from '../../http/http-error';

/** The name trimmed, a blank description none. */
export function roleInput(body: components['schemas']['RoleRequest']) {
  assertValid(validateRole(body));
  return {
    name: body.name.trim(),
    description: filledText(body.description ?? ''),
    isActive: body.isActive ?? DEFAULT_IS_ACTIVE,
  };
}

export type RoleValues = ReturnType<typeof roleInput>;
