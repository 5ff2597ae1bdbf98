/**
 * The lines of a backup file, one JSON value each, in this order:
 *
 *   {"format":"plotline-backup","version":1,"migration":"0008_…"}   what it is, and its schema
 *   {"table":"users","columns":[…],"nextIds":{"id":58}}             a table, parents before children
 *   {"rows":[{…},{…}]}                                               its rows, a batch a line
 *   {"tableEnd":"users","rows":57}                                   how many rows it had
 *   {"end":"backup","tables":17,"rows":1234}                         the last line: the file is whole
 *
 * A row is PostgreSQL's own JSON of it (row_to_json), which the restore loads back with
 * json_populate_recordset, so every value returns as it was (exact decimals, instants with their
 * offset, JSON details) whichever of PGlite and PostgreSQL wrote or reads it. A batch line is
 * handed to the database as it stands, never parsed into JavaScript numbers.
 */
import { BackupRefusal } from './backup-refusal';

export const BACKUP_FORMAT = 'plotline-backup';
export const BACKUP_VERSION = 1;

export type BackupHeader = { format: string; version: number; migration: string };

/** A serial column's next value, so a restored sequence never hands out an id again. */
export type NextIds = Record<string, number>;

export type BackupLine =
  | { kind: 'table'; table: string; columns: string[]; nextIds: NextIds }
  | { kind: 'rows'; json: string }
  | { kind: 'tableEnd'; table: string; rows: number }
  | { kind: 'end'; tables: number; rows: number };

const ROWS_PREFIX = '{"rows":';

/** A batch line stops taking rows before it would pass this many characters. */
const ROWS_LINE_CHARS = 4 * 1024 * 1024;

/**
 * The longest line a backup holds, with room to spare: a batch line is at most ROWS_LINE_CHARS,
 * or one row alone when that row is longer, and a row holds what the API let in: fields within
 * openapi.yaml's maxLength (the longest, a project's amenities, 500,000 characters) sent in bodies
 * of 1 MB at most, an audit entry a record's before and after, so a few MB. The restore refuses a
 * longer line before holding it whole: it is no backup's, and could be as long as the file.
 */
export const MAX_LINE_CHARS = 32 * 1024 * 1024;

const line = (value: unknown) => `${JSON.stringify(value)}\n`;

export const headerLine = (migration: string) =>
  line({ format: BACKUP_FORMAT, version: BACKUP_VERSION, migration });
export const tableLine = (table: string, columns: string[], nextIds: NextIds) =>
  line({ table, columns, nextIds });
const rowsLine = (rows: string[]) => `${ROWS_PREFIX}[${rows.join(',')}]}\n`;

/**
 * `rows` are each row's JSON text as the database wrote it, in as few lines as keep each within
 * ROWS_LINE_CHARS; a row longer than that has a line of its own.
 */
export function rowsLines(rows: string[]): string[] {
  const lines: string[] = [];
  let batch: string[] = [];
  let length = 0;
  for (const row of rows) {
    if (batch.length > 0 && length + row.length > ROWS_LINE_CHARS) {
      lines.push(rowsLine(batch));
      batch = [];
      length = 0;
    }
    batch.push(row);
    length += row.length + 1;
  }
  if (batch.length > 0) lines.push(rowsLine(batch));
  return lines;
}
export const tableEndLine = (table: string, rows: number) => line({ tableEnd: table, rows });
export const endLine = (tables: number, rows: number) => line({ end: 'backup', tables, rows });

/** The line's JSON object, or null for anything else. */
function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const isCount = (value: unknown): value is number => Number.isInteger(value);
const isNextIds = (value: unknown): value is NextIds =>
  typeof value === 'object' && value !== null && Object.values(value).every(isCount);

/** The file's first line, or a refusal when the file is not a Plotline backup. */
export function parseHeader(text: string): BackupHeader {
  const header = jsonObject(text) ?? {};
  if (header.format !== BACKUP_FORMAT || typeof header.migration !== 'string') {
    throw new BackupRefusal('this is not a Plotline backup (its first line is not the header)');
  }
  if (header.version !== BACKUP_VERSION) {
    throw new BackupRefusal(
      `this backup is of format version ${String(header.version)}; this Plotline reads version ${BACKUP_VERSION}`,
    );
  }
  return { format: BACKUP_FORMAT, version: BACKUP_VERSION, migration: header.migration };
}

export function parseLine(text: string, lineNumber: number): BackupLine {
  // A batch stays text: the database parses it, exactly.
  if (text.startsWith(ROWS_PREFIX) && text.endsWith(']}')) {
    return { kind: 'rows', json: text.slice(ROWS_PREFIX.length, -1) };
  }
  const value = jsonObject(text) ?? {};
  if (typeof value.table === 'string' && isStringArray(value.columns) && isNextIds(value.nextIds)) {
    return { kind: 'table', table: value.table, columns: value.columns, nextIds: value.nextIds };
  }
  if (typeof value.tableEnd === 'string' && isCount(value.rows)) {
    return { kind: 'tableEnd', table: value.tableEnd, rows: value.rows };
  }
  if (value.end === 'backup' && isCount(value.tables) && isCount(value.rows)) {
    return { kind: 'end', tables: value.tables, rows: value.rows };
  }
  throw new BackupRefusal(`line ${lineNumber} of the backup is not a backup line`);
}
