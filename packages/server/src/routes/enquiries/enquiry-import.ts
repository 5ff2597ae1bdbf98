/**
 * Importing enquiries from a CSV file (docs/enquiries.md "Import"): the file read and each row
 * judged by the domain (importedRow), the names it gives looked up, and the duplicates found —
 * of open enquiries, and of earlier rows of the file that are created. The preview and the
 * import run the same judgement; the import runs it inside its transaction, with the file's
 * mobile numbers locked as a single save locks its one.
 */
import type { components } from '@plotline/api-client/schema';
import {
  ENQUIRY_IMPORT_MESSAGES as MESSAGES,
  ENQUIRY_MESSAGES,
  importMappingError,
  importedRow,
  projectNamesIn,
  readImportFile,
  type EnquiryImportMapping,
  type EnquiryPayload,
  type ImportFileRow,
} from '@plotline/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { channelPartners, projects } from '../../db/schema';
import { badRequest } from '../../http/http-error';
import { openEnquiriesWithMobiles } from './enquiry-queries';

type ImportRequest = components['schemas']['EnquiryImportRequest'];
export type ImportRowOutcome = components['schemas']['EnquiryImportRow'];

/** A row judged, with what to store of it when it is to be created. */
export type JudgedRow = ImportRowOutcome & { payload: EnquiryPayload | null };

const refuse = (field: 'csv' | 'mapping', message: string) =>
  badRequest(message, { [field]: message });

/** The file's rows under its header; 400 naming `csv` or `mapping` when it cannot be read. */
function fileRows(request: ImportRequest): ImportFileRow[] {
  const file = readImportFile(request.csv);
  if (!file.ok) throw refuse('csv', file.message);
  const mappingError = importMappingError(request.mapping, file.header.length);
  if (mappingError !== null) throw refuse('mapping', mappingError.message);
  return file.rows;
}

/** The distinct names, lower case, that a column gives across the file, `namesOf` each cell. */
function namesIn(
  rows: readonly ImportFileRow[],
  column: number | undefined,
  namesOf: (cell: string) => string[] = (cell) => [cell.trim()],
) {
  if (column === undefined) return [];
  const names = rows.flatMap(({ cells }) => namesOf(cells[column] ?? ''));
  return [...new Set(names.map((name) => name.toLowerCase()).filter(Boolean))];
}

/** Each name's record, by its lower-case name; of two of one name, the first made. */
async function idsByName(
  db: Executor,
  table: typeof projects | typeof channelPartners,
  names: readonly string[],
): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ id: table.id, name: sql<string>`lower(${table.name})` })
    .from(table)
    .where(sql`lower(${table.name}) = any(${sql.param([...names])}::text[])`)
    .orderBy(table.id);
  const byName = new Map<string, number>();
  for (const { id, name } of rows) if (!byName.has(name)) byName.set(name, id);
  return byName;
}

/**
 * What the import would do with each row of the file. `lockNumbers`, inside the import's
 * transaction, locks the numbers of the rows to create before their duplicates are looked for.
 */
export async function judgeImport(
  db: Executor,
  request: ImportRequest,
  lockNumbers?: (mobileNumbers: string[]) => Promise<void>,
): Promise<JudgedRow[]> {
  const rows = fileRows(request);
  const mapping: EnquiryImportMapping = request.mapping;
  const [partners, projectIds] = await Promise.all([
    idsByName(db, channelPartners, namesIn(rows, mapping.channelPartner)),
    idsByName(db, projects, namesIn(rows, mapping.projects, projectNamesIn)),
  ]);
  const lookups = {
    defaultSource: request.source,
    partnerId: (name: string) => partners.get(name.toLowerCase()) ?? null,
    projectId: (name: string) => projectIds.get(name.toLowerCase()) ?? null,
  };
  const read = rows.map(({ row, cells }) => ({
    row,
    result: importedRow(cells, mapping, lookups),
  }));
  const mobileNumbers = read.flatMap(({ result }) =>
    result.ok ? [result.payload.mobileNumber] : [],
  );
  await lockNumbers?.(mobileNumbers);
  const open = await openEnquiriesWithMobiles(db, mobileNumbers);
  const createdRowOf = new Map<string, number>();
  return read.map(({ row, result }): JudgedRow => {
    if (!result.ok) {
      const { name, mobileNumber, messages } = result;
      return { ...noDuplicate(row, 'Refused', name, mobileNumber), messages, payload: null };
    }
    const { name, mobileNumber } = result.payload;
    const existingEnquiryId = open.get(mobileNumber) ?? null;
    const duplicateOfRow = createdRowOf.get(mobileNumber) ?? null;
    if (existingEnquiryId !== null || duplicateOfRow !== null) {
      return {
        ...noDuplicate(row, 'Duplicate', name, mobileNumber),
        existingEnquiryId,
        duplicateOfRow: existingEnquiryId === null ? duplicateOfRow : null,
        messages: [
          existingEnquiryId !== null
            ? ENQUIRY_MESSAGES.duplicateMobile
            : MESSAGES.duplicateOfRow(duplicateOfRow!),
        ],
        payload: null,
      };
    }
    createdRowOf.set(mobileNumber, row);
    return { ...noDuplicate(row, 'Create', name, mobileNumber), payload: result.payload };
  });
}

function noDuplicate(
  row: number,
  outcome: ImportRowOutcome['outcome'],
  name: string | null,
  mobileNumber: string | null,
) {
  return {
    row,
    outcome,
    name,
    mobileNumber,
    messages: [] as string[],
    existingEnquiryId: null,
    duplicateOfRow: null,
  };
}

/** How many rows of each outcome. */
export function importCounts(rows: readonly JudgedRow[]) {
  const count = (outcome: ImportRowOutcome['outcome']) =>
    rows.filter((row) => row.outcome === outcome).length;
  return {
    createCount: count('Create'),
    duplicateCount: count('Duplicate'),
    refusedCount: count('Refused'),
  };
}

/** The preview's rows as the contract answers them. */
export const previewRows = (rows: readonly JudgedRow[]): ImportRowOutcome[] =>
  rows.map(({ payload, ...row }) => row);
