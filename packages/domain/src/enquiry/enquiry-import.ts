/**
 * Importing enquiries from a portal's or a spreadsheet's CSV export (docs/enquiries.md "Import"):
 * the fields a column can fill, a first guess of which column fills which, and what one row
 * becomes. The server names partners and projects by their ids; a row names them as people
 * write them, so the caller hands in the look-ups. Duplicates need the database and are the
 * server's to find; a row is judged here by the enquiry form's own rules.
 */
import { isCalendarDate, type CalendarDate } from '../calendar-date';
import { formatCount } from '../dashboard/format-count';
import { LIST_LIMITS, TEXT_LIMITS } from '../input/input-limits';
import { LIMIT_MESSAGES } from '../input/limit-messages';
import { COUNTRY_CODE, withoutDiallingPrefix } from '../input/digits';
import { isBlankCsvRow, parseCsv } from '../input/parse-csv';
import { filledText } from '../input/read-input';
import type { EnquiryForm } from './enquiry-form';
import { ENQUIRY_PROJECTS_FULL } from './enquiry-projects';
import { enquiryPayload, type EnquiryPayload } from './enquiry-payload';
import {
  ENQUIRY_SOURCES,
  enquirySourceFrom,
  enquirySourceLabel,
  sourceNamesPartner,
  type EnquirySource,
} from './enquiry-source';
import { validateEnquiry } from './validate-enquiry';

export const ENQUIRY_IMPORT_FIELDS = [
  'name',
  'mobileNumber',
  'email',
  'source',
  'sourceDetail',
  'channelPartner',
  'projects',
  'plotSizeMin',
  'plotSizeMax',
  'budgetMin',
  'budgetMax',
  'nextAction',
  'nextActionDate',
  'notes',
] as const;
export type EnquiryImportField = (typeof ENQUIRY_IMPORT_FIELDS)[number];

/** Which column (from 0) fills each field; a field left out is empty on every row. */
export type EnquiryImportMapping = Partial<Record<EnquiryImportField, number>>;

/** Every enquiry has a name and a mobile number, so these two must come from the file. */
export const REQUIRED_IMPORT_FIELDS: readonly EnquiryImportField[] = ['name', 'mobileNumber'];

export const ENQUIRY_IMPORT_FIELD_LABELS: Readonly<Record<EnquiryImportField, string>> = {
  name: 'Name',
  mobileNumber: 'Mobile number',
  email: 'Email',
  source: 'Source',
  sourceDetail: 'Source detail',
  channelPartner: 'Channel partner',
  projects: 'Projects of interest',
  plotSizeMin: 'Plot size from',
  plotSizeMax: 'Plot size to',
  budgetMin: 'Budget from',
  budgetMax: 'Budget to',
  nextAction: 'Next action',
  nextActionDate: 'Next action date',
  notes: 'Notes',
};

/**
 * What a file may hold: rows under its header, its length in characters (the request carries it
 * whole, under the server's 1 MB), and columns.
 */
export const ENQUIRY_IMPORT_LIMITS = { rows: 5000, characters: 900_000, columns: 100 } as const;

/** A cell naming several projects separates them with ';' (a comma would split the cell). */
export const PROJECT_NAME_SEPARATOR = ';';

