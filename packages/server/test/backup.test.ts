/**
 * Backup and restore: a business (the demo data and a day's work through the API) backed up,
 * restored into a fresh database and compared with the original table by table, row by row, with
 * every sequence; from PGlite into PGlite and, when TEST_DATABASE_URL is set, between PGlite and
 * PostgreSQL both ways; and the refusals, each leaving the database as it was.
 */
import { chmod, cp, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { CalendarDate } from '@plotline/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackupFile, openBackupFile } from '../src/backup/backup-file';
import { MAX_LINE_CHARS } from '../src/backup/backup-lines';
import { BackupRefusal } from '../src/backup/backup-refusal';
import { databaseTables, nextIdsOf } from '../src/backup/database-tables';
import { restoreBackup } from '../src/backup/restore-backup';
import { writeBackup } from '../src/backup/write-backup';
import {
  connectDatabase,
  openDatabase,
  type Database,
  type OpenDatabase,
} from '../src/db/database';
import { codeMigrations, migrationLevelOf } from '../src/db/migration-level';
import { bookings, users } from '../src/db/schema';
import { MIGRATIONS_DIR } from '../src/package-root';
import { seedDemoData } from '../src/seed/demo-data';
import { seedFirstStart } from '../src/seed/first-start';
import { bookedOn, RAVI_KUMAR, tokenBookingBody } from './support/sales-fixtures';
import { talliesAndRecounts } from './support/tally-recount';
import { reopenableTestDatabase } from './support/test-database';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from './support/test-server';
import { seedOlderFirstStart } from './support/older-first-start';

const TODAY: CalendarDate = '2026-11-22';
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
const SOURCE_KIND = ON_POSTGRES ? 'PostgreSQL' : 'PGlite';
const ignoreProgress = () => {};

async function backUp(db: Database, file: string): Promise<void> {
  const output = await createBackupFile(file);
  await writeBackup(db, output.write, ignoreProgress);
  await output.finish();
}

async function restore(db: Database, file: string): Promise<void> {
  await restoreBackup(db, await openBackupFile(file), ignoreProgress);
}

type Snapshot = {
  migration: string | null;
  rows: Record<string, string[]>;
  nextIds: Record<string, Record<string, number>>;
};

/** Every row of every table (instants in UTC, whichever zone the session has), and the sequences. */
async function snapshot(db: Database): Promise<Snapshot> {
  const level = await migrationLevelOf(db, codeMigrations());
  const rows: Snapshot['rows'] = {};
  const nextIds: Snapshot['nextIds'] = {};
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    for (const table of await databaseTables(tx)) {
      const result = (await tx.execute(
        sql`select row_to_json(t)::text as row from ${sql.identifier(table.name)} as t`,
      )) as unknown as { rows: { row: string }[] };
      rows[table.name] = result.rows.map(({ row }) => row).sort();
      nextIds[table.name] = await nextIdsOf(tx, table);
    }
  });
  return { migration: level.kind === 'known' ? level.migration.tag : level.kind, rows, nextIds };
}

/** A database the server has only just created: migrated, its access catalogue and admin. */
async function firstStarted(): Promise<OpenDatabase> {
  const opened = await openDatabase({ kind: 'memory' });
  await seedFirstStart(opened.db, { adminPassword: ADMIN_PASSWORD, announce: () => {} });
  return opened;
}

