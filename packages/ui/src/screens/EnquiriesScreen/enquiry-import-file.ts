/**
 * A CSV file chosen for import, read as the server will read it (the domain's readImportFile), so
 * a file it would refuse is refused in the domain's words as soon as it is chosen, before it is
 * sent.
 */
import { ENQUIRY_IMPORT_LIMITS, readImportFile } from '@plotline/domain';

/** A file the import may go on with: its header's cells and the first row under it. */
export type ImportFile = {
  /** The file's text as chosen, sent whole with the preview and the import. */
  csv: string;
  /** Its name, as the user chose it. */
  name: string;
  headers: readonly string[];
  /** The first row under the header, for an example of each column; short rows are padded. */
  firstRow: readonly string[];
  /** How many rows under the header are not blank. */
  rowCount: number;
};

export type ImportFileReading = { ok: true; file: ImportFile } | { ok: false; message: string };

/** The file as the domain reads it (readImportFile), with what the mapping step shows of it. */
export function importFileFrom(name: string, csv: string): ImportFileReading {
  const reading = readImportFile(csv);
  if (!reading.ok) return reading;
  const { header, rows } = reading;
  const firstRow = header.map((_, column) => rows[0]!.cells[column] ?? '');
  return { ok: true, file: { csv, name, headers: header, firstRow, rowCount: rows.length } };
}

/**
 * A file far past the characters it may hold is refused before it is read: four bytes at most
 * make a character in UTF-8, so a file of more bytes than that cannot fit.
 */
export const isSurelyTooLong = (byteCount: number) =>
  byteCount > ENQUIRY_IMPORT_LIMITS.characters * 4;

/** The text of a file the user chose; FileReader, which every browser and jsdom have. */
export function fileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}
