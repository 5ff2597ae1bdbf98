/**
 * The backup file on disk: gzip of the lines of backup-lines.ts, written and read a line at a
 * time, so no table ever sits in memory whole.
 */
import { once } from 'node:events';
import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { codeMigrations, type CodeMigration } from '../db/migration-level';
import { MAX_LINE_CHARS, parseHeader, parseLine, type BackupLine } from './backup-lines';
import { BackupRefusal } from './backup-refusal';

export type BackupFileWriter = {
  write(line: string): Promise<void>;
  /** Puts the finished file in place. */
  finish(): Promise<void>;
  /** Removes what was written. */
  abandon(): Promise<void>;
};

/**
 * A backup holds the whole business, password hashes too: its file is its owner's alone, created
 * so, and made so again when a failed backup left one behind with another mode.
 */
async function openPrivately(path: string): Promise<FileHandle> {
  const handle = await open(path, 'w', 0o600);
  try {
    await handle.chmod(0o600);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/**
 * Writes beside FILE and renames it into place once whole, so a failed backup never leaves a
 * file that looks like one, nor destroys the backup FILE held before.
 */
export async function createBackupFile(file: string): Promise<BackupFileWriter> {
  const partial = `${file}.partial`;
  // Opened first, so a path that cannot be written fails before the database is read.
  const handle = await openPrivately(partial).catch((error: Error) => {
    throw new BackupRefusal(`cannot write ${file} (${error.message})`);
  });
  const gzip = createGzip();
  const written = pipeline(gzip, handle.createWriteStream());
  // A write error also reaches `write` (through `drain`) and `finish`; this keeps it handled.
  written.catch(() => undefined);
  return {
    async write(line) {
      if (!gzip.write(line)) await once(gzip, 'drain');
    },
    async finish() {
      gzip.end();
      await written;
      await rename(partial, file);
    },
    async abandon() {
      gzip.destroy();
      await written.catch(() => undefined);
      await rm(partial, { force: true });
    },
  };
}

function readRefusal(file: string, error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return error;
  const reason = (error as Error).message;
  if (code.startsWith('Z_')) {
    return new BackupRefusal(
      `${file} is damaged or incomplete, or not a backup at all (${reason}); nothing was restored`,
    );
  }
  return new BackupRefusal(`cannot read ${file} (${reason})`);
}

/**
 * The file's lines. A line's pieces are kept as they come and joined once at its end, so a long
 * line costs the time of reading it, once; one longer than any a backup holds is refused as soon
 * as it is, without reading on.
 */
async function* textLines(file: string): AsyncGenerator<string> {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  input.once('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip).setEncoding('utf8');
  let pieces: string[] = [];
  let length = 0;
  let lineNumber = 1;
  const take = (piece: string) => {
    length += piece.length;
    if (length > MAX_LINE_CHARS) {
      throw new BackupRefusal(
        `line ${lineNumber} of ${file} is longer than a backup's lines can be (${MAX_LINE_CHARS.toLocaleString('en-US')} characters); nothing was restored`,
      );
    }
    pieces.push(piece);
  };
  const line = () => {
    const text = pieces.join('');
    pieces = [];
    length = 0;
    lineNumber += 1;
    return text;
  };
  try {
    for await (const chunk of gunzip as AsyncIterable<string>) {
      let start = 0;
      for (let end = chunk.indexOf('\n'); end !== -1; end = chunk.indexOf('\n', start)) {
        take(chunk.slice(start, end));
        yield line();
        start = end + 1;
      }
      take(chunk.slice(start));
    }
  } catch (error) {
    throw readRefusal(file, error);
  } finally {
    input.destroy();
  }
  if (length > 0) yield line();
}

export type BackupFile = {
  /** The migration the backed-up database was at, one this code has. */
  migration: CodeMigration;
  /** The lines after the header; the file is opened when they are first read. */
  lines: AsyncGenerator<BackupLine>;
};

/** The lines after the header, which backupMigration reads. */
async function* bodyLines(file: string): AsyncGenerator<BackupLine> {
  let lineNumber = 0;
  for await (const line of textLines(file)) {
    lineNumber += 1;
    if (lineNumber > 1) yield parseLine(line, lineNumber);
  }
}

async function backupMigration(file: string): Promise<CodeMigration> {
  const text = textLines(file);
  try {
    const first = await text.next();
    if (first.done) throw new BackupRefusal(`${file} is empty`);
    const { migration } = parseHeader(first.value);
    const migrations = codeMigrations();
    const known = migrations.find((candidate) => candidate.tag === migration);
    if (!known) {
      throw new BackupRefusal(
        `${file} was made at migration ${migration}, which this Plotline does not have (its newest ` +
          `is ${migrations.at(-1)!.tag}): restore it with the Plotline that made it, or a newer one`,
      );
    }
    return known;
  } finally {
    await text.return(undefined);
  }
}

/**
 * Reads the file through once: gzip checks its checksum and length at the end, every line must
 * be a backup line, and the last must be the one that ends a backup. A damaged or cut file is so
 * refused before the database is touched.
 */
async function refuseUnlessWhole(file: string): Promise<void> {
  let ended = false;
  let firstBadLine: unknown = null;
  let lineNumber = 0;
  // Read on past a bad line: when gzip then finds the file damaged, that is the reason to give.
  for await (const text of textLines(file)) {
    lineNumber += 1;
    if (lineNumber === 1 || firstBadLine) continue;
    try {
      ended = parseLine(text, lineNumber).kind === 'end';
    } catch (error) {
      firstBadLine = error;
    }
  }
  if (firstBadLine) throw firstBadLine;
  if (!ended) throw new BackupRefusal(`${file} ends before its last line: it is incomplete`);
}

/** Refused unless FILE is a whole backup this code can restore. */
export async function openBackupFile(file: string): Promise<BackupFile> {
  const migration = await backupMigration(file);
  await refuseUnlessWhole(file);
  return { migration, lines: bodyLines(file) };
}
