/**
 * Nobody may lock the business out of its own back office. An administrator here is an active
 * user whose active roles grant, through active permissions, the view and edit permissions of
 * users, roles and permissions (ADMINISTRATOR_PERMISSIONS): exactly what it takes to open those
 * screens and give any access back. "Holding every permission" would not do: a newly created
 * permission is held by nobody until a role grants it.
 *
 * Every change that can take access away (deleting or blocking a user, taking roles from a user
 * or permissions from a role, deactivating, renaming or deleting a role or a permission) runs
 * through `keepingAnAdministrator`, which refuses it with 409 when it would take the acting
 * administrator's own administration away, or leave no administrator at all.
 */
import type { Transaction } from '../../db/database';
import { conflict } from '../../http/http-error';
import { ADMINISTRATION_MESSAGES } from './administration-messages';
import { administers, lockAccessChanges } from './administrator-queries';

/**
 * Runs `change` for the signed-in user `actingUserId` and refuses it (rolling the transaction
 * back) when it takes that user's own administration away, or takes the last administrator
 * away. An administrator who could strip themselves would need another to give it back, and
 * would often do it by a slip (unticking the wrong role), so only another administrator may.
 * Access changes queue on one advisory lock, so two administrators removing each other at the
 * same moment cannot both pass the check. A database that already had no administrator is not
 * made to refuse everything: only a change that removes the last one is.
 */
export async function keepingAnAdministrator<T>(
  tx: Transaction,
  actingUserId: number,
  change: () => Promise<T>,
): Promise<T> {
  await lockAccessChanges(tx);
  const actorAdministered = await administers(tx, actingUserId);
  const someoneAdministered = actorAdministered || (await administers(tx));
  const result = await change();
  if (actorAdministered && !(await administers(tx, actingUserId))) {
    throw conflict(
      'administration_lockout',
      ADMINISTRATION_MESSAGES.cannotTakeAwayYourOwnAdministration,
    );
  }
  if (someoneAdministered && !(await administers(tx))) {
    throw conflict('administration_lockout', ADMINISTRATION_MESSAGES.nobodyLeftToAdminister);
  }
  return result;
}
