/**
 * Migration 0015 on a database that already runs a business: each plot's free-text size unit
 * becomes one of the domain's units, a spelling of square feet, square yards or acres that unit's
 * one spelling, and a unit with no conversion counted in 'sq ft' with its size as entered kept in
 * the remark. Then the plots and the audit trail hold only the domain's values (their CHECKs).
 */
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OpenDatabase } from '../src/db/database';
import { plots, projects, users } from '../src/db/schema';
import { upgradedFrom } from './support/migrations-up-to';

const BEFORE_TYPED_UNITS = '0014_access_policy_and_sessions';

/** Plot number, its unit as an API client sent it, and its remark. */
const ENTERED = [
  ['A-1', 'sq ft', null],
  ['A-2', 'Sq. Ft.', null],
  ['A-3', ' square  feet ', 'Corner plot'],
  ['A-4', 'sq yards', null],
  ['A-5', 'Gaj', null],
  ['A-6', 'acres', null],
  ['A-7', 'hectare', null],
  ['A-8', 'bigha', 'Near the gate'],
] as const;

let upgraded: OpenDatabase;
let projectId: number;

beforeAll(async () => {
  upgraded = await upgradedFrom(BEFORE_TYPED_UNITS, async (db) => {
    const [admin] = await db.select({ id: users.id }).from(users).limit(1);
    const [project] = await db
      .insert(projects)
      .values({
        name: 'Units Before 0015',
        totalProjectArea: 90000,
        roadsArea: 9000,
        totalSaleableArea: 9000,
        createdBy: admin!.id,
      })
      .returning({ id: projects.id });
    projectId = project!.id;
    // The units as text the old schema took, past the types this code gives the column.
    for (const [plotNumber, sizeUnit, remark] of ENTERED) {
      await db.execute(sql`insert into plots (project_id, plot_number, plot_size, size_unit,
        status, remark, created_by) values (${projectId}, ${plotNumber}, 2, ${sizeUnit},
        'Available', ${remark}, ${admin!.id})`);
    }
  });
}, 120_000);
afterAll(() => upgraded?.close());

it('turns each spelling of a unit into the unit, keeping a size it cannot convert in the remark', async () => {
  const migrated = await upgraded.db
    .select({ plotNumber: plots.plotNumber, sizeUnit: plots.sizeUnit, remark: plots.remark })
    .from(plots)
    .where(eq(plots.projectId, projectId))
    .orderBy(asc(plots.plotNumber));
  expect(migrated).toEqual([
    { plotNumber: 'A-1', sizeUnit: 'sq ft', remark: null },
    { plotNumber: 'A-2', sizeUnit: 'sq ft', remark: null },
    { plotNumber: 'A-3', sizeUnit: 'sq ft', remark: 'Corner plot' },
    { plotNumber: 'A-4', sizeUnit: 'sq yd', remark: null },
    { plotNumber: 'A-5', sizeUnit: 'sq yd', remark: null },
    { plotNumber: 'A-6', sizeUnit: 'acre', remark: null },
    {
      plotNumber: 'A-7',
      sizeUnit: 'sq ft',
      remark: 'Size entered as 2 hectare: check the size and its unit.',
    },
    {
      plotNumber: 'A-8',
      sizeUnit: 'sq ft',
      remark: 'Near the gate Size entered as 2 bigha: check the size and its unit.',
    },
  ]);
});

it('refuses a plot in any other unit, and an audit entry of any other kind of record', async () => {
  const refused = (statement: ReturnType<typeof sql>) =>
    upgraded.db.execute(statement).then(
      () => 'stored',
      (error: { cause?: { message?: string }; message: string }) =>
        error.cause?.message ?? error.message,
    );
  expect(
    await refused(sql`update plots set size_unit = 'hectare' where project_id = ${projectId}`),
  ).toMatch(/plots_size_unit_check/);
  expect(
    await refused(sql`insert into audit_entries (recorded_at, operation, entity, entity_id)
      values (now(), 'createInvoice', 'invoice', 1)`),
  ).toMatch(/audit_entries_entity_check/);
});
