import { describe, expect, it } from 'vitest';
import type { PlotStatus } from '../constants';
import { NO_PLOT_REMARK_TEXT, plotsOfferedForBooking } from './bookable-plots';

const plot = (id: number, status: PlotStatus) => ({ id, status });
const plots = [plot(1, 'Available'), plot(2, 'Booked'), plot(3, 'Hold'), plot(4, 'Sold')];

describe('plotsOfferedForBooking', () => {
  it('offers a new booking only the Available plots', () => {
    expect(plotsOfferedForBooking(plots, null)).toEqual([plot(1, 'Available')]);
  });

  it("keeps an edited booking's own plot, in list order", () => {
    expect(plotsOfferedForBooking(plots, 2)).toEqual([plot(1, 'Available'), plot(2, 'Booked')]);
  });

  it('offers nothing when no plot is free', () => {
    expect(plotsOfferedForBooking([plot(2, 'Booked')], null)).toEqual([]);
  });
});

it("says 'No remark' for a plot without one", () => {
  expect(NO_PLOT_REMARK_TEXT).toBe('No remark');
});
