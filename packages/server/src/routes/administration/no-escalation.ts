/**
 * Nobody comes to hold a permission they did not hold, nor gives one to a role or a user, by any
 * sequence of operations (docs/product/access.md "Administration"). It holds by construction:
 * every operation that can change who holds what (ACCESS_CHANGING_OPERATIONS, every
 * administration operation on users, roles and permissions) runs through `changingAccess`, which
 * judges the change by its effect: who held what before it and after it, in its transaction, one
 * access change at a time. Whichever way a permission would arrive (granted to a role, a role
 * given or switched on, a permission switched on or renamed, an account unblocked or approved),
 * the actor must be able to pass it on. Nor does anyone manage a user who holds more than they
 * do, nor change a permission they do not hold unless they administer. Refusals answer 403 and
 * name what is missing; the administrators' own rails answer 409 (administration-guard.ts).
 *
 * What the actor may pass on is what their active roles grant, whatever each permission's state
 * (access-snapshot.ts namesWithinReach). Two things are free of that: a name nothing checks
 * (no operation, screen or rule of the policy asks for it), which gives no access; and, for an
 * administrator, a permission no role grants at all (a new one), which nobody could otherwise
 * ever grant.
 */
import { POLICY_PERMISSIONS } from '@plotline/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { permissions } from '../../db/schema';
import { forbidden } from '../../http/http-error';
import { CONTRACT_OPERATIONS, type ContractOperation } from '../../openapi/contract';
import { PERMISSION_CATALOGUE } from '../../seed/access-catalogue';
import { keepAdministrators } from './administration-guard';
import { accessSnapshot, gained, namesWithinReach } from './access-snapshot';
import { ADMINISTRATION_MESSAGES, cannotChange, cannotGrant } from './administration-messages';
import { lockAccessChanges } from './administrator-queries';

const ACCESS_ENTITIES = new Set(['user', 'role', 'permission']);

/** The administration operations: audited changes to users, roles or permissions by a holder of a permission. */
export const ACCESS_CHANGING_OPERATIONS: ReadonlySet<string> = new Set(
  CONTRACT_OPERATIONS.filter(
    (op) => op.access.kind === 'permission' && op.audit && ACCESS_ENTITIES.has(op.audit.entity),
  ).map((op) => op.operationId),
);

/** The names that open something: the contract's operations, the catalogue and the policy. */
const CHECKED_NAMES = new Set(
  [
    ...CONTRACT_OPERATIONS.flatMap(({ access }) =>
      access.kind === 'permission' ? [access.name] : [],
    ),
    ...PERMISSION_CATALOGUE.map(({ name }) => name),
    ...POLICY_PERMISSIONS,
  ].map((name) => name.toLowerCase()),
);

const isChecked = (name: string) => CHECKED_NAMES.has(name.toLowerCase());

/** The record an access change names in its path, if any. */
export type AccessTarget = { entity: string; id: number } | null;

export function accessTargetOf(
  operation: ContractOperation,
  params: Record<string, unknown>,
): AccessTarget {
  const mark = operation.audit;
  if (mark?.recordId.kind !== 'path') return null;
  return { entity: mark.entity, id: Number(params[mark.recordId.name]) };
}

async function permissionName(tx: Transaction, id: number): Promise<string | null> {
  const [row] = await tx
    .select({ name: permissions.name })
    .from(permissions)
    .where(eq(permissions.id, id));
  return row?.name ?? null;
}

/**
 * Runs an access change for `actorId` in its transaction, refusing it (rolled back) when it gives
 * anyone anything the actor may not pass on, when it touches a user holding more than the actor
 * or a permission the actor does not hold, or when the administrators' rails refuse it.
 */
export async function changingAccess<T>(
  tx: Transaction,
  actorId: number,
  target: AccessTarget,
  change: () => Promise<T>,
): Promise<T> {
  await lockAccessChanges(tx);
  const reach = await namesWithinReach(tx, actorId);
  const before = await accessSnapshot(tx);
  const granted = new Set([...before.roleGrants.values()].flatMap((names) => [...names]));
  const administrators = await keepAdministrators(tx, actorId);
  const mayPassOn = (name: string) =>
    reach.has(name) || (administrators.actorAdministers && !granted.has(name));

  // A name nothing checks opens nothing, so holding one puts nobody out of reach.
  if (target?.entity === 'user') {
    const theirs = [...(before.latent.get(target.id) ?? [])].filter(isChecked);
    if (theirs.some((name) => !reach.has(name))) {
      throw forbidden(ADMINISTRATION_MESSAGES.userOutOfReach);
    }
  }
  // A permission the actor does not hold is out of their reach, unless they administer.
  if (target?.entity === 'permission' && !administrators.actorAdministers) {
    const name = await permissionName(tx, target.id);
    if (name !== null && !reach.has(name)) throw forbidden(cannotChange([name]));
  }

  const result = await change();

  const after = await accessSnapshot(tx);
  const given = new Set([
    ...gained(before.roleGrants, after.roleGrants),
    ...gained(before.latent, after.latent),
    ...gained(before.actual, after.actual),
  ]);
  const beyond = [...given].filter((name) => isChecked(name) && !mayPassOn(name)).sort();
  if (beyond.length > 0) throw forbidden(cannotGrant(beyond));
  await administrators.checkAfter();
  return result;
}
