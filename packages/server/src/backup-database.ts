/**
 * `npm run backup -- FILE`: writes the configured database (DATABASE_URL, else PGlite in
 * DATA_DIR) to FILE, every table with every row and the migration it is at, as one moment's
 * database (backup/write-backup.ts). PostgreSQL is read beside running servers; PGlite's files
 * take one process at a time, so its server must be stopped first.
 */
import { existsSync } from 'node:fs';
import { createBackupFile } from './backup/backup-file';
import { BackupRefusal } from './backup/backup-refusal';
import {
  configuredDatabase,
  connectForScript,
  fileArgument,
  runScript,
} from './backup/command-line';
import { writeBackup } from './backup/write-backup';

const file = fileArgument('backup');

await runScript('backup', async (progress) => {
  const { location, description } = configuredDatabase();
  if (location.kind === 'pglite') {
    if (!existsSync(location.dataDir)) {
      throw new BackupRefusal(`there is no database in ${location.dataDir}: nothing to back up`);
    }
    progress(`backing up the ${description}, whose server must be stopped`);
  } else {
    progress(`backing up the ${description} as of one moment; its servers may go on running`);
  }
  const { db, close } = connectForScript(location);
  try {
    const output = await createBackupFile(file);
    try {
      const { tables, rows, migration } = await writeBackup(db, output.write, progress);
      await output.finish();
      return `done: ${tables} tables, ${rows} rows at migration ${migration} in ${file}`;
    } catch (error) {
      await output.abandon();
      throw error;
    }
  } finally {
    await close();
  }
});
