/**
 * Every interaction starts from an empty database holding only the baseline the states build on:
 * the permission catalogue (projects.view id 1 and bookings.view id 2, as the states say), the
 * role Admin granting all of it, and the admin who holds it.
 */
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import * as schema from '../db/schema';
import { permissions, rolePermissions, roles, userRoles, users } from '../db/schema';
import { PERMISSION_CATALOGUE } from '../seed/access-catalogue';
import { hashedOnce } from './password-hashes';
import { withLoginKeys } from '../auth/login-keys';

export const ADMIN_ID = 1;
export const ADMIN_ROLE_ID = 1;
export const ADMIN_PASSWORD = 'admin123';

/** The permissions the states name by id come first; the rest follow in catalogue order. */
const PERMISSIONS_NAMED_BY_ID = ['projects.view', 'bookings.view'];

export const BASELINE_PERMISSIONS = [
  ...PERMISSIONS_NAMED_BY_ID.map((name) => PERMISSION_CATALOGUE.find((p) => p.name === name)!),
  ...PERMISSION_CATALOGUE.filter((p) => !PERMISSIONS_NAMED_BY_ID.includes(p.name)),
].map((permission, index) => ({ id: index + 1, ...permission }));

/**
 * Every table of the business's data. Not the access stamp, which is no data (its triggers bump it
 * as the truncation goes), nor the mark that says test mode made this database.
 */
const KEPT_TABLES = new Set([schema.accessStamp, schema.testModeMark]);
const TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable) && !KEPT_TABLES.has(value as never))
  .map((table) => getTableConfig(table));

const SERIAL_TABLES = TABLES.filter((table) =>
  table.columns.some((column) => column.name === 'id' && column.columnType === 'PgSerial'),
).map((table) => table.name);

/** Each serial id, and the columns receipt and payout numbers are counted in (migration 0013). */
const SEQUENCED_COLUMNS = [
  ...SERIAL_TABLES.map((table) => ({ table, column: 'id' })),
  ...[schema.receipts, schema.commissionPayouts].map((table) => ({
    table: getTableConfig(table).name,
    column: table.sequenceNumber.name,
  })),
];

/**
 * Every interaction starts from nothing, so the audit trail's guard against truncation
 * (migration 0010) stands aside for this one statement; the database's owner may do that.
 */
export async function emptyDatabase(db: Database): Promise<void> {
  const names = TABLES.map((table) => `"${table.name}"`).join(', ');
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_entries disable trigger audit_entries_no_truncate`);
    await tx.execute(sql.raw(`TRUNCATE ${names} RESTART IDENTITY CASCADE`));
    await tx.execute(sql`alter table audit_entries enable trigger audit_entries_no_truncate`);
  });
}

/**
 * Rows inserted with explicit ids (or receipt and payout numbers) leave their sequences behind;
 * moving each sequence past the highest lets the server's own inserts carry on without colliding
 * with them.
 */
export async function moveSequencesPastIds(db: Database): Promise<void> {
  const moves = SEQUENCED_COLUMNS.map(
    ({ table, column }) =>
      `setval(pg_get_serial_sequence('${table}', '${column}'), coalesce((SELECT max("${column}") FROM "${table}"), 0) + 1, false)`,
  );
  await db.execute(sql.raw(`SELECT ${moves.join(', ')}`));
}

export async function insertBaseline(db: Database): Promise<void> {
  await db.insert(permissions).values(
    BASELINE_PERMISSIONS.map((permission) => ({
      ...permission,
      createdAt: new Date('2026-01-05T10:00:00Z'),
    })),
  );
  await db.insert(roles).values({
    id: ADMIN_ROLE_ID,
    name: 'Admin',
    description: 'Full access',
    createdAt: new Date('2026-01-05T10:00:00Z'),
  });
  await db
    .insert(rolePermissions)
    .values(BASELINE_PERMISSIONS.map((p) => ({ roleId: ADMIN_ROLE_ID, permissionId: p.id })));
  await db.insert(users).values(
    withLoginKeys({
      id: ADMIN_ID,
      username: 'admin',
      email: 'admin@plotline.local',
      firstName: 'Plotline',
      lastName: 'Admin',
      phoneNumber: '9876543210',
      passwordHash: await hashedOnce(ADMIN_PASSWORD),
      lastLoginAt: new Date('2026-11-20T09:15:00Z'),
      createdAt: new Date('2026-01-05T10:00:00Z'),
      updatedAt: new Date('2026-01-05T10:00:00Z'),
    }),
  );
  await db.insert(userRoles).values({ userId: ADMIN_ID, roleId: ADMIN_ROLE_ID });
  await moveSequencesPastIds(db);
}

export async function resetToBaseline(db: Database): Promise<void> {
  await emptyDatabase(db);
  await insertBaseline(db);
}
