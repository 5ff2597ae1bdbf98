/** The plot form's body, checked with the domain's rules and made ready to store. */
import type { components } from '@plotline/api-client/schema';
import { DEFAULT_SIZE_UNIT, NEW_PLOT_STATUS, validatePlot } from '@plotline/domain';
import { assertValid } from '../../http/http-error';

type PlotRequest = components['schemas']['PlotRequest'];

/**
 * The columns the body sets; `createdBy` is not among them, the signed-in user is recorded.
 * Spaces inside a plot number are refused, not stripped: the browser strips them as typed,
 * so one that arrives here was sent on purpose. A remark left out of an update is kept.
 */
export function plotInput(body: PlotRequest) {
  assertValid(validatePlot(body));
  return {
    projectId: body.projectId,
    plotNumber: body.plotNumber.trim(),
    plotSize: body.plotSize,
    sizeUnit: body.sizeUnit ?? DEFAULT_SIZE_UNIT,
    status: body.status ?? NEW_PLOT_STATUS,
    remark: body.remark,
  };
}

export type PlotValues = ReturnType<typeof plotInput>;
