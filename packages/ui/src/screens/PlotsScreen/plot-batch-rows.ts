/** The rows of the plot form: what each holds, and how a batch's outcome reshapes them. */
import { DEFAULT_SIZE_UNIT, type FieldErrors, type SizeUnit } from '@plotline/domain';
import type {
  PlotDraft,
  PlotListRow,
  PlotSaveResult,
  PlotsSaveOutcome,
} from './plots-screen-types';

export type BatchRow = {
  /** Stable across removals, so React keeps each row's fields and focus. */
  key: number;
  plotNumber: string;
  /** null until a size is typed. */
  plotSize: number | null;
  sizeUnit: SizeUnit;
  remark: string;
  errors: FieldErrors;
};

/** A row to type into; the form's counter gives the key. */
export function emptyRow(key: number): BatchRow {
  return {
    key,
    plotNumber: '',
    plotSize: null,
    sizeUnit: DEFAULT_SIZE_UNIT,
    remark: '',
    errors: {},
  };
}

/** The one row of the edit form, filled from the plot. */
export function rowOfPlot(plot: PlotListRow): BatchRow {
  return {
    key: 0,
    plotNumber: plot.plotNumber,
    plotSize: plot.plotSize,
    sizeUnit: plot.sizeUnit,
    remark: plot.remark ?? '',
    errors: {},
  };
}

/** What the host is given for a row that passed validation. */
export function draftOf(row: BatchRow, projectId: number): PlotDraft {
  return {
    projectId,
    plotNumber: row.plotNumber,
    plotSize: row.plotSize ?? 0,
    sizeUnit: row.sizeUnit,
    remark: row.remark,
  };
}

export type RefusedPlot = { key: number; plotNumber: string; message: string };

/**
 * After a batch: the created rows leave the form, the refused ones stay with the server's field
 * errors on their fields, and each refusal is listed by plot number with the server's reason.
 */
export function afterBatch(
  rows: readonly BatchRow[],
  results: readonly PlotSaveResult[],
): { rows: BatchRow[]; refused: RefusedPlot[] } {
  const kept: BatchRow[] = [];
  const refused: RefusedPlot[] = [];
  rows.forEach((row, index) => {
    const result = results[index];
    if (result?.ok) return;
    // A row the host gave no answer for was not saved either: it stays, with nothing to list.
    kept.push({ ...row, errors: result?.fieldErrors ?? {} });
    if (result) refused.push({ key: row.key, plotNumber: row.plotNumber, message: result.message });
  });
  return { rows: kept, refused };
}

/** The outcome of the form's plots from each one's result: saved once every one is. */
export function plotsSaveOutcome(results: readonly PlotSaveResult[]): PlotsSaveOutcome {
  return results.every((result) => result.ok) ? { ok: true } : { ok: false, results };
}
