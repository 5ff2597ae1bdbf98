import {
  ENQUIRY_IMPORT_FIELD_LABELS,
  ENQUIRY_IMPORT_FIELDS,
  ENQUIRY_IMPORT_MESSAGES,
  formatCount,
  guessImportMapping,
  importMappingError,
  isEnquirySource,
  REQUIRED_IMPORT_FIELDS,
  type EnquiryImportField,
  type EnquiryImportMapping,
  type EnquirySource,
  type FieldErrors,
} from '@plotline/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { FileTrigger, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { Button } from '../../components/Button';
import { description, errorText, field, label } from '../../components/field/field.css';
import { Select } from '../../components/Select';
import {
  FormModal,
  SearchedPicker,
  useFormModal,
  useFormSave,
  type ChoiceSource,
  type SaveOutcome,
} from '../../patterns';
import { SOURCE_ITEMS } from './enquiry-choice-items';
import { fileText, importFileFrom, isSurelyTooLong, type ImportFile } from './enquiry-import-file';
import {
  columnLabel,
  exampleText,
  fileRowsText,
  IMPORT_OUTCOME_FILTERS,
  IMPORT_OUTCOME_LABELS,
  IMPORT_STEPS,
  IMPORT_TEXT,
  IMPORT_TITLE,
  importCountsText,
  importSubmitLabel,
  openEnquiryLabel,
  shownText,
} from './enquiry-import-text';
import type {
  EnquiryImportCommit,
  EnquiryImportOutcome,
  EnquiryImportPreview,
  EnquiryImportPreviewOutcome,
  EnquiryImportRequest,
  EnquiryImportResultOutcome,
  EnquiryImportRow,
  EnquiryPerson,
} from './enquiry-types';
import * as styles from './EnquiryImportModal.css';

export type EnquiryImportModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The user may give the enquiries to someone else (enquiries.assign); otherwise they are theirs. */
  mayAssign: boolean;
  /** The active users found for what was typed in the Sales person picker. */
  salesPeople: ChoiceSource<EnquiryPerson>;
  /** Says what importing the file would do; resolves (never rejects). */
  onPreview: (request: EnquiryImportRequest) => Promise<EnquiryImportPreviewOutcome>;
  /** Imports the previewed rows; resolves (never rejects). Closing on success is the caller's. */
  onImport: (commit: EnquiryImportCommit) => Promise<EnquiryImportResultOutcome>;
  /** Opens the open enquiry a duplicate row's mobile number is on; left out, no such button. */
  onOpenEnquiry?: (enquiryId: number) => void;
};

type ImportStep = 'file' | 'columns' | 'preview';

/** What the user chose, kept whole as they go back and forth between the steps. */
type ImportChoice = {
  file: ImportFile | null;
  source: EnquirySource;
  salesPerson: EnquiryPerson | null;
  mapping: EnquiryImportMapping;
};

const NOTHING_CHOSEN: ImportChoice = {
  file: null,
  source: 'PropertyPortal',
  salesPerson: null,
  mapping: {},
};

/** The request of a file and a mapping that serves; null while the mapping leaves out a must. */
function requestOf(choice: ImportChoice): EnquiryImportRequest | null {
  const { file, mapping } = choice;
  const { name, mobileNumber } = mapping;
  if (!file || name === undefined || mobileNumber === undefined) return null;
  return {
    csv: file.csv,
    mapping: { ...mapping, name, mobileNumber },
    source: choice.source,
    ...(choice.salesPerson && { assignedToId: choice.salesPerson.id }),
  };
}

/** A refusal's messages (the server's `csv` and `mapping`), said together above the step. */
const refusalText = (outcome: { fieldErrors?: FieldErrors }) => {
  const messages = Object.values(outcome.fieldErrors ?? {}).filter(Boolean);
  return messages.length > 0 ? messages.join(' ') : undefined;
};

