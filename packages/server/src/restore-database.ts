/**
 * `npm run restore -- FILE`: restores a backup into the configured database (DATABASE_URL, else
 * PGlite in DATA_DIR), which must be empty or only just created by the server's first start
 * (backup/restore-backup.ts); all of it in one transaction, so a refusal changes nothing.
 */
import { openBackupFile } from './backup/backup-file';
import {
  configuredDatabase,
  connectForScript,
  fileArgument,
  runScript,
} from './backup/command-line';
import { restoreBackup } from './backup/restore-backup';

const file = fileArgument('restore');

await runScript('restore', async (progress) => {
  // The whole file is checked before the database is touched.
  const backup = await openBackupFile(file);
  const { location, description } = configuredDatabase();
  const { db, close } = connectForScript(location);
  progress(`restoring ${file} (migration ${backup.migration.tag}) into the ${description}`);
  try {
    const { tables, rows } = await restoreBackup(db, backup, progress);
    return `done: ${tables} tables, ${rows} rows restored`;
  } finally {
    await close();
  }
});