export const ENQUIRY_IMPORT_MESSAGES = {
  noRows: 'The file has no enquiries under its header row',
  tooManyRows: `A file can hold at most ${formatCount(ENQUIRY_IMPORT_LIMITS.rows)} enquiries; split it and import each part`,
  tooLong: `A file can hold at most ${formatCount(ENQUIRY_IMPORT_LIMITS.characters)} characters; split it and import each part`,
  tooManyColumns: `A file can have at most ${formatCount(ENQUIRY_IMPORT_LIMITS.columns)} columns`,
  unclosedQuote: (row: number) => `The quote opened on row ${row} is never closed`,
  unmapped: (field: EnquiryImportField) =>
    `Choose the column that holds each enquiry's ${ENQUIRY_IMPORT_FIELD_LABELS[field].toLowerCase()}`,
  noSuchColumn: (field: EnquiryImportField) =>
    `${ENQUIRY_IMPORT_FIELD_LABELS[field]} is mapped to a column the file does not have`,
  columnTwice: (first: EnquiryImportField, second: EnquiryImportField) =>
    `One column cannot fill both ${ENQUIRY_IMPORT_FIELD_LABELS[first]} and ${ENQUIRY_IMPORT_FIELD_LABELS[second]}`,
  unknownSource: (text: string) =>
    `Source '${text}' is none of ${ENQUIRY_SOURCES.map(enquirySourceLabel).join(', ')}`,
  unknownPartner: (name: string) => `No channel partner is named '${name}'`,
  unknownProject: (name: string) => `No project is named '${name}'`,
  unreadableDate: (text: string) =>
    `Next action date '${text}' is no date: write it as 2026-12-31 or 31/12/2026`,
  /** The 409 of an import whose file or database changed since its preview. */
  changed: 'The enquiries changed since the preview: preview the file again',
  duplicateOfRow: (row: number) => `Row ${row} of the file has the same mobile number`,
} as const;

/** Words a header may say for each field, lower case without spaces or punctuation. */
const HEADER_WORDS: Readonly<Record<EnquiryImportField, readonly string[]>> = {
  name: ['name', 'fullname', 'customername', 'customer', 'leadname', 'buyername', 'clientname'],
  mobileNumber: [
    'mobile',
    'mobilenumber',
    'mobileno',
    'phone',
    'phonenumber',
    'contact',
    'contactnumber',
  ],
  email: ['email', 'emailid', 'emailaddress', 'mail'],
  source: ['source', 'leadsource', 'enquirysource'],
  sourceDetail: ['sourcedetail', 'portal', 'referredby', 'subsource', 'campaign'],
  channelPartner: ['channelpartner', 'partner', 'broker', 'agent'],
  projects: ['project', 'projects', 'projectsofinterest', 'projectname', 'interestedin'],
  plotSizeMin: ['plotsizefrom', 'plotsizemin', 'minplotsize', 'sizefrom', 'minsize'],
  plotSizeMax: ['plotsizeto', 'plotsizemax', 'maxplotsize', 'sizeto', 'maxsize'],
  budgetMin: ['budgetfrom', 'budgetmin', 'minbudget'],
  budgetMax: ['budgetto', 'budgetmax', 'maxbudget', 'budget'],
  nextAction: ['nextaction', 'followup', 'action'],
  nextActionDate: ['nextactiondate', 'followupdate', 'actiondate', 'nextdate'],
  notes: ['notes', 'note', 'remarks', 'remark', 'comments', 'comment', 'requirement'],
};

const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Each field's column by its header's words, the first such column; a field none names is left out. */
export function guessImportMapping(headers: readonly string[]): EnquiryImportMapping {
  const keys = headers.map(headerKey);
  const mapping: EnquiryImportMapping = {};
  const taken = new Set<number>();
  for (const field of ENQUIRY_IMPORT_FIELDS) {
    const column = keys.findIndex((key, i) => !taken.has(i) && HEADER_WORDS[field].includes(key));
    if (column >= 0) {
      mapping[field] = column;
      taken.add(column);
    }
  }
  return mapping;
}

/** A mapping's first fault, with the field the form shows it under. */
export type ImportMappingError = { field: EnquiryImportField; message: string };

/** What is wrong with a mapping for a file of `columnCount` columns; null when it serves. */
export function importMappingError(
  mapping: EnquiryImportMapping,
  columnCount: number,
): ImportMappingError | null {
  const missing = REQUIRED_IMPORT_FIELDS.find((field) => mapping[field] === undefined);
  if (missing) return { field: missing, message: ENQUIRY_IMPORT_MESSAGES.unmapped(missing) };
  const byColumn = new Map<number, EnquiryImportField>();
  for (const field of ENQUIRY_IMPORT_FIELDS) {
    const column = mapping[field];
    if (column === undefined) continue;
    if (!Number.isInteger(column) || column < 0 || column >= columnCount) {
      return { field, message: ENQUIRY_IMPORT_MESSAGES.noSuchColumn(field) };
    }
    const first = byColumn.get(column);
    if (first) return { field, message: ENQUIRY_IMPORT_MESSAGES.columnTwice(first, field) };
    byColumn.set(column, field);
  }
  return null;
}

