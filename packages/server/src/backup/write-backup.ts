/**
 * Writes a database to a backup: every table of its schema with every row, and the migration it
 * is at. It reads in one read-only repeatable-read transaction, so the file is one moment's
 * database while servers go on writing, and a cursor hands it each table a batch at a time.
 */
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { codeMigrations, migrationLevelOf } from '../db/migration-level';
import { endLine, headerLine, rowsLines, tableEndLine, tableLine } from './backup-lines';
import { BackupRefusal } from './backup-refusal';
import { databaseTables, nextIdsOf, type DatabaseTable } from './database-tables';
import { tableProgress, type BackupProgress } from './table-progress';

export type BackupLineSink = (line: string) => Promise<void>;
export type BackupSummary = { migration: string; tables: number; rows: number };

const BATCH_ROWS = 1000;

async function writeRows(
  tx: Transaction,
  table: DatabaseTable,
  write: BackupLineSink,
  progress: BackupProgress,
): Promise<number> {
  const report = tableProgress(table.name, progress);
  const columns = sql.join(
    table.columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  await tx.execute(sql`
    declare backup_rows no scroll cursor for
    select row_to_json(r)::text as row from (select ${columns} from ${sql.identifier(table.name)}) as r`);
  let count = 0;
  for (;;) {
    const { rows } = (await tx.execute(
      sql`fetch forward ${sql.raw(String(BATCH_ROWS))} from backup_rows`,
    )) as unknown as { rows: { row: string }[] };
    if (rows.length === 0) break;
    for (const line of rowsLines(rows.map(({ row }) => row))) await write(line);
    count += rows.length;
    report.counted(count);
    if (rows.length < BATCH_ROWS) break;
  }
  await tx.execute(sql`close backup_rows`);
  report.done(count);
  return count;
}

export async function writeBackup(
  db: Database,
  write: BackupLineSink,
  progress: BackupProgress,
): Promise<BackupSummary> {
  const migrations = codeMigrations();
  return db.transaction(
    async (tx) => {
      const level = await migrationLevelOf(tx, migrations);
      if (level.kind === 'none') {
        throw new BackupRefusal(
          'this database holds no Plotline schema: there is nothing to back up',
        );
      }
      if (level.kind === 'unknown') {
        throw new BackupRefusal(
          'a newer Plotline has migrated this database: back it up with that version',
        );
      }
      await write(headerLine(level.migration.tag));
      const tables = await databaseTables(tx);
      let rows = 0;
      for (const table of tables) {
        await write(tableLine(table.name, table.columns, await nextIdsOf(tx, table)));
        const count = await writeRows(tx, table, write, progress);
        await write(tableEndLine(table.name, count));
        rows += count;
      }
      await write(endLine(tables.length, rows));
      return { migration: level.migration.tag, tables: tables.length, rows };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
