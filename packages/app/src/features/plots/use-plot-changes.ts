/**
 * Adding, editing and deleting plots: the calls, their docs/product/messages.md toasts, and a
 * reload of what a change to plots makes stale afterwards. Each resolves with what the screen
 * needs to close its dialog or keep it open.
 */
import { PLOT_MESSAGES, plotRequestOf, plotsCreatedMessage } from '@plotline/domain';
import {
  plotsSaveOutcome,
  type BatchProgress,
  type PlotDraft,
  type PlotListRow,
  type PlotSaveResult,
  type PlotsSaveOutcome,
} from '@plotline/ui/screens';
import { useState } from 'react';
import { ApiCallError, dataOf } from '../../api-call';
import { changingHere, useReload } from '../../data/cache';
import { useChange } from '../../data/use-change';
import { useApi, useToasts } from '../../services';

/**
 * A plot the server refused, with its reason (else `failedText`): the batch summary lists each
 * refused plot with it, and the form marks the fields it names.
 */
function refusedPlot(error: unknown, failedText: string): PlotSaveResult {
  const refusal = error instanceof ApiCallError ? error : null;
  return {
    ok: false,
    message: refusal?.serverMessage ?? failedText,
    fieldErrors: refusal?.fieldErrors ?? {},
  };
}

const UPDATED = { succeeded: PLOT_MESSAGES.updated, failed: PLOT_MESSAGES.updateFailed };
const DELETED = { succeeded: PLOT_MESSAGES.deleted, failed: PLOT_MESSAGES.deleteFailed };

export function usePlotChanges() {
  const api = useApi();
  const toasts = useToasts();
  const reload = useReload();
  const change = useChange();
  const [batchProgress, setBatchProgress] = useState<BatchProgress | null>(null);

  /** One POST per plot, in order, so the progress bar moves and each refusal is its own. */
  const createPlots = async (drafts: PlotDraft[]): Promise<PlotSaveResult[]> => {
    const results: PlotSaveResult[] = [];
    for (const [done, draft] of drafts.entries()) {
      setBatchProgress({ done, total: drafts.length });
      changingHere('plot');
      try {
        await dataOf(api.POST('/plots', { body: plotRequestOf(draft) }));
        results.push({ ok: true });
      } catch (error) {
        results.push(refusedPlot(error, PLOT_MESSAGES.createFailed));
      }
    }
    setBatchProgress(null);
    const created = results.filter((result) => result.ok).length;
    if (created === 0) {
      toasts.error(PLOT_MESSAGES.createFailed);
      return results;
    }
    toasts.success(plotsCreatedMessage(created));
    await reload('plot');
    return results;
  };

  const updatePlot = (plotId: number, draft: PlotDraft): Promise<PlotSaveResult> =>
    change(
      api.PUT('/plots/{id}', { params: { path: { id: plotId } }, body: plotRequestOf(draft) }),
      UPDATED,
      'plot',
      (failure) => refusedPlot(failure, PLOT_MESSAGES.updateFailed),
    );

  /** What the plot form holds: a batch of new plots, or the edited plot's one draft. */
  const save = async (drafts: PlotDraft[], plot: PlotListRow | null): Promise<PlotsSaveOutcome> =>
    plotsSaveOutcome(plot ? [await updatePlot(plot.id, drafts[0]!)] : await createPlots(drafts));

  const deletePlot = (plot: PlotListRow) =>
    change(api.DELETE('/plots/{id}', { params: { path: { id: plot.id } } }), DELETED, 'plot');

  return { batchProgress, save, deletePlot };
}
