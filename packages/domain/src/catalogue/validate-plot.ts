/**
 * Validation of one plot, as the edit form and the server check it
 * (docs/product/validation.md "Plot").
 */
import type { FieldErrors } from '../field-errors';
import { MAX_PLOT_SIZE } from '../input/input-limits';
import { LIMIT_MESSAGES } from '../input/limit-messages';
import type { PlotForm } from './plot-form';

export type PlotFields = Pick<PlotForm, 'projectId' | 'plotNumber' | 'plotSize'>;

export function validatePlot(plot: PlotFields): FieldErrors {
  const errors: FieldErrors = {};
  const { projectId, plotSize } = plot;
  const plotNumber = plot.plotNumber.trim();

  if (typeof projectId !== 'number' || !Number.isInteger(projectId) || projectId <= 0) {
    errors.projectId = 'Project selection is required';
  }
  if (plotNumber === '') errors.plotNumber = 'Plot number is required';
  else if (/\s/.test(plotNumber)) errors.plotNumber = 'Plot number cannot contain spaces';

  if (typeof plotSize !== 'number' || !Number.isFinite(plotSize) || plotSize <= 0) {
    errors.plotSize = 'Plot size must be greater than 0';
  } else if (plotSize > MAX_PLOT_SIZE) {
    errors.plotSize = LIMIT_MESSAGES.tooLarge('plotSize', MAX_PLOT_SIZE);
  }
  return errors;
}