/** A row under the header, numbered as a spreadsheet shows it (the header is row 1). */
export type ImportFileRow = { row: number; cells: string[] };

export type ImportFileReading =
  { ok: true; header: string[]; rows: ImportFileRow[] } | { ok: false; message: string };

/**
 * A file's text judged by the import's limits, as the browser reads it once chosen and the server
 * again: its length, its quotes, its columns and its rows under the header (blank ones passed over).
 */
export function readImportFile(csv: string): ImportFileReading {
  const refuse = (message: string) => ({ ok: false as const, message });
  if (csv.length > ENQUIRY_IMPORT_LIMITS.characters) return refuse(ENQUIRY_IMPORT_MESSAGES.tooLong);
  const parsed = parseCsv(csv);
  if (!parsed.ok) return refuse(ENQUIRY_IMPORT_MESSAGES.unclosedQuote(parsed.unclosedQuoteRow));
  const [header = [], ...records] = parsed.rows;
  if (header.length > ENQUIRY_IMPORT_LIMITS.columns) {
    return refuse(ENQUIRY_IMPORT_MESSAGES.tooManyColumns);
  }
  const rows = records
    .map((cells, index) => ({ row: index + 2, cells }))
    .filter(({ cells }) => !isBlankCsvRow(cells));
  if (rows.length === 0) return refuse(ENQUIRY_IMPORT_MESSAGES.noRows);
  if (rows.length > ENQUIRY_IMPORT_LIMITS.rows) return refuse(ENQUIRY_IMPORT_MESSAGES.tooManyRows);
  return { ok: true, header, rows };
}

/**
 * A mobile number as exports write it ('+91 98765 43210', '098765-43210'): spaces, dashes, dots
 * and brackets dropped, then India's country code or trunk 0 before ten digits, as a mobile box
 * drops them. Anything else is left for the form's rules to refuse, not cut to fit.
 */
export function importedMobileNumber(text: string): string {
  const written = text.replace(/[\s\-.()]/g, '');
  const plusDropped = written.startsWith(`+${COUNTRY_CODE}`) ? written.slice(1) : written;
  return withoutDiallingPrefix(plusDropped) ?? written;
}

/** An amount or size as written: grouping commas (Indian or Western), a rupee sign, spaces. */
const importedNumber = (text: string) => text.replace(/[,\s₹]/g, '').replace(/^rs\.?/i, '');

const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/** 'YYYY-MM-DD' or the day first as India writes it (31/12/2026, 31-12-2026, 31.12.2026). */
export function importedDate(text: string): CalendarDate | null {
  const trimmed = text.trim();
  if (isCalendarDate(trimmed)) return trimmed;
  const parts = DAY_FIRST.exec(trimmed);
  if (!parts) return null;
  const date = `${parts[3]}-${parts[2]!.padStart(2, '0')}-${parts[1]!.padStart(2, '0')}`;
  return isCalendarDate(date) ? date : null;
}

/** How a row names what the database holds by id. */
export type ImportLookups = {
  /** The source of rows whose file has no source column, or an empty cell. */
  defaultSource: EnquirySource;
  partnerId: (name: string) => number | null;
  projectId: (name: string) => number | null;
};

export type ImportedRow =
  | { ok: true; payload: EnquiryPayload }
  | { ok: false; messages: string[]; name: string | null; mobileNumber: string | null };

