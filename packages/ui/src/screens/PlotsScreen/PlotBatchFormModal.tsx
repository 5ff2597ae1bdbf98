import { isPlotBatchValid, validatePlotBatch, type FieldErrors } from '@plotline/domain';
import { useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { ProgressBar } from '../../components/ProgressBar';
import { FormModal, SearchedPicker, useFormModal, type ProjectChoice } from '../../patterns';
import * as styles from './PlotBatchFormModal.css';
import { PlotRowFields } from './PlotRowFields';
import { RefusedPlotsSummary } from './RefusedPlotsSummary';
import {
  afterBatch,
  draftOf,
  emptyRow,
  rowOfPlot,
  type BatchRow,
  type RefusedPlot,
} from './plot-batch-rows';
import type { BatchProgress, PlotDraft, PlotListRow, PlotsSaveOutcome } from './plots-screen-types';

export type NewPlotValues = Pick<PlotDraft, 'plotNumber' | 'plotSize' | 'remark'>;

export type PlotBatchFormModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The plot to edit; without it the form adds a batch of plots. */
  plot?: PlotListRow | null;
  /** The projects found for what was typed in the picker (all, for a host not searching). */
  projects: readonly ProjectChoice[];
  /** What was typed in the project picker, for a host that searches the projects itself. */
  onProjectSearch?: (text: string) => void;
  /** The project a new batch starts in, e.g. the one the list is filtered by, with its name. */
  defaultProject?: ProjectChoice | null;
  /** The rows a new batch starts with, e.g. plots copied from a layout sheet; one empty row if none. */
  defaultRows?: readonly NewPlotValues[];
  /** The host's progress through a batch, shown as a progress bar while it runs. */
  batchProgress?: BatchProgress | null;
  /**
   * Saves what the form holds: the batch's plots, or the edited plot's one draft. Resolves with
   * each plot's result unless every one was saved; the form's owner closes it on success.
   */
  onSave: (plots: PlotDraft[]) => Promise<PlotsSaveOutcome>;
  /**
   * A warning above the fields of the plot being edited, e.g. the domain's
   * changedWhileEditingNotice once someone else changed it meanwhile; a new batch shows none.
   */
  notice?: string;
};

/**
 * The plot form: several plots of one project when adding, exactly one when editing. Its owner
 * closes it once everything is saved; otherwise it stays open with what was typed, the refused
 * rows only, and the server's reasons.
 */
export function PlotBatchFormModal({
  isOpen,
  onOpenChange,
  notice,
  ...fieldsProps
}: PlotBatchFormModalProps) {
  const isEditing = Boolean(fieldsProps.plot);
  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isBusy={Boolean(fieldsProps.batchProgress)}
      size="large"
      title={isEditing ? 'Edit Plot' : 'Add Plots'}
      submitLabel={isEditing ? 'Update Plot' : 'Create Plot'}
      formClassName={styles.form}
      notice={isEditing ? notice : undefined}
    >
      {/* Mounted only while open, so each opening starts from a fresh form. */}
      <PlotBatchFields {...fieldsProps} />
    </FormModal>
  );
}

type PlotBatchFieldsProps = Omit<PlotBatchFormModalProps, 'isOpen' | 'onOpenChange' | 'notice'>;

function initialRows(
  plot: PlotListRow | null | undefined,
  defaults: readonly NewPlotValues[] = [],
) {
  if (plot) return [rowOfPlot(plot)];
  if (defaults.length === 0) return [emptyRow(0)];
  return defaults.map((values, key) => ({ ...emptyRow(key), ...values }));
}

