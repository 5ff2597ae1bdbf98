import { useEffect, useEffectEvent, useState } from 'react';
import type { BookingPlotChoice } from './BookingForm/booking-form-types';

/** A plot to book, with its project: what 'Book this plot' elsewhere asks the Bookings screen for. */
export type PlotToBook = BookingPlotChoice & { projectId: number };

/** The host's ask to start a new booking of a plot, e.g. read from '/bookings?bookPlot=17'. */
export type PlotToBookRequest = {
  plot: PlotToBook;
  /** Told once the form has opened on it, so the host forgets the ask (a reload opens no form). */
  onOpened: () => void;
};

/**
 * The booking form opened by an ask from elsewhere: once per plot asked for, on a new booking
 * with that plot and its project chosen. The plot stays the form's start while it fades out, and
 * until the form is opened on a new booking of no plot in particular (`openNew`).
 */
export function usePlotToBook(
  request: PlotToBookRequest | null | undefined,
  editor: { open: (item: null) => void },
) {
  const [started, setStarted] = useState<PlotToBook | null>(null);
  const start = useEffectEvent(() => {
    if (!request) return;
    setStarted(request.plot);
    editor.open(null);
    request.onOpened();
  });
  const askedId = request?.plot.id ?? null;
  useEffect(() => start(), [askedId]);

  return {
    started,
    openNew: () => {
      setStarted(null);
      editor.open(null);
    },
  };
}
