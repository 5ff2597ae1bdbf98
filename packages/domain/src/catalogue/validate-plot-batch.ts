/** Validation of several plots created at once (docs/product/validation.md "Plot"). */
import { isValid, type FieldErrors } from '../field-errors';
import { plotNumberKey } from './plot-number';
import { validatePlot, type PlotFields } from './validate-plot';

/** One FieldErrors per row, in row order. */
export type PlotBatchErrors = FieldErrors[];

/**
 * Besides each row's own rules, a plot number may appear once per project in the batch; the
 * first row keeps it and every later repeat gets 'Duplicate plot number'. The same number in
 * two different projects is not a duplicate.
 */
export function validatePlotBatch(rows: readonly PlotFields[]): PlotBatchErrors {
  const seen = new Set<string>();
  return rows.map((row) => {
    const errors = validatePlot(row);
    if (errors.plotNumber !== undefined) return errors;
    const key = `${String(row.projectId)}\u0000${plotNumberKey(row.plotNumber)}`;
    if (seen.has(key)) errors.plotNumber = 'Duplicate plot number';
    seen.add(key);
    return errors;
  });
}

/** An empty batch creates nothing, so it is not a valid submission. */
export function isPlotBatchValid(errors: PlotBatchErrors): boolean {
  return errors.length > 0 && errors.every(isValid);
}
