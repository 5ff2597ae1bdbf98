import { BOOK_PLOT_PARAM, PLOT_MESSAGES, plotToBookIn } from '@plotline/domain';
import type { PlotToBookRequest } from '@plotline/ui/screens';
import { useEffect, useEffectEvent } from 'react';
import { usePlotDetails } from '../../data/plots';
import { useUrlSearch, withParam } from '../../routing/url-search';
import { useToasts } from '../../services';

/**
 * The plot '/bookings?bookPlot=17' asks to book ('Book this plot' on the Plots page,
 * bookPlotPath), read by its id for its project and its card. The ask leaves the address once
 * the form has opened on it, so a reload or Back shows the list; a plot that no longer exists is
 * said in a toast and the ask dropped (any other failure toasts as the plot's details do).
 */
export function usePlotToBook(): PlotToBookRequest | null {
  const { params, write } = useUrlSearch();
  const toasts = useToasts();
  const plotId = plotToBookIn(params);
  const plot = usePlotDetails(plotId);
  const forget = () => write((current) => withParam(current, BOOK_PLOT_PARAM, ''), true);

  const isMissing = plotId !== null && plot.error !== null;
  const dropMissing = useEffectEvent(() => {
    toasts.error(PLOT_MESSAGES.notFound);
    forget();
  });
  useEffect(() => {
    if (isMissing) dropMissing();
  }, [isMissing]);

  if (plotId === null || plot.data?.id !== plotId) return null;
  return { plot: plot.data, onOpened: forget };
}
