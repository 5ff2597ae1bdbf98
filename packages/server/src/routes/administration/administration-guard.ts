/**
 * Nobody may lock the business out of its own back office. An administrator here is an active
 * user whose active roles grant, through active permissions, the view and edit permissions of
 * users, roles and permissions (ADMINISTRATOR_PERMISSIONS): exactly what it takes to open those
 * screens and give any access back. "Holding every permission" would not do: a newly created
 * permission is held by nobody until a role grants it.
 *
 * Every change that can take access away (deleting or blocking a user, taking roles from a user
 * or permissions from a role, deactivating, renaming or deleting a role or a permission) is
 * refused with 409 when it would take the acting administrator's own administration away, or
 * leave no administrator at all.
 */
import type { Transaction } from '../../db/database';
import { conflict } from '../../http/http-error';
import { ADMINISTRATION_MESSAGES } from './administration-messages';
import { administers } from './administrator-queries';

/**
 * Reads, before an access change (no-escalation.ts changingAccess, which holds the access changes'
 * lock), who administers; `checkAfter` then refuses the change, rolling its transaction back,
 * when it took the acting administrator's own administration away, or the last administrator.
 * An administrator who could strip themselves would need another to give it back, and would
 * often do it by a slip (unticking the wrong role), so only another administrator may. A database
 * that already had no administrator is not made to refuse everything: only a change that removes
 * the last one is.
 */
export async function keepAdministrators(tx: Transaction, actingUserId: number) {
  const actorAdministers = await administers(tx, actingUserId);
  const someoneAdministered = actorAdministers || (await administers(tx));
  return {
    actorAdministers,
    async checkAfter(): Promise<void> {
      if (actorAdministers && !(await administers(tx, actingUserId))) {
        throw conflict(
          'administration_lockout',
          ADMINISTRATION_MESSAGES.cannotTakeAwayYourOwnAdministration,
        );
      }
      if (someoneAdministered && !(await administers(tx))) {
        throw conflict('administration_lockout', ADMINISTRATION_MESSAGES.nobodyLeftToAdminister);
      }
    },
  };
}
