/**
 * The import dialog's own words: its steps, the preview's counts and outcomes. The rules' words
 * (a file refused, a mapping that does not serve, a row refused) are the domain's
 * (ENQUIRY_IMPORT_MESSAGES) or the server's.
 */
import { formatCount } from '@plotline/domain';
import type { EnquiryImportOutcome, EnquiryImportPreview } from './enquiry-types';

export const IMPORT_TITLE = 'Import enquiries';

export const IMPORT_STEPS = {
  file: 'Step 1 of 3: the file, and what its enquiries are',
  columns: 'Step 2 of 3: which column holds each detail',
  preview: 'Step 3 of 3: what the import will do',
} as const;

export const IMPORT_TEXT = {
  chooseFile: 'Choose CSV file',
  fileLabel: 'CSV file',
  fileHint:
    "A property portal's or a spreadsheet's export, its first row the column names; at most 5,000 enquiries.",
  noFile: 'No file chosen',
  reading: 'Reading the file...',
  fileRequired: 'Choose the CSV file to import',
  fileUnreadable: 'The file could not be read',
  sourceLabel: 'Source of rows without one',
  sourceHint: 'Rows whose Source is empty, or every row of a file without a Source column.',
  salesPersonLabel: 'Sales person',
  salesPersonHint: 'Who the enquiries go to; left empty, they are yours.',
  notInFile: 'Not in the file',
  next: 'Next',
  preview: 'Preview',
  previewing: 'Checking the rows...',
  importing: 'Importing...',
  rowsShown: 'Rows shown',
  showMore: 'Show more',
  openEnquiry: 'Open enquiry',
  nothingToImport: 'No row of the file will be added.',
} as const;

/** What each outcome reads as in a row; and as a filter, the rows of that outcome. */
export const IMPORT_OUTCOME_LABELS: Readonly<Record<EnquiryImportOutcome, string>> = {
  Create: 'Will be added',
  Duplicate: 'Duplicate',
  Refused: 'Refused',
};

export const IMPORT_OUTCOME_FILTERS: Readonly<Record<EnquiryImportOutcome, string>> = {
  Create: 'Will be added',
  Duplicate: 'Duplicates',
  Refused: 'Refused',
};

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/** '985 will be added, 10 duplicates, 5 refused'. */
export const importCountsText = ({
  createCount,
  duplicateCount,
  refusedCount,
}: EnquiryImportPreview) =>
  `${formatCount(createCount)} will be added, ${plural(duplicateCount, 'duplicate', 'duplicates')}, ${formatCount(refusedCount)} refused`;

/** 'Import 985 enquiries', 'Import 1 enquiry'. */
export const importSubmitLabel = (count: number) =>
  `Import ${plural(count, 'enquiry', 'enquiries')}`;

/** A column as the mapping offers it: its header, or its place when the header is empty. */
export const columnLabel = (header: string, column: number) =>
  header.trim() || `Column ${column + 1}`;

/** The example beside a field: what the file's first row holds in the chosen column. */
export const exampleText = (value: string) => `First row: ${value}`;

/** The chosen file, by its name and how many enquiries it holds. */
export const fileRowsText = ({ name, rowCount }: { name: string; rowCount: number }) =>
  `${name}: ${formatCount(rowCount)} ${rowCount === 1 ? 'row' : 'rows'}`;

/** 'Showing 50 of 985'. */
export const shownText = (shown: number, total: number) =>
  `Showing ${formatCount(shown)} of ${formatCount(total)}`;

/** The open enquiry's button of a duplicate row, named by the row for a screen reader. */
export const openEnquiryLabel = (row: number) => `Open enquiry of row ${row}`;