function PlotBatchFields({
  plot,
  projects,
  onProjectSearch,
  defaultProject = null,
  defaultRows,
  batchProgress,
  onSave,
}: PlotBatchFieldsProps) {
  const isEditing = Boolean(plot);
  // The project the form starts in reads by name, though no search may have found it.
  const startProject = plot ? { id: plot.projectId, name: plot.projectName } : defaultProject;
  const [projectId, setProjectId] = useState(startProject?.id ?? null);
  const [projectError, setProjectError] = useState<string>();
  const [rows, setRows] = useState<BatchRow[]>(() => initialRows(plot, defaultRows));
  const nextKey = useRef(rows.length);
  const [addedKey, setAddedKey] = useState<number | null>(null);
  const [refused, setRefused] = useState<readonly RefusedPlot[]>([]);
  // A field's error goes as soon as the field is edited.
  const changeRow = (key: number, change: Partial<BatchRow>) =>
    setRows((current) =>
      current.map((row) =>
        row.key === key
          ? { ...row, ...change, errors: without(row.errors, Object.keys(change)) }
          : row,
      ),
    );
  const addRow = () => {
    const key = nextKey.current++;
    setRows((current) => [...current, emptyRow(key)]);
    setAddedKey(key);
  };
  const removeRow = (key: number) => setRows((current) => current.filter((row) => row.key !== key));

  const showErrors = (project: string | undefined, errors: readonly FieldErrors[]) => {
    setProjectError(project);
    setRows((current) => current.map((row, index) => ({ ...row, errors: errors[index] ?? {} })));
  };

  /** Saves the plots: true once every one is saved, else the form shows what was refused. */
  const save = async (chosenProject: number): Promise<boolean> => {
    const outcome = await onSave(rows.map((row) => draftOf(row, chosenProject)));
    if (outcome.ok) return true;
    if (isEditing) {
      const [result] = outcome.results;
      const fieldErrors = (result?.ok === false && result.fieldErrors) || {};
      showErrors(fieldErrors.projectId, [withoutProject(fieldErrors)]);
      return false;
    }
    const after = afterBatch(rows, outcome.results);
    setRows(after.rows);
    setRefused(after.refused);
    return false;
  };

  const { isSaving: isBusy } = useFormModal(
    async ({ onSavingChange, focusFirstInvalid }) => {
      const errors = validatePlotBatch(rows.map((row) => ({ ...row, projectId })));
      if (projectId === null || !isPlotBatchValid(errors)) {
        const projectMessage = errors.find((fields) => fields.projectId)?.projectId;
        showErrors(projectMessage, errors.map(withoutProject));
        focusFirstInvalid();
        return;
      }
      setRefused([]);
      onSavingChange(true);
      try {
        if (!(await save(projectId))) focusFirstInvalid();
      } finally {
        onSavingChange(false);
      }
    },
    // Adding a batch, the submit counts the plots it creates.
    isEditing ? undefined : createLabel(rows.length),
  );

  return (
    <>
      {refused.length > 0 && <RefusedPlotsSummary refused={refused} />}
      {batchProgress && (
        <ProgressBar
          label="Creating plots"
          value={batchProgress.done}
          maxValue={batchProgress.total}
          valueLabel={`${batchProgress.done} of ${batchProgress.total}`}
        />
      )}
      <SearchedPicker
        label="Project"
        isRequired
        placeholder="Search projects"
        choices={projects}
        chosen={startProject}
        value={projectId}
        onChange={(id) => {
          setProjectId(id);
          setProjectError(undefined);
        }}
        onSearch={onProjectSearch}
        errorMessage={projectError}
        isDisabled={isBusy}
      />
      <div className={styles.rows}>
        {rows.map((row, index) => (
          <PlotRowFields
            key={row.key}
            row={row}
            legend={isEditing ? 'Plot' : `Plot ${index + 1}`}
            isSaving={isBusy}
            isJustAdded={row.key === addedKey}
            onChange={(change) => changeRow(row.key, change)}
            onRemove={rows.length > 1 ? () => removeRow(row.key) : undefined}
          />
        ))}
      </div>
      {!isEditing && (
        <div className={styles.addRow}>
          <Button variant="secondary" isDisabled={isBusy} onPress={addRow}>
            <Icon name="plus" />
            Add Another Plot
          </Button>
        </div>
      )}
    </>
  );
}

function createLabel(plotCount: number): string {
  return plotCount === 1 ? 'Create Plot' : `Create ${plotCount} Plots`;
}

function without(errors: FieldErrors, fields: readonly string[]): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field)));
}

/** The project is chosen once for the batch, so its message shows on the project list. */
function withoutProject(errors: FieldErrors): FieldErrors {
  return without(errors, ['projectId']);
}
