/**
 * Upgrading: a database the first migration made, holding the demo business, is brought to the
 * current schema when the server opens it, its rows intact and already keeping the constraints
 * added since.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CalendarDate } from '@plotline/domain';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type OpenDatabase } from '../src/db/database';
import * as schema from '../src/db/schema';
import { databaseErrorOf, isReferenceViolation } from '../src/http/error-handler';
import { MIGRATIONS_DIR } from '../src/package-root';
import { projectsOfIds } from '../src/routes/projects/project-queries';
import { seedDemoData } from '../src/seed/demo-data';
import { latestFollowUpsAndRecount, talliesAndRecounts } from './support/tally-recount';
import { reopenableTestDatabase } from './support/test-database';
import { seedOlderFirstStart } from './support/older-first-start';

const TODAY: CalendarDate = '2026-11-22';
const FIRST_MIGRATION = '0000_initial';
const TABLES = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

type Journal = { entries: { tag: string }[] };

/** A migrations folder holding the first migration alone. */
async function firstMigrationOnly(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'plotline-first-migration-'));
  await mkdir(join(folder, 'meta'));
  const journal = JSON.parse(
    await readFile(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const first = { ...journal, entries: journal.entries.filter((e) => e.tag === FIRST_MIGRATION) };
  await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify(first));
  await cp(join(MIGRATIONS_DIR, `${FIRST_MIGRATION}.sql`), join(folder, `${FIRST_MIGRATION}.sql`));
  return folder;
}

/** The rows of each table the database has; the first schema lacks the tables added since. */
async function rowCounts(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [exists] = await db
      .select({ name: sql<string | null>`to_regclass(${getTableName(table)})::text` })
      .from(sql`(values (1)) as probe`);
    if (!exists?.name) continue;
    const [row] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(table);
    counts[getTableName(table)] = row!.count;
  }
  return counts;
}

type PickedAmenity = { id: number; name: string; area: number };
const byId = (list: PickedAmenity[]) => [...list].sort((a, b) => a.id - b.id);

let drop: () => Promise<void>;
let upgraded: OpenDatabase;
let countsBefore: Record<string, number>;
let amenitiesBefore: Map<number, PickedAmenity[]>;

beforeAll(async () => {
  const database = await reopenableTestDatabase();
  drop = database.drop;
  const firstOnly = await firstMigrationOnly();
  const old = await openDatabase(database.location, firstOnly);
  await seedOlderFirstStart(old.db, {
    adminPassword: 'admin123',
    seedDemoData: (db, adminId) => seedDemoData(db, adminId, TODAY),
  });
  // The first schema kept each project's amenities a second time, as the form's JSON text.
  await old.db.execute(sql`
    update projects set amenities = (
      select json_agg(json_build_object('id', amenity_id, 'name', name, 'area', area))::text
      from project_amenities where project_id = projects.id)`);
  const stored = await old.db
    .select({ id: schema.projects.id, amenities: sql<string>`amenities` })
    .from(schema.projects);
  amenitiesBefore = new Map(
    stored.map((row) => [row.id, JSON.parse(row.amenities) as PickedAmenity[]]),
  );
  // The first schema let a user who had recorded something be deleted; the record kept the id.
  await old.db.execute(sql`
    insert into users (username, email, password_hash)
    values ('leaver', 'leaver@example.com', 'not a hash')`);
  await old.db.execute(sql`
    insert into amenities (name, created_by) select 'Old Well', id from users where username = 'leaver'`);
  await old.db.execute(sql`delete from users where username = 'leaver'`);
  countsBefore = await rowCounts(old.db);
  await old.close();
  await rm(firstOnly, { recursive: true, force: true });
  upgraded = await openDatabase(database.location);
}, 120_000);
afterAll(async () => {
  await upgraded?.close();
  await drop?.();
});

async function refusal(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
  } catch (error) {
    return databaseErrorOf(error)?.code;
  }
  return undefined;
}

describe('the migrations after the first', () => {
  it('keep every row of a business', async () => {
    expect(countsBefore.bookings).toBeGreaterThan(0);
    const countsAfter = await rowCounts(upgraded.db);
    for (const [table, count] of Object.entries(countsBefore)) {
      expect(countsAfter[table], table).toBe(count);
    }
  });

  it('count the rows already there into the dashboard tallies', async () => {
    const { kept, recounted } = await talliesAndRecounts(upgraded.db);
    for (const rows of Object.values(recounted)) expect(rows.length).toBeGreaterThan(0);
    expect(kept).toEqual(recounted);
  });

  it("find each booking's latest follow-up among the follow-ups already there", async () => {
    const { kept, recounted } = await latestFollowUpsAndRecount(upgraded.db);
    expect(recounted.length).toBeGreaterThan(0);
    expect(kept).toEqual(recounted);
  });

  it('keep a record whose author was deleted before records had to name a real user', async () => {
    const kept = await upgraded.db
      .select({ id: schema.amenities.id })
      .from(schema.amenities)
      .where(sql`${schema.amenities.name} = 'Old Well'`);
    expect(kept).toHaveLength(1);
  });

  it('answer each project with the amenities text the first schema stored', async () => {
    const ids = await upgraded.db.select({ id: schema.projects.id }).from(schema.projects);
    const answered = await projectsOfIds(
      upgraded.db,
      ids.map(({ id }) => id),
    );
    expect(answered).toHaveLength(amenitiesBefore.size);
    for (const project of answered) {
      const text = JSON.parse(project.amenities!) as PickedAmenity[];
      expect(byId(text)).toEqual(byId(amenitiesBefore.get(project.id)!));
    }
  });

  it('hold the stored rows to the domain lists and to real authors from then on', async () => {
    const db = upgraded.db;
    expect(await refusal(db.execute(sql`update bookings set booking_status = 'Lost'`))).toBe(
      '23514',
    );
    expect(await refusal(db.execute(sql`update plots set status = 'Gone'`))).toBe('23514');
    const deletingTheAuthor = db.execute(sql`delete from users where username = 'admin'`);
    await expect(deletingTheAuthor).rejects.toSatisfy(isReferenceViolation);
  });
});
