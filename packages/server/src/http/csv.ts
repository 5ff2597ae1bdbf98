/**
 * CSV exports: UTF-8, a header row, CRLF line ends and RFC 4180 quoting. A cell that a
 * spreadsheet would run as a formula (= + - @) is prefixed with ' so an export cannot carry one.
 */
export type CsvColumn<T> = { header: string; value: (row: T) => string | number | boolean | null };

function cell(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [
    columns.map((c) => cell(c.header)),
    ...rows.map((row) => columns.map((c) => cell(c.value(row)))),
  ];
  return lines.map((line) => `${line.join(',')}\r\n`).join('');
}

/** The answer of an export operation: text/csv, offered as a download. */
export function csvReply(fileName: string, csv: string) {
  return {
    status: 200 as const,
    body: csv,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
    },
  };
}