/**
 * 'Import enquiries': a portal's or a spreadsheet's CSV export in three steps. The file (refused
 * at once in the domain's words when the import could not read it), the source of rows without
 * one and the sales person; then which column fills each field, guessed from the headers; then
 * the server's preview, row by row, and the import of the rows it adds, all or none. Back keeps
 * every choice; a failure keeps them too. The host keys it afresh for each new import, so it
 * starts empty then, yet keeps its place while it gives way to an enquiry it opened.
 */
export function EnquiryImportModal({
  isOpen,
  onOpenChange,
  mayAssign,
  salesPeople,
  onPreview,
  onImport,
  onOpenEnquiry,
}: EnquiryImportModalProps) {
  const [step, setStep] = useState<ImportStep>('file');
  const [hasMoved, setHasMoved] = useState(false);
  const [choice, setChoice] = useState<ImportChoice>(NOTHING_CHOSEN);
  const [preview, setPreview] = useState<EnquiryImportPreview | null>(null);
  const [notice, setNotice] = useState<string>();

  const goTo = (next: ImportStep) => {
    setNotice(undefined);
    setHasMoved(true);
    setStep(next);
  };

  const handlePreview = async (): Promise<SaveOutcome> => {
    const request = requestOf(choice);
    if (!request) return { ok: false };
    setNotice(undefined);
    const outcome = await onPreview(request);
    if (!outcome.ok) {
      setNotice(refusalText(outcome));
      return { ok: false };
    }
    setPreview(outcome.preview);
    goTo('preview');
    return { ok: true };
  };

  const handleImport = async (): Promise<SaveOutcome> => {
    const request = requestOf(choice);
    if (!request || !preview) return { ok: false };
    setNotice(undefined);
    const outcome = await onImport({ ...request, previewedCount: preview.createCount });
    if (outcome.ok) return outcome;
    if (outcome.changed) {
      // Nothing was created: the preview is made again, for the user to import what it says now.
      setNotice(ENQUIRY_IMPORT_MESSAGES.changed);
      const again = await onPreview(request);
      if (again.ok) setPreview(again.preview);
      else setNotice(refusalText(again) ?? ENQUIRY_IMPORT_MESSAGES.changed);
      return { ok: false };
    }
    setNotice(refusalText(outcome));
    return { ok: false };
  };

  const stepProps = { focusStep: hasMoved };
  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="large"
      title={IMPORT_TITLE}
      submitLabel={
        step === 'file'
          ? IMPORT_TEXT.next
          : step === 'columns'
            ? IMPORT_TEXT.preview
            : importSubmitLabel(preview?.createCount ?? 0)
      }
      savingLabel={step === 'preview' ? IMPORT_TEXT.importing : IMPORT_TEXT.previewing}
      onBack={
        step === 'columns'
          ? () => goTo('file')
          : step === 'preview'
            ? () => goTo('columns')
            : undefined
      }
      formClassName={styles.form}
      notice={notice}
    >
      {step === 'file' && (
        <ImportFileStep
          {...stepProps}
          choice={choice}
          onChoiceChange={(changes) => setChoice((current) => ({ ...current, ...changes }))}
          mayAssign={mayAssign}
          salesPeople={salesPeople}
          onNext={() => goTo('columns')}
        />
      )}
      {step === 'columns' && choice.file && (
        <ImportColumnsStep
          {...stepProps}
          file={choice.file}
          mapping={choice.mapping}
          onMappingChange={(mapping) => setChoice((current) => ({ ...current, mapping }))}
          onPreview={handlePreview}
        />
      )}
      {step === 'preview' && preview && (
        <ImportPreviewStep
          {...stepProps}
          preview={preview}
          onImport={handleImport}
          onOpenEnquiry={onOpenEnquiry}
        />
      )}
    </FormModal>
  );
}

/**
 * The step's heading; as a step is reached by Next, Preview or Back it takes the focus, so the
 * keyboard and a screen reader start at the top of what is new. The first step, opening, leaves
 * the focus to the form, which puts it in its first field.
 */
