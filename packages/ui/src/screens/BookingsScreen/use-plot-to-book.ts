import type { EnquiryToBook } from '@plotline/domain';
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
 * The host's ask to start a new booking from an enquiry ('Book a plot' on it, e.g. read from
 * '/bookings?bookEnquiry=12'): the form starts filled from it (the domain's
 * bookingFormFromEnquiry), and its save names the enquiry.
 */
export type EnquiryToBookRequest = {
  enquiry: EnquiryToBook;
  /** Told once the form has opened on it, so the host forgets the ask. */
  onOpened: () => void;
};

/** Where a new booking was started from elsewhere: a plot, or an enquiry. */
export type BookingStart =
  { plot: PlotToBook; enquiry?: never } | { enquiry: EnquiryToBook; plot?: never };

/**
 * The booking form opened by an ask from elsewhere: once per plot or enquiry asked for, on a new
 * booking started from it. The start stays the form's while it fades out, and until the form is
 * opened on a new booking of nothing in particular (`openNew`).
 */
export function useBookingStart(
  asks: { plot?: PlotToBookRequest | null; enquiry?: EnquiryToBookRequest | null },
  editor: { open: (item: null) => void },
) {
  const [started, setStarted] = useState<BookingStart | null>(null);
  const begin = (ask: PlotToBookRequest | EnquiryToBookRequest) => {
    setStarted('plot' in ask ? { plot: ask.plot } : { enquiry: ask.enquiry });
    editor.open(null);
    ask.onOpened();
  };
  const startPlot = useEffectEvent(() => {
    if (asks.plot) begin(asks.plot);
  });
  const startEnquiry = useEffectEvent(() => {
    if (asks.enquiry) begin(asks.enquiry);
  });
  const plotId = asks.plot?.plot.id ?? null;
  const enquiryId = asks.enquiry?.enquiry.id ?? null;
  useEffect(() => startPlot(), [plotId]);
  useEffect(() => startEnquiry(), [enquiryId]);

  return {
    started,
    openNew: () => {
      setStarted(null);
      editor.open(null);
    },
  };
}
