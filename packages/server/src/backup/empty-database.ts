/**
 * Whether a database may take a restore: it must hold no business, at most what the server's
 * first start writes, and be at no later migration than the backup's, since migrations only go
 * forward.
 */
import { getTableName, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { migrationLevelOf, type CodeMigration } from '../db/migration-level';
import {
  authAttemptsByAddress,
  permissions,
  refreshTokens,
  rolePermissions,
  roles,
  signInThrottle,
  userRoles,
  users,
} from '../db/schema';
import { BUILT_IN_ROLES, PERMISSION_CATALOGUE } from '../seed/access-catalogue';
import { BackupRefusal } from './backup-refusal';
import { databaseTables } from './database-tables';

/**
 * The most rows each table may hold in a database the server has only just created: its first
 * start's access catalogue and admin, and what signing in leaves. Every other table must be empty.
 */
const FIRST_START_ROWS = new Map<string, number>([
  [getTableName(users), 1],
  [getTableName(roles), Object.keys(BUILT_IN_ROLES).length],
  [getTableName(permissions), PERMISSION_CATALOGUE.length],
  ...[rolePermissions, userRoles, refreshTokens, signInThrottle, authAttemptsByAddress].map(
    (table) => [getTableName(table), Infinity] as const,
  ),
]);
const EMPTY_EXCEPT_FIRST_START =
  'restore into an empty database (a new DATA_DIR, or a newly created PostgreSQL database) or ' +
  'one the server has only just created with DEMO_DATA=false';

/** Refuses a database holding more than a fresh first start, or at a later migration. */
export async function refuseUnlessEmpty(
  tx: Transaction,
  migrations: CodeMigration[],
  backupMigration: CodeMigration,
): Promise<void> {
  const level = await migrationLevelOf(tx, migrations);
  if (level.kind === 'none') return;
  if (level.kind === 'unknown') {
    throw new BackupRefusal(
      `a newer Plotline has migrated this database; ${EMPTY_EXCEPT_FIRST_START}`,
    );
  }
  if (level.migration.createdAt > backupMigration.createdAt) {
    throw new BackupRefusal(
      `this database is at migration ${level.migration.tag}, past the backup's ` +
        `${backupMigration.tag}: restore into a new database, which the restore brings to the ` +
        `backup's migration and then to this Plotline's`,
    );
  }
  const holding: string[] = [];
  for (const table of await databaseTables(tx)) {
    const allowed = FIRST_START_ROWS.get(table.name) ?? 0;
    if (allowed === Infinity) continue;
    const { rows } = (await tx.execute(
      sql`select count(*)::int as rows from (select 1 from ${sql.identifier(table.name)} limit ${allowed + 1}) as held`,
    )) as unknown as { rows: { rows: number }[] };
    if (rows[0]!.rows > allowed) holding.push(table.name);
  }
  if (holding.length > 0) {
    throw new BackupRefusal(
      `this database already holds a business (rows in ${holding.join(', ')}): ${EMPTY_EXCEPT_FIRST_START}`,
    );
  }
}