function StepHeading({ focusStep, children }: { focusStep: boolean; children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusStep) ref.current?.focus();
  }, [focusStep]);
  return (
    <h3 ref={ref} tabIndex={-1} className={styles.step}>
      {children}
    </h3>
  );
}

type ImportFileStepProps = {
  focusStep: boolean;
  choice: ImportChoice;
  onChoiceChange: (changes: Partial<ImportChoice>) => void;
  mayAssign: boolean;
  salesPeople: ChoiceSource<EnquiryPerson>;
  onNext: () => void;
};

const ACCEPTED_TYPES = ['.csv', 'text/csv', 'text/plain'];

function ImportFileStep({
  focusStep,
  choice,
  onChoiceChange,
  mayAssign,
  salesPeople,
  onNext,
}: ImportFileStepProps) {
  const [fileError, setFileError] = useState<string>();
  const [isReading, setIsReading] = useState(false);
  const ids = { label: useId(), chosen: useId(), hint: useId(), error: useId() };

  useFormModal(({ focusFirstInvalid }) => {
    if (isReading) return;
    if (!choice.file) {
      setFileError((shown) => shown ?? IMPORT_TEXT.fileRequired);
      focusFirstInvalid();
      return;
    }
    onNext();
  });

  // A file refused leaves none chosen: what the user sees chosen is what will be read.
  const refuse = (message: string) => {
    setFileError(message);
    onChoiceChange({ file: null });
  };

  const handleSelect = async (files: FileList | null) => {
    const chosen = files?.[0];
    if (!chosen) return;
    setFileError(undefined);
    if (isSurelyTooLong(chosen.size)) return refuse(ENQUIRY_IMPORT_MESSAGES.tooLong);
    setIsReading(true);
    try {
      const reading = importFileFrom(chosen.name, await fileText(chosen));
      if (!reading.ok) return refuse(reading.message);
      // A new file's columns are guessed afresh from its headers.
      onChoiceChange({ file: reading.file, mapping: guessImportMapping(reading.file.headers) });
    } catch {
      refuse(IMPORT_TEXT.fileUnreadable);
    } finally {
      setIsReading(false);
    }
  };

  const chosenText = isReading
    ? IMPORT_TEXT.reading
    : choice.file
      ? fileRowsText(choice.file)
      : IMPORT_TEXT.noFile;

  return (
    <>
      <StepHeading focusStep={focusStep}>{IMPORT_STEPS.file}</StepHeading>
      {/* A group named 'CSV file' around its button, marked invalid as a Select's trigger is, so
          the form's first invalid field is this button when no file is chosen. */}
      <div
        role="group"
        aria-labelledby={ids.label}
        aria-describedby={[ids.hint, fileError && ids.error].filter(Boolean).join(' ')}
        className={field}
      >
        <span id={ids.label} className={label}>
          {IMPORT_TEXT.fileLabel}
        </span>
        <div className={styles.fileRow} data-invalid={fileError ? true : undefined}>
          <FileTrigger
            acceptedFileTypes={ACCEPTED_TYPES}
            onSelect={(files) => void handleSelect(files)}
          >
            <Button variant="secondary" isDisabled={isReading} aria-describedby={ids.chosen}>
              {IMPORT_TEXT.chooseFile}
            </Button>
          </FileTrigger>
          <span id={ids.chosen} className={description} aria-live="polite">
            {chosenText}
          </span>
        </div>
        <span id={ids.hint} className={description}>
          {IMPORT_TEXT.fileHint}
        </span>
        {fileError && (
          <span id={ids.error} className={errorText}>
            {fileError}
          </span>
        )}
      </div>
      <Select
        label={IMPORT_TEXT.sourceLabel}
        description={IMPORT_TEXT.sourceHint}
        isRequired
        items={SOURCE_ITEMS}
        value={choice.source}
        onChange={(key) => isEnquirySource(key) && onChoiceChange({ source: key })}
      />
      {mayAssign && (
        <SearchedPicker
          label={IMPORT_TEXT.salesPersonLabel}
          description={IMPORT_TEXT.salesPersonHint}
          placeholder="Search sales people"
          choices={salesPeople.items}
          chosen={choice.salesPerson}
          value={choice.salesPerson?.id ?? null}
          onSearch={salesPeople.onSearch}
          onChange={(_id, person) => onChoiceChange({ salesPerson: person })}
        />
      )}
    </>
  );
}

