/**
 * Who holds which permission, read whole inside an access change's transaction, before and after
 * it, so the change is judged by what it did rather than by what its operation meant to do.
 *
 * Per role, the names it grants. Per user, the names their roles grant in any state ("latent":
 * what a role or permission switched back on would give them) and the names they hold now
 * ("actual": an active, approved user's active roles granting active permissions). Staff, roles
 * and permissions number in the hundreds, not the millions, so this is read in two statements.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';

export type AccessSnapshot = {
  roleGrants: Map<number, Set<string>>;
  latent: Map<number, Set<string>>;
  actual: Map<number, Set<string>>;
};

const add = (map: Map<number, Set<string>>, id: number, name: string) => {
  const names = map.get(id) ?? new Set<string>();
  names.add(name);
  map.set(id, names);
};

export async function accessSnapshot(db: Executor): Promise<AccessSnapshot> {
  const [grants, holdings] = await Promise.all([
    db.execute(sql`
      select rp.role_id as "roleId", p.name
      from role_permissions rp join permissions p on p.id = rp.permission_id`),
    db.execute(sql`
      select ur.user_id as "userId", p.name,
        (u.is_active and not u.awaiting_approval and r.is_active and p.is_active) as "isHeld"
      from user_roles ur
      join users u on u.id = ur.user_id
      join roles r on r.id = ur.role_id
      join role_permissions rp on rp.role_id = r.id
      join permissions p on p.id = rp.permission_id`),
  ]);
  const snapshot: AccessSnapshot = { roleGrants: new Map(), latent: new Map(), actual: new Map() };
  for (const row of (grants as unknown as { rows: { roleId: number; name: string }[] }).rows) {
    add(snapshot.roleGrants, row.roleId, row.name);
  }
  const rows = (
    holdings as unknown as { rows: { userId: number; name: string; isHeld: boolean }[] }
  ).rows;
  for (const row of rows) {
    add(snapshot.latent, row.userId, row.name);
    if (row.isHeld) add(snapshot.actual, row.userId, row.name);
  }
  return snapshot;
}

/** The names each key has after but did not before. */
export function gained(
  before: Map<number, Set<string>>,
  after: Map<number, Set<string>>,
): Set<string> {
  const names = new Set<string>();
  for (const [id, now] of after) {
    const then = before.get(id);
    for (const name of now) if (!then?.has(name)) names.add(name);
  }
  return names;
}

/**
 * What a user may pass on: the names their active roles grant, whatever the state of each
 * permission, so an administrator may switch a permission they granted back on. A role that was
 * switched off gives its holder nothing to pass on, not even by switching it back on.
 */
export async function namesWithinReach(db: Executor, userId: number): Promise<Set<string>> {
  const { rows } = (await db.execute(sql`
    select distinct p.name
    from user_roles ur
    join users u on u.id = ur.user_id and u.is_active and not u.awaiting_approval
    join roles r on r.id = ur.role_id and r.is_active
    join role_permissions rp on rp.role_id = r.id
    join permissions p on p.id = rp.permission_id
    where ur.user_id = ${userId}`)) as unknown as { rows: { name: string }[] };
  return new Set(rows.map((row) => row.name));
}
