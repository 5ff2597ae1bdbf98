/** How the backup and the restore report a table's rows: every so many as they go, and at its end. */
export type BackupProgress = (message: string) => void;

const PROGRESS_ROWS = 100_000;

const rowsOf = (count: number) => (count === 1 ? '1 row' : `${count} rows`);

export function tableProgress(table: string, progress: BackupProgress) {
  let reported = 0;
  return {
    counted(rows: number) {
      if (rows - reported < PROGRESS_ROWS) return;
      reported = rows;
      progress(`${table}: ${rowsOf(rows)} so far`);
    },
    done(rows: number) {
      progress(`${table}: ${rowsOf(rows)}`);
    },
  };
}