/** A day's work through the API on top of the demo data, a sign-in among it. */
async function aDaysWork(server: TestServer): Promise<void> {
  const admin = await server.admin();
  const send = async (
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => {
    const res = await server.request({ method, url: `/api${url}`, headers: admin, payload });
    expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body;
  };
  const signIn = await server.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'admin', password: ADMIN_PASSWORD },
  });
  expect(signIn.status).toBe(200);
  const project = await send('POST', '/projects', {
    name: 'Backup Greens',
    totalProjectArea: 12345.67,
    roadsArea: 1234.5,
    totalSaleableArea: 11111.17,
  });
  const plots = [];
  for (const plotNumber of ['BG-1', 'BG-2']) {
    plots.push(
      await send('POST', '/plots', { projectId: project.id, plotNumber, plotSize: 1210.25 }),
    );
  }
  const partner = await send('POST', '/channelpartners', {
    ...RAVI_KUMAR,
    name: 'Backup Realty',
    commissionRate: 2,
  });
  const ids = { projectId: project.id, channelPartnerId: partner.id };
  const booking = await send(
    'POST',
    '/bookings',
    tokenBookingBody({ ...ids, plotId: plots[0].id }, bookedOn('2026-11-20')),
  );
  await send('PATCH', `/bookings/${booking.id}/status`, {
    newStatus: 'Booking',
    remark: 'Booking amount received',
  });
  // Its money: a schedule, payments (one reversed) and a commission payout, whose numbers come
  // from sequences of their own that the restore must carry too.
  await send('PUT', `/bookings/${booking.id}/payment-schedule`, {
    saleValue: 600000,
    instalments: [
      { label: 'Token amount', dueDate: '2026-11-20', amount: 100000 },
      { label: 'Balance', dueDate: '2026-12-20', amount: 500000 },
    ],
  });
  await send('POST', `/bookings/${booking.id}/receipts`, {
    receivedOn: '2026-11-20',
    amount: 150000.5,
    mode: 'Cheque',
    reference: 'CHQ-1',
  });
  const bounced = await send('POST', `/bookings/${booking.id}/receipts`, {
    receivedOn: '2026-11-21',
    amount: 1000,
    mode: 'Cash',
  });
  await send('POST', `/receipts/${bounced.id}/reversal`, { reason: 'Counted twice' });
  await send('POST', `/channel-partners/${partner.id}/commission-payouts`, {
    paidOn: '2026-11-21',
    amount: 500,
    mode: 'UPI',
    reference: 'UPI-1',
  });
  await send('POST', '/bookingfollowups', {
    bookingId: booking.id,
    followUpDate: '2026-11-21',
    nextFollowUpDate: '2026-11-28',
    purpose: 'Payment reminder',
    followUpUpdate: 'Owner will pay the balance next week',
    followUpTakenBy: 'Neha Verma',
  });
  // The newest booking deleted: the sequence stands past the highest id, and must stay there.
  const deleted = await send(
    'POST',
    '/bookings',
    tokenBookingBody({ ...ids, plotId: plots[1].id }),
  );
  await send('DELETE', `/bookings/${deleted.id}`);
}

/** A migrations folder holding this code's migrations up to `lastTag`. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'plotline-old-migrations-'));
  await mkdir(join(folder, 'meta'));
  const journalFile = join(MIGRATIONS_DIR, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  const entries = journal.entries.slice(0, last + 1);
  await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) {
    await cp(join(MIGRATIONS_DIR, `${tag}.sql`), join(folder, `${tag}.sql`));
  }
  return folder;
}

/** The backup's lines, changed, in a new file. */
async function rewritten(file: string, name: string, change: (lines: string[]) => string[]) {
  const lines = gunzipSync(await readFile(file))
    .toString('utf8')
    .split('\n');
  const changed = join(workDir, name);
  await writeFile(changed, gzipSync(change(lines).join('\n')));
  return changed;
}

let source: TestServer;
let original: Snapshot;
let workDir: string;
let restored: OpenDatabase;
let pgliteFile: string;