const NOT_IN_FILE = 'none';

/** Long cells (notes) are cut in the example: it shows what the column holds, not all of it. */
const EXAMPLE_LENGTH = 60;
const example = (value: string) =>
  value.length > EXAMPLE_LENGTH ? `${value.slice(0, EXAMPLE_LENGTH - 1)}…` : value;

/** The mapping's fault, on the field it is about; none when the mapping serves. */
function mappingErrors(mapping: EnquiryImportMapping, columnCount: number): FieldErrors {
  const fault = importMappingError(mapping, columnCount);
  return fault === null ? {} : { [fault.field]: fault.message };
}

type ImportColumnsStepProps = {
  focusStep: boolean;
  file: ImportFile;
  mapping: EnquiryImportMapping;
  onMappingChange: (mapping: EnquiryImportMapping) => void;
  onPreview: () => Promise<SaveOutcome>;
};

function ImportColumnsStep({
  focusStep,
  file,
  mapping,
  onMappingChange,
  onPreview,
}: ImportColumnsStepProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  useFormSave({
    validate: () => mappingErrors(mapping, file.headers.length),
    save: onPreview,
    onErrors: setErrors,
  });

  const columns = [
    { id: NOT_IN_FILE, label: IMPORT_TEXT.notInFile },
    ...file.headers.map((header, column) => ({ id: column, label: columnLabel(header, column) })),
  ];

  const handleChange = (fieldName: EnquiryImportField, column: number | null) => {
    const { [fieldName]: _left, ...others } = mapping;
    const next = column === null ? others : { ...others, [fieldName]: column };
    onMappingChange(next);
    // Once said, the mapping's fault follows each change, and goes once mended.
    if (Object.keys(errors).length > 0) setErrors(mappingErrors(next, file.headers.length));
  };

  return (
    <>
      <StepHeading focusStep={focusStep}>{IMPORT_STEPS.columns}</StepHeading>
      <p className={styles.quiet}>
        {fileRowsText(file)}. Each detail is read from the column chosen for it; a detail not in the
        file is left empty.
      </p>
      <div className={styles.mapping}>
        {ENQUIRY_IMPORT_FIELDS.map((fieldName) => {
          const column = mapping[fieldName];
          const value = column === undefined ? '' : (file.firstRow[column] ?? '').trim();
          return (
            <Select
              key={fieldName}
              label={ENQUIRY_IMPORT_FIELD_LABELS[fieldName]}
              isRequired={REQUIRED_IMPORT_FIELDS.includes(fieldName)}
              items={columns}
              value={column ?? NOT_IN_FILE}
              onChange={(key) => handleChange(fieldName, typeof key === 'number' ? key : null)}
              description={value ? exampleText(example(value)) : undefined}
              errorMessage={errors[fieldName]}
            />
          );
        })}
      </div>
    </>
  );
}

/** Rows drawn at a time: a file of thousands is read a page at a time, never drawn whole. */
export const IMPORT_ROWS_SHOWN = 50;

/** Refused rows first, which the user most needs to see, then duplicates, then those added. */
const OUTCOMES: readonly EnquiryImportOutcome[] = ['Refused', 'Duplicate', 'Create'];

const countOf = (preview: EnquiryImportPreview, outcome: EnquiryImportOutcome) =>
  outcome === 'Create'
    ? preview.createCount
    : outcome === 'Duplicate'
      ? preview.duplicateCount
      : preview.refusedCount;

type ImportPreviewStepProps = {
  focusStep: boolean;
  preview: EnquiryImportPreview;
  onImport: () => Promise<SaveOutcome>;
  onOpenEnquiry?: (enquiryId: number) => void;
};

