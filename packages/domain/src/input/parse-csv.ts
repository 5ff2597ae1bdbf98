/**
 * Reading a spreadsheet's or a portal's CSV export (RFC 4180): quoted cells may hold the
 * separator, quotes doubled and line breaks; lines end in CRLF or LF; a UTF-8 byte order mark is
 * dropped. Spreadsheets set to a European locale write ';' and some tools write tabs, so the
 * separator is whichever of ',', ';' and tab the header line holds most of outside quotes.
 */

export type ParsedCsv =
  | { ok: true; rows: string[][] }
  /** `row` counts the file's records from 1, the header's, as a spreadsheet numbers its rows. */
  | { ok: false; unclosedQuoteRow: number };

const SEPARATORS = [',', ';', '\t'] as const;

function separatorOf(text: string): string {
  const counts = new Map<string, number>(SEPARATORS.map((s) => [s, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  return SEPARATORS.reduce((best, s) => (counts.get(s)! > counts.get(best)! ? s : best), ',');
}

/** A line of nothing but separators and spaces, as a spreadsheet leaves between its rows. */
export const isBlankCsvRow = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

/**
 * The file's records, cells as written, blank lines kept so that a record's index + 1 is the row
 * a spreadsheet shows it on.
 */
export function parseCsv(input: string): ParsedCsv {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const separator = separatorOf(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endRow = () => {
    row.push(cell);
    rows.push(row);
    row = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (char === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else cell += char;
  }
  if (quoted) return { ok: false, unclosedQuoteRow: rows.length + 1 };
  if (cell !== '' || row.length > 0) endRow();
  return { ok: true, rows };
}
