/**
 * Restores a backup into an empty database, in one transaction: it brings the database to the
 * backup's migration, loads every table in the file's order (parents first), sets every sequence
 * past the ids restored, then applies this code's later migrations, as the server's start would.
 * Any failure rolls all of it back; a damaged or cut file is refused before the database is
 * touched (backup-file.ts).
 *
 * The dashboard's tallies (migrations 0002 and 0003) are restored as they were, rows the backup
 * holds: the tables' own triggers are off while the rows load, so the bookings and plots going in
 * do not count themselves a second time on top of the restored tallies (and a million bookings
 * load without the triggers' work). A backup from before the tallies gets them from migration
 * 0003, which counts the rows already there.
 */
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { databaseErrorOf } from '../http/error-handler';
import { codeMigrations, migrateWithin, type CodeMigration } from '../db/migration-level';
import type { BackupLine, NextIds } from './backup-lines';
import type { BackupFile } from './backup-file';
import { BackupRefusal } from './backup-refusal';
import { databaseTables, setSequences, type DatabaseTable } from './database-tables';
import { refuseUnlessEmpty } from './empty-database';
import { tableProgress, type BackupProgress } from './table-progress';
import type { BackupSummary } from './write-backup';

async function setTriggers(tx: Transaction, tables: DatabaseTable[], state: 'enable' | 'disable') {
  for (const table of tables) {
    await tx.execute(sql`alter table ${sql.identifier(table.name)} ${sql.raw(state)} trigger user`);
  }
}

async function insertRows(tx: Transaction, table: DatabaseTable, columns: string[], json: string) {
  const list = sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  const name = sql.identifier(table.name);
  const { rows } = (await tx.execute(sql`
    with inserted as (
      insert into ${name} (${list})
      select ${list} from json_populate_recordset(null::${name}, ${json}::json)
      returning 1)
    select count(*)::int as rows from inserted`)) as unknown as { rows: { rows: number }[] };
  return rows[0]!.rows;
}

type TableBeingLoaded = {
  table: DatabaseTable;
  columns: string[];
  nextIds: NextIds;
  rows: number;
  report: ReturnType<typeof tableProgress>;
};

function tableToLoad(
  line: Extract<BackupLine, { kind: 'table' }>,
  tables: Map<string, DatabaseTable>,
  migration: CodeMigration,
  progress: BackupProgress,
): TableBeingLoaded {
  const table = tables.get(line.table);
  if (!table) {
    throw new BackupRefusal(
      `the backup holds a table ${line.table} that migration ${migration.tag} does not have`,
    );
  }
  const unknown = line.columns.filter((column) => !table.columns.includes(column));
  if (unknown.length > 0) {
    throw new BackupRefusal(
      `the backup's ${line.table} has columns ${unknown.join(', ')} that migration ${migration.tag} does not have`,
    );
  }
  const report = tableProgress(table.name, progress);
  return { table, columns: line.columns, nextIds: line.nextIds, rows: 0, report };
}

/** Loads the file's tables in its order, checking each count and that the file is whole. */
async function loadTables(
  tx: Transaction,
  backup: BackupFile,
  tables: DatabaseTable[],
  progress: BackupProgress,
): Promise<TableBeingLoaded[]> {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const loaded = new Map<string, TableBeingLoaded>();
  let current: TableBeingLoaded | null = null;
  let total = 0;
  let ended = false;
  let lineNumber = 1;
  const misplaced = () => new BackupRefusal(`line ${lineNumber} of the backup is out of place`);
  for await (const line of backup.lines) {
    lineNumber += 1;
    if (ended) throw new BackupRefusal(`the backup goes on after its last line (${lineNumber})`);
    if (line.kind === 'table') {
      if (current || loaded.has(line.table)) throw misplaced();
      current = tableToLoad(line, byName, backup.migration, progress);
    } else if (line.kind === 'rows') {
      if (!current) throw misplaced();
      try {
        current.rows += await insertRows(tx, current.table, current.columns, line.json);
      } catch (error) {
        const reason = ((databaseErrorOf(error) as Error | null) ?? (error as Error)).message;
        throw new BackupRefusal(
          `line ${lineNumber} of the backup (${current.table.name}) did not load: ${reason}`,
        );
      }
      current.report.counted(current.rows);
    } else if (line.kind === 'tableEnd') {
      if (!current || line.table !== current.table.name) throw misplaced();
      if (line.rows !== current.rows) {
        throw new BackupRefusal(
          `the backup's ${line.table} should hold ${line.rows} rows but holds ${current.rows}`,
        );
      }
      current.report.done(current.rows);
      loaded.set(line.table, current);
      total += current.rows;
      current = null;
    } else {
      if (current) throw misplaced();
      const missing = tables.filter((table) => !loaded.has(table.name)).map((table) => table.name);
      if (missing.length > 0) {
        throw new BackupRefusal(`the backup lacks tables its migration has: ${missing.join(', ')}`);
      }
      if (line.tables !== loaded.size || line.rows !== total) {
        throw new BackupRefusal(
          `the backup's last line counts ${line.tables} tables and ${line.rows} rows, ` +
            `but it holds ${loaded.size} and ${total}`,
        );
      }
      ended = true;
    }
  }
  if (!ended) throw new BackupRefusal('the backup ends before its last line: it is incomplete');
  return [...loaded.values()];
}

export async function restoreBackup(
  db: Database,
  backup: BackupFile,
  progress: BackupProgress,
): Promise<BackupSummary> {
  const migrations = codeMigrations();
  return db.transaction(async (tx) => {
    await refuseUnlessEmpty(tx, migrations, backup.migration);
    progress(`the database holds no business; bringing it to migration ${backup.migration.tag}`);
    await migrateWithin(tx, migrations, backup.migration);
    const tables = await databaseTables(tx);
    // A fresh first start's rows give way to the backup's.
    await tx.execute(
      sql`truncate ${sql.join(
        tables.map((table) => sql.identifier(table.name)),
        sql`, `,
      )}`,
    );
    await setTriggers(tx, tables, 'disable');
    const loaded = await loadTables(tx, backup, tables, progress);
    await setTriggers(tx, tables, 'enable');
    // Sequences do not roll back: they move only once the whole file has loaded.
    for (const { table, nextIds } of loaded) await setSequences(tx, table, nextIds);
    const latest = migrations.at(-1)!;
    if (latest.createdAt > backup.migration.createdAt) {
      progress(`applying the migrations after ${backup.migration.tag}`);
      await migrateWithin(tx, migrations, latest);
    }
    const rows = loaded.reduce((sum, table) => sum + table.rows, 0);
    return { migration: backup.migration.tag, tables: tables.length, rows };
  });
}
