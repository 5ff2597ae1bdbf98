import { describe, expect, it } from 'vitest';
import { bookPlotPath, plotToBookIn } from './book-plot-path';

describe('bookPlotPath', () => {
  it('is the Bookings page asked to book the plot', () => {
    expect(bookPlotPath(17)).toBe('/bookings?bookPlot=17');
  });

  it('is read back from the address, beside the list query', () => {
    const search = new URLSearchParams(bookPlotPath(17).split('?')[1]);
    expect(plotToBookIn(search)).toBe(17);
    expect(plotToBookIn(new URLSearchParams('projectId=3&plotId=9&bookPlot=17'))).toBe(17);
  });

  it.each(['', 'bookPlot=', 'bookPlot=0', 'bookPlot=-3', 'bookPlot=A-12', 'plotId=17'])(
    '%j asks for no plot',
    (search) => {
      expect(plotToBookIn(new URLSearchParams(search))).toBeNull();
    },
  );
});
