/**
 * CSV exports: UTF-8, a header row, CRLF line ends and RFC 4180 quoting. A cell that a
 * spreadsheet would run as a formula (= + - @) is prefixed with ' so an export cannot carry one.
 * An export can hold every booking, so it is written a batch at a time as the database is read.
 * A column of a group of fields its caller may not read (the access policy) keeps its header and
 * is left empty, as the same list's JSON answer sends such a field as null.
 */
import { mayRead, type PolicyCaller, type PolicySubject } from '@plotline/domain';
import { readInBatches, type BatchedQuery } from '../db/batched-read';
import type { Database } from '../db/database';
import { streamedText } from './streamed-text';

export type CsvColumn<T> = {
  header: string;
  value: (row: T) => string | number | boolean | null;
  /** The group of fields the column shows, when its export's own permission does not read it. */
  group?: PolicySubject;
};

function cell(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvLine(cells: readonly (string | number | boolean | null)[]): string {
  return `${cells.map(cell).join(',')}\r\n`;
}

/** The answer of an export operation: text/csv, offered as a download. */
export function csvReply<T>(
  fileName: string,
  allColumns: readonly CsvColumn<T>[],
  db: Database,
  query: BatchedQuery<T>,
  caller: PolicyCaller,
) {
  const columns = allColumns.map((column) =>
    column.group && !mayRead(caller, column.group) ? { ...column, value: () => null } : column,
  );
  const body = streamedText<string>(async (writeText) => {
    // The header waits for the first batch, so a database failing at once answers with its error.
    let header = csvLine(columns.map((c) => c.header));
    await readInBatches(db, query, async (rows) => {
      await writeText(
        header + rows.map((row) => csvLine(columns.map((c) => c.value(row)))).join(''),
      );
      header = '';
    });
    if (header) await writeText(header);
  });
  return {
    status: 200 as const,
    body,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
    },
  };
}