const TEXT_FIELDS: readonly [EnquiryImportField, number][] = [
  ['name', TEXT_LIMITS.name],
  ['email', TEXT_LIMITS.email],
  ['sourceDetail', TEXT_LIMITS.name],
  ['channelPartner', TEXT_LIMITS.name],
  ['nextAction', TEXT_LIMITS.name],
  ['notes', TEXT_LIMITS.note],
];

/** The cells of a row by field; a short row's missing cells are empty. */
function cellsOf(cells: readonly string[], mapping: EnquiryImportMapping) {
  const cell = (field: EnquiryImportField) => {
    const column = mapping[field];
    return column === undefined ? '' : (cells[column] ?? '').trim();
  };
  return cell;
}

/** The projects a cell names (separated by ';'), each once, as they were written. */
export function projectNamesIn(text: string): string[] {
  return [
    ...new Set(
      text
        .split(PROJECT_NAME_SEPARATOR)
        .map((n) => n.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * One row as an enquiry: the enquiry form filled from its cells and judged by the form's rules,
 * with the names it gives looked up. Every broken rule is said, in the order of the fields.
 */
export function importedRow(
  cells: readonly string[],
  mapping: EnquiryImportMapping,
  lookups: ImportLookups,
): ImportedRow {
  const cell = cellsOf(cells, mapping);
  const messages: string[] = [];
  for (const [field, limit] of TEXT_FIELDS) {
    if (cell(field).length > limit) messages.push(LIMIT_MESSAGES.tooLong(field, limit));
  }
  if (cells.some((text) => text.includes('\u0000')))
    messages.push(LIMIT_MESSAGES.nulCharacter('row'));

  const sourceText = cell('source');
  const source = sourceText === '' ? lookups.defaultSource : enquirySourceFrom(sourceText);
  if (source === null) messages.push(ENQUIRY_IMPORT_MESSAGES.unknownSource(sourceText));

  const partnerName = cell('channelPartner');
  let channelPartnerId = '';
  if (partnerName !== '' && source !== null && sourceNamesPartner(source)) {
    const id = lookups.partnerId(partnerName);
    if (id === null) messages.push(ENQUIRY_IMPORT_MESSAGES.unknownPartner(partnerName));
    else channelPartnerId = String(id);
  }

  const projectIds: number[] = [];
  const projectNames = projectNamesIn(cell('projects'));
  for (const name of projectNames) {
    const id = lookups.projectId(name);
    if (id === null) messages.push(ENQUIRY_IMPORT_MESSAGES.unknownProject(name));
    else projectIds.push(id);
  }
  if (projectNames.length > LIST_LIMITS.enquiryProjects) messages.push(ENQUIRY_PROJECTS_FULL);

  const dateText = cell('nextActionDate');
  const nextActionDate = dateText === '' ? '' : importedDate(dateText);
  if (nextActionDate === null) messages.push(ENQUIRY_IMPORT_MESSAGES.unreadableDate(dateText));

  const form: EnquiryForm = {
    name: cell('name'),
    mobileNumber: importedMobileNumber(cell('mobileNumber')),
    email: cell('email'),
    source: source ?? '',
    channelPartnerId,
    sourceDetail: cell('sourceDetail'),
    projectIds,
    plotSizeMin: importedNumber(cell('plotSizeMin')),
    plotSizeMax: importedNumber(cell('plotSizeMax')),
    budgetMin: importedNumber(cell('budgetMin')),
    budgetMax: importedNumber(cell('budgetMax')),
    nextAction: cell('nextAction'),
    nextActionDate: nextActionDate ?? '',
    notes: cell('notes'),
  };
  const errors = validateEnquiry(form);
  // A partner named but not found is said once, by its name, not again as a missing selection.
  if (partnerName !== '' && channelPartnerId === '') delete errors.channelPartnerId;
  if (source === null) delete errors.source;
  messages.push(...Object.values(errors));
  if (messages.length > 0) {
    return {
      ok: false,
      messages,
      name: filledText(form.name),
      mobileNumber: filledText(form.mobileNumber),
    };
  }
  return { ok: true, payload: enquiryPayload(form) };
}