function ImportPreviewStep({
  focusStep,
  preview,
  onImport,
  onOpenEnquiry,
}: ImportPreviewStepProps) {
  const [chosen, setChosen] = useState<EnquiryImportOutcome | null>(null);
  const [shownCount, setShownCount] = useState(IMPORT_ROWS_SHOWN);
  useFormSave({
    validate: () => ({}),
    save: onImport,
    onErrors: () => {},
    isSubmitDisabled: preview.createCount === 0,
  });

  // The outcome chosen while it has rows (a preview made again may have none of it), else the
  // first that has.
  const outcome =
    chosen !== null && countOf(preview, chosen) > 0
      ? chosen
      : (OUTCOMES.find((each) => countOf(preview, each) > 0) ?? 'Create');
  const matching = preview.rows.filter((row) => row.outcome === outcome);
  const shown = matching.slice(0, shownCount);

  return (
    <>
      <StepHeading focusStep={focusStep}>{IMPORT_STEPS.preview}</StepHeading>
      <p className={styles.counts}>{importCountsText(preview)}</p>
      {preview.createCount === 0 && <p className={styles.quiet}>{IMPORT_TEXT.nothingToImport}</p>}
      <ToggleButtonGroup
        aria-label={IMPORT_TEXT.rowsShown}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[outcome]}
        onSelectionChange={(keys) => {
          const [key] = keys;
          const next = OUTCOMES.find((each) => each === key);
          if (next) {
            setChosen(next);
            setShownCount(IMPORT_ROWS_SHOWN);
          }
        }}
        className={styles.outcomeSwitch}
      >
        {OUTCOMES.map((each) => (
          <ToggleButton
            key={each}
            id={each}
            isDisabled={countOf(preview, each) === 0}
            className={styles.outcomeButton}
          >
            {`${IMPORT_OUTCOME_FILTERS[each]} (${formatCount(countOf(preview, each))})`}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <table className={styles.rows} aria-label={`${IMPORT_OUTCOME_FILTERS[outcome]} rows`}>
        <thead>
          <tr>
            <th scope="col" className={styles.headCell}>
              Row
            </th>
            <th scope="col" className={styles.headCell}>
              Name
            </th>
            <th scope="col" className={styles.headCell}>
              Mobile number
            </th>
            <th scope="col" className={styles.headCell}>
              What happens
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.row}>
              <th scope="row" className={styles.number}>
                {row.row}
              </th>
              <td className={styles.rowCell}>{row.name ?? '—'}</td>
              <td className={styles.number}>{row.mobileNumber ?? '—'}</td>
              <td className={styles.rowCell}>
                <RowOutcome row={row} onOpenEnquiry={onOpenEnquiry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {matching.length > IMPORT_ROWS_SHOWN && (
        <div className={styles.more}>
          <span className={styles.quiet}>{shownText(shown.length, matching.length)}</span>
          {shown.length < matching.length && (
            <Button
              variant="secondary"
              size="small"
              onPress={() => setShownCount((count) => count + IMPORT_ROWS_SHOWN)}
            >
              {IMPORT_TEXT.showMore}
            </Button>
          )}
        </div>
      )}
    </>
  );
}

function RowOutcome({
  row,
  onOpenEnquiry,
}: {
  row: EnquiryImportRow;
  onOpenEnquiry?: (enquiryId: number) => void;
}) {
  if (row.outcome === 'Create') return <>{IMPORT_OUTCOME_LABELS.Create}</>;
  const { messages } = row;
  const existing = row.existingEnquiryId;
  return (
    <div className={styles.more}>
      <ul className={styles.messages} aria-label={IMPORT_OUTCOME_LABELS[row.outcome]}>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      {existing !== null && onOpenEnquiry && (
        <Button
          variant="quiet"
          size="small"
          aria-label={openEnquiryLabel(row.row)}
          onPress={() => onOpenEnquiry(existing)}
        >
          {IMPORT_TEXT.openEnquiry}
        </Button>
      )}
    </div>
  );
}