beforeAll(async () => {
  source = await startTestServer({ now: new Date('2026-11-22T06:30:00Z') });
  const [admin] = await source.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'admin'));
  await seedDemoData(source.db, admin!.id, TODAY);
  await aDaysWork(source);
  original = await snapshot(source.db);
  workDir = await mkdtemp(join(tmpdir(), 'plotline-backup-test-'));
  const sourceFile = join(workDir, 'source.plotline.gz');
  await backUp(source.db, sourceFile);
  restored = await firstStarted();
  await restore(restored.db, sourceFile);
  pgliteFile = join(workDir, 'pglite.plotline.gz');
  await backUp(restored.db, pgliteFile);
}, 120_000);
afterAll(async () => {
  await restored?.close();
  await source?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('a backup restored into a fresh database', () => {
  it('starts from a business: its main tables, a session, a booking id deleted', () => {
    for (const table of ['bookings', 'booking_follow_ups', 'channel_partners', 'plots']) {
      expect(original.rows[table]!.length, table).toBeGreaterThan(0);
    }
    expect(original.rows.refresh_tokens!.length).toBeGreaterThan(0);
    expect(original.nextIds.bookings!.id).toBeGreaterThan(original.rows.bookings!.length + 1);
    for (const table of ['payment_schedules', 'instalments', 'receipts', 'commission_payouts']) {
      expect(original.rows[table]!.length, table).toBeGreaterThan(0);
    }
    // Numbers never reused: the next is past every one the demo and the day's work issued.
    expect(original.nextIds.receipts!.sequence_number).toBe(original.rows.receipts!.length + 1);
    expect(original.nextIds.commission_payouts!.sequence_number).toBe(
      original.rows.commission_payouts!.length + 1,
    );
  });

  it(`gives back every row and sequence from ${SOURCE_KIND} in PGlite, over a first start`, async () => {
    expect(await snapshot(restored.db)).toEqual(original);
  });

  it('gives a new booking a fresh id, and its tallies count it once', async () => {
    const [cancelled] = await restored.db
      .select()
      .from(bookings)
      .where(eq(bookings.bookingStatus, 'Cancelled'))
      .limit(1);
    const { id, ...booking } = cancelled!;
    const [created] = await restored.db
      .insert(bookings)
      .values({ ...booking, bookingNumber: 'BK-AFTER-RESTORE' })
      .returning({ id: bookings.id });
    expect(created!.id).toBeGreaterThan(id);
    expect(created!.id).toBe(original.nextIds.bookings!.id);
    const { kept, recounted } = await talliesAndRecounts(restored.db);
    expect(kept).toEqual(recounted);
  });

  it('gives back every row and sequence from PGlite in a new PGlite database', async () => {
    const target = connectDatabase({ kind: 'memory' });
    try {
      await restore(target.db, pgliteFile);
      expect(await snapshot(target.db)).toEqual(original);
    } finally {
      await target.close();
    }
  });

  it.runIf(ON_POSTGRES)(
    'gives back every row and sequence from PGlite in a new PostgreSQL database',
    async () => {
      const database = await reopenableTestDatabase();
      const target = connectDatabase(database.location);
      try {
        await restore(target.db, pgliteFile);
        expect(await snapshot(target.db)).toEqual(original);
      } finally {
        await target.close();
        await database.drop();
      }
    },
  );

  it("brings a backup of an older migration to this code's, counting the tallies", async () => {
    const beforeTallies = await migrationsUpTo('0002_dashboard_tallies');
    const old = await openDatabase({ kind: 'memory' }, beforeTallies);
    const target = connectDatabase({ kind: 'memory' });
    try {
      await seedOlderFirstStart(old.db, {
        adminPassword: ADMIN_PASSWORD,
        seedDemoData: (db, adminId) => seedDemoData(db, adminId, TODAY),
      });
      const before = await snapshot(old.db);
      const oldFile = join(workDir, 'old.plotline.gz');
      await backUp(old.db, oldFile);
      await restore(target.db, oldFile);
      const after = await snapshot(target.db);
      expect(after.migration).toBe(codeMigrations().at(-1)!.tag);
      // What the old rows held is kept; later migrations add columns (0014 the users' keys).
      const heldOnly = (rows: string[], columns: string[]) =>
        rows
          .map((row) => JSON.parse(row) as Record<string, unknown>)
          .map((row) => JSON.stringify(columns.map((column) => row[column])))
          .sort();
      for (const [table, rows] of Object.entries(before.rows)) {
        // Migration 0003 counted the tallies, empty until then.
        if (table.endsWith('_tallies')) continue;
        const columns = rows[0] ? Object.keys(JSON.parse(rows[0]) as object) : [];
        expect(heldOnly(after.rows[table]!, columns), table).toEqual(heldOnly(rows, columns));
      }
      const { kept, recounted } = await talliesAndRecounts(target.db);
      expect(recounted.project_booking_tallies!.length).toBeGreaterThan(0);
      expect(kept).toEqual(recounted);
    } finally {
      await target.close();
      await old.close();
      await rm(beforeTallies, { recursive: true, force: true });
    }
  });
});

describe('a backup file', () => {
  const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

  it("is its owner's alone, also over a backup and a partial one left with other modes", async () => {
    const fresh = join(workDir, 'fresh.plotline.gz');
    await backUp(restored.db, fresh);
    expect(await modeOf(fresh)).toBe(0o600);
    const over = join(workDir, 'over.plotline.gz');
    for (const left of [over, `${over}.partial`]) {
      await writeFile(left, 'left behind');
      await chmod(left, 0o666);
    }
    await backUp(restored.db, over);
    expect(await modeOf(over)).toBe(0o600);
    const target = connectDatabase({ kind: 'memory' });
    try {
      await restore(target.db, over);
    } finally {
      await target.close();
    }
  });

  it('keeps batches of big rows to lines the restore reads, and restores them whole', async () => {
    const big = await firstStarted();
    const target = connectDatabase({ kind: 'memory' });
    try {
      const [admin] = await big.db.select({ id: users.id }).from(users);
      // Near the contract's longest field (a project's amenities, 500,000 characters), a dozen.
      await big.db.execute(sql`
        insert into projects
          (name, total_project_area, roads_area, total_saleable_area, metadata, created_by)
        select 'Big Project ' || n, 1000, 100, 900, repeat(n::text, 450000), ${admin!.id}
        from generate_series(0, 11) as n`);
      const file = join(workDir, 'big-rows.plotline.gz');
      await backUp(big.db, file);
      const lines = gunzipSync(await readFile(file))
        .toString('utf8')
        .split('\n');
      const start = lines.findIndex((line) => line.startsWith('{"table":"projects"'));
      const end = lines.findIndex((line) => line.startsWith('{"tableEnd":"projects"'));
      const batches = lines.slice(start + 1, end);
      expect(batches.length).toBeGreaterThan(1);
      for (const line of batches) expect(line.length).toBeLessThan(MAX_LINE_CHARS / 4);
      await restore(target.db, file);
      expect(await snapshot(target.db)).toEqual(await snapshot(big.db));
    } finally {
      await target.close();
      await big.close();
    }
  });
});

describe('the restore refuses', () => {
  let firstStart: OpenDatabase;
  let blank: OpenDatabase;
  beforeAll(async () => {
    firstStart = await firstStarted();
    blank = connectDatabase({ kind: 'memory' });
  });
  afterAll(async () => {
    await firstStart?.close();
    await blank?.close();
  });

  /** Restoring `file` into `db` is refused with `message`, and `db` is left as it was. */
  async function refusedAndUnchanged(db: Database, file: string, message: RegExp) {
    const before = await snapshot(db);
    const refusal = restore(db, file);
    await expect(refusal).rejects.toThrow(BackupRefusal);
    await expect(refusal).rejects.toThrow(message);
    expect(await snapshot(db)).toEqual(before);
  }

  it('a database that already holds a business', async () => {
    await refusedAndUnchanged(
      source.db,
      pgliteFile,
      /already holds a business \(rows in .*bookings/,
    );
  });

  it('a truncated file, leaving a first start or a new database as they were', async () => {
    const whole = await readFile(pgliteFile);
    const truncated = join(workDir, 'truncated.plotline.gz');
    await writeFile(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    await refusedAndUnchanged(
      firstStart.db,
      truncated,
      /truncated.plotline.gz is damaged or incomplete/,
    );
    await refusedAndUnchanged(blank.db, truncated, /is damaged or incomplete/);
    expect((await snapshot(blank.db)).migration).toBe('none');
  });

  it('a file whose bytes were changed', async () => {
    const damaged = Buffer.from(await readFile(pgliteFile));
    for (let at = Math.floor(damaged.length / 3); at < damaged.length / 3 + 64; at += 1) {
      damaged[at] = damaged[at]! ^ 0xff;
    }
    const file = join(workDir, 'damaged.plotline.gz');
    await writeFile(file, damaged);
    await refusedAndUnchanged(firstStart.db, file, /is damaged or incomplete/);
  });

  it('a file cut short at a line, or not a backup at all', async () => {
    const cut = await rewritten(pgliteFile, 'cut.plotline.gz', (lines) =>
      lines.slice(0, Math.floor(lines.length / 2)),
    );
    const notABackup = join(workDir, 'notes.txt.gz');
    await writeFile(notABackup, gzipSync('{"hello":"world"}\n'));
    const plainText = join(workDir, 'notes.txt');
    await writeFile(plainText, 'not even gzip\n');
    await refusedAndUnchanged(firstStart.db, cut, /ends before its last line: it is incomplete/);
    await refusedAndUnchanged(firstStart.db, notABackup, /not a Plotline backup/);
    await refusedAndUnchanged(firstStart.db, plainText, /not a backup at all/);
  });

  it('a whole file that lacks a table, rolling back what it had loaded', async () => {
    const table = 'booking_status_changes';
    const withoutHistory = await rewritten(pgliteFile, 'without-history.plotline.gz', (lines) => {
      const start = lines.findIndex((line) => line.startsWith(`{"table":"${table}"`));
      const end = lines.findIndex((line) => line.startsWith(`{"tableEnd":"${table}"`));
      return [...lines.slice(0, start), ...lines.slice(end + 1)];
    });
    const lacks = /lacks tables its migration has: booking_status_changes/;
    await refusedAndUnchanged(firstStart.db, withoutHistory, lacks);
    await refusedAndUnchanged(blank.db, withoutHistory, lacks);
  });

  it('a line longer than a backup holds, at once, naming it', async () => {
    const longLine = `{"rows":[{"name":"${'x'.repeat(50 * 1024 * 1024)}"}]}`;
    const long = await rewritten(
      pgliteFile,
      'long-line.plotline.gz',
      ([header, table, ...rest]) => [header!, table!, longLine, ...rest],
    );
    const started = performance.now();
    await expect(openBackupFile(long)).rejects.toThrow(
      `line 3 of ${long} is longer than a backup's lines can be (${MAX_LINE_CHARS.toLocaleString('en-US')} characters); nothing was restored`,
    );
    // Splitting the line again at every piece read took minutes.
    expect(performance.now() - started).toBeLessThan(5000);
    await refusedAndUnchanged(firstStart.db, long, /line 3 of .* is longer than/);
  });

  it('a backup of a migration newer than this code, before opening the database', async () => {
    const newer = await rewritten(pgliteFile, 'newer.plotline.gz', ([header, ...rest]) => [
      header!.replace(/"migration":"[^"]+"/, '"migration":"0099_from_a_newer_plotline"'),
      ...rest,
    ]);
    await expect(openBackupFile(newer)).rejects.toThrow(
      /made at migration 0099_from_a_newer_plotline, which this Plotline does not have/,
    );
  });
});
