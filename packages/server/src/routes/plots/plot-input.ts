/** The plot form's body: the domain's rules, then the checks that need the database. */
import type { components } from '@plotline/api-client/schema';
import { DEFAULT_SIZE_UNIT, NEW_PLOT_STATUS, isValid, validatePlot } from '@plotline/domain';
import type { Executor } from '../../db/database';
import { badRequest, conflict, invalid } from '../../http/http-error';
import { projectExists } from '../projects/project-queries';

type PlotRequest = components['schemas']['PlotRequest'];

/**
 * The columns the body sets; `createdBy` is not among them, the signed-in user is recorded.
 * Spaces inside a plot number are refused, not stripped: the browser strips them as typed,
 * so one that arrives here was sent on purpose. A remark left out of an update is kept.
 */
export function plotFields(body: PlotRequest) {
  const errors = validatePlot(body);
  if (!isValid(errors)) throw invalid(errors);
  return {
    projectId: body.projectId,
    plotNumber: body.plotNumber.trim(),
    plotSize: body.plotSize,
    sizeUnit: body.sizeUnit ?? DEFAULT_SIZE_UNIT,
    status: body.status ?? NEW_PLOT_STATUS,
    remark: body.remark,
  };
}

export async function assertProjectExists(db: Executor, projectId: number): Promise<void> {
  if (await projectExists(db, projectId)) return;
  const message = `Project ${projectId} does not exist`;
  throw badRequest(message, { projectId: message });
}

function plotNumberTaken(plotNumber: string) {
  const message = `Plot number ${plotNumber} already exists in this project`;
  return conflict(message, { plotNumber: message });
}

function isPlotNumberClash(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { constraint?: unknown }).constraint === 'plots_project_number_key') return true;
  }
  return false;
}

/**
 * Runs a write that sets a plot number. The unique index plots_project_number_key is the one
 * judge of "another plot of the project has this number in any letter case", so concurrent
 * requests cannot both win; its refusal becomes the contract's 409 on plotNumber.
 */
export async function withPlotNumber<T>(plotNumber: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isPlotNumberClash(error)) throw plotNumberTaken(plotNumber);
    throw error;
  }
}
