/**
 * Adding, editing and deleting plots: the calls, their SPEC.md section 8 toasts, and a reload
 * of every plot list afterwards. Each resolves with what the screen needs to close its dialog
 * or keep it open.
 */
import { PLOT_MESSAGES, plotRequestOf, plotsCreatedMessage } from '@plotline/domain';
import type { BatchProgress, PlotDraft, PlotListRow, PlotSaveResult } from '@plotline/ui/screens';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiCallError, dataOf, failureToast } from '../../api-call';
import { useApi, useToasts } from '../../services';
import { PLOTS_KEY } from './use-plots';

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

export function usePlotChanges() {
  const api = useApi();
  const toasts = useToasts();
  const { mutate } = useSWRConfig();
  const [batchProgress, setBatchProgress] = useState<BatchProgress | null>(null);

  const reloadPlots = () =>
    mutate((key) => Array.isArray(key) && key[0] === PLOTS_KEY, undefined, { revalidate: true });

  /** One POST per plot, in order, so the progress bar moves and each refusal is its own. */
  const createPlots = async (drafts: PlotDraft[]): Promise<PlotSaveResult[]> => {
    const results: PlotSaveResult[] = [];
    for (const [done, draft] of drafts.entries()) {
      setBatchProgress({ done, total: drafts.length });
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
    await reloadPlots();
    return results;
  };

  const updatePlot = async (plotId: number, draft: PlotDraft): Promise<PlotSaveResult> => {
    try {
      await dataOf(
        api.PUT('/plots/{id}', { params: { path: { id: plotId } }, body: plotRequestOf(draft) }),
      );
    } catch (error) {
      toasts.error(...failureToast(error, PLOT_MESSAGES.updateFailed));
      return refusedPlot(error, PLOT_MESSAGES.updateFailed);
    }
    toasts.success(PLOT_MESSAGES.updated);
    await reloadPlots();
    return { ok: true };
  };

  const deletePlot = async (plot: PlotListRow): Promise<boolean> => {
    try {
      await dataOf(api.DELETE('/plots/{id}', { params: { path: { id: plot.id } } }));
    } catch (error) {
      toasts.error(...failureToast(error, PLOT_MESSAGES.deleteFailed));
      return false;
    }
    toasts.success(PLOT_MESSAGES.deleted);
    await reloadPlots();
    return true;
  };

  return { batchProgress, createPlots, updatePlot, deletePlot };
}
