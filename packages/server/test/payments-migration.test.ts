/**
 * Migration 0013 on a database that already runs a business: its first start wrote the
 * permission catalogue as it was before payments, so the migration adds the four permissions of
 * payments and commissions, Admin getting all four and Manager the two that view, as a new
 * database's first start grants them (access-catalogue.ts). And the number sequences it makes
 * belong to their columns, so a backup carries them.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OpenDatabase } from '../src/db/database';
import { permissions, rolePermissions, roles } from '../src/db/schema';
import { PERMISSION_CATALOGUE } from '../src/seed/access-catalogue';
import { upgradedFrom } from './support/migrations-up-to';

const BEFORE_PAYMENTS = '0012_search_booking_number_prefix';
const MODULES = ['payments', 'commissions'];

let upgraded: OpenDatabase;
let permissionsBefore: number;

beforeAll(async () => {
  upgraded = await upgradedFrom(BEFORE_PAYMENTS, async (db) => {
    // The catalogue as a first start wrote it before payments.
    await db.delete(permissions).where(inArray(permissions.module, MODULES));
    const [counted] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(permissions);
    permissionsBefore = counted!.n;
  });
}, 120_000);
afterAll(() => upgraded?.close());

it('adds the permissions of payments and commissions as the catalogue writes them', async () => {
  const added = await upgraded.db
    .select({
      name: permissions.name,
      module: permissions.module,
      description: permissions.description,
    })
    .from(permissions)
    .where(inArray(permissions.module, MODULES))
    .orderBy(permissions.id);
  expect(added).toEqual(PERMISSION_CATALOGUE.filter((p) => MODULES.includes(p.module)));
  const [counted] = await upgraded.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(permissions);
  expect(counted!.n).toBe(permissionsBefore + 4);
});

it('grants all four to Admin and the two that view to Manager', async () => {
  const grantedTo = async (role: string) =>
    (
      await upgraded.db
        .select({ name: permissions.name })
        .from(rolePermissions)
        .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
        .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
        .where(and(eq(roles.name, role), inArray(permissions.module, MODULES)))
        .orderBy(permissions.name)
    ).map((row) => row.name);
  expect(await grantedTo('Admin')).toEqual([
    'commissions.pay',
    'commissions.view',
    'payments.create',
    'payments.view',
  ]);
  expect(await grantedTo('Manager')).toEqual(['commissions.view', 'payments.view']);
});

it('gives receipt and payout numbers sequences of their own columns, and collections its index', async () => {
  const { rows } = (await upgraded.db.execute(sql`
    select pg_get_serial_sequence('receipts', 'sequence_number') as receipts,
      pg_get_serial_sequence('commission_payouts', 'sequence_number') as payouts,
      (select indexdef from pg_indexes where indexname = 'instalments_outstanding_due_idx') as idx`)) as unknown as {
    rows: { receipts: string; payouts: string; idx: string }[];
  };
  expect(rows[0]).toMatchObject({
    receipts: 'public.receipt_numbers',
    payouts: 'public.payout_numbers',
  });
  expect(rows[0]!.idx).toMatch(
    /\(due_date, booking_id, "?position"?\) INCLUDE \(id, amount, paid_amount\) WHERE/,
  );
});
