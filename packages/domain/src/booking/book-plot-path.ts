/**
 * 'Book this plot' (docs/product/screens.md "Plots"): the Bookings page with its new booking
 * form open on one plot, '/bookings?bookPlot=17'. The plot names its project, so the address
 * carries the plot alone and cannot pair it with another project; it rides beside the list's own
 * query, whose `projectId` and `plotId` are filters of the list.
 */
import { idFrom } from '../input/read-input';

export const BOOK_PLOT_PARAM = 'bookPlot';

/** '/bookings?bookPlot=17' for plot 17. */
export const bookPlotPath = (plotId: number) => `/bookings?${BOOK_PLOT_PARAM}=${plotId}`;

/** The plot an address's search asks to book ('bookPlot=17' → 17), else null. */
export const plotToBookIn = (search: { get: (name: string) => string | null }): number | null =>
  idFrom(search.get(BOOK_PLOT_PARAM) ?? '');
