/**
 * Who may call an operation: what openapi.yaml's x-permission names, and, by the access policy,
 * the permission that reads what it creates, changes or deletes (the domain's readsNeededWith):
 * nobody changes what they may not see, so no answer to a change shows what its caller could
 * not read. A user who must change the password set for them may do that and little else.
 */
import { readsNeededWith, SESSION_MESSAGES } from '@plotline/domain';
import type { SignedInUser } from '../auth/signed-in-user';
import { forbidden, HttpError } from '../http/http-error';
import type { Access } from '../openapi/contract';

/** Every permission the operation needs, its own first. */
export function permissionsNeeded(access: Access): string[] {
  return access.kind === 'permission' ? [access.name, ...readsNeededWith(access.name)] : [];
}

/** What a user whose password must change may still do: read who they are, change it, leave. */
const OPEN_WHILE_PASSWORD_MUST_CHANGE = new Set(['getCurrentUser', 'changeOwnPassword', 'logout']);

export function refuseUnlessAllowed(
  user: SignedInUser,
  operationId: string,
  needed: readonly string[],
): void {
  if (user.passwordChangeRequired && !OPEN_WHILE_PASSWORD_MUST_CHANGE.has(operationId)) {
    throw new HttpError(403, 'password_change_required', SESSION_MESSAGES.passwordChangeRequired);
  }
  const missing = needed.find((permission) => !user.permissions.has(permission));
  if (missing) throw forbidden(`You need the ${missing} permission to do this`);
}
