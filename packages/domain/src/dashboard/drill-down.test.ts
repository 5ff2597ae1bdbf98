import { describe, expect, it } from 'vitest';
import { aBooking, anInput, aPlot, SAMPLE } from './dashboard.fixtures';
import { bookingDrillDown, plotDrillDown } from './drill-down';

describe('plotDrillDown', () => {
  const drillDown = plotDrillDown('Green Meadows', [
    aPlot({ id: 3, plotNumber: 'A-10', status: 'Sold' }),
    aPlot({ id: 2, plotNumber: 'a-2', status: 'Available' }),
    aPlot({ id: 1, plotNumber: 'A-2', status: 'Available' }),
    aPlot({ id: 4, plotNumber: 'A-9', status: 'Hold' }),
  ]);

  it("is titled 'Plots for' the name", () => {
    expect(drillDown.title).toBe('Plots for Green Meadows');
  });

  it('has a tile per status present, in status order', () => {
    expect(drillDown.tiles).toEqual([
      { status: 'Available', label: 'Available', count: 2 },
      { status: 'Sold', label: 'Sold', count: 1 },
      { status: 'Hold', label: 'Hold', count: 1 },
    ]);
  });

  it('lists plots by number as people read them, ties by id', () => {
    expect(drillDown.plots.map((plot) => plot.id)).toEqual([1, 2, 4, 3]);
  });

  it('has no tiles for no plots', () => {
    expect(plotDrillDown('Cedar Park', [])).toEqual({
      title: 'Plots for Cedar Park',
      tiles: [],
      plots: [],
    });
  });
});

describe('bookingDrillDown', () => {
  const drillDown = bookingDrillDown(SAMPLE, 'Ravi Estates', [
    aBooking({ id: 5, bookingStatus: 'RegistryDone', bookingDate: '2026-01-10' }),
    aBooking({ id: 4, bookingStatus: 'Token', bookingDate: '2026-05-01' }),
    aBooking({ id: 3, bookingStatus: 'Token', bookingDate: '2026-05-01' }),
    aBooking({ id: 6, bookingStatus: 'Cancelled', bookingDate: '2026-06-01' }),
  ]);

  it("is titled 'Bookings for' the name", () => {
    expect(drillDown.title).toBe('Bookings for Ravi Estates');
  });

  it('labels its tiles as the statuses read on screen', () => {
    expect(drillDown.tiles).toEqual([
      { status: 'Token', label: 'Token', count: 2 },
      { status: 'RegistryDone', label: 'Registry Done', count: 1 },
      { status: 'Cancelled', label: 'Cancelled', count: 1 },
    ]);
  });

  it('lists the newest booking first, ties by id', () => {
    expect(drillDown.bookings.map((row) => row.bookingId)).toEqual([6, 3, 4, 5]);
  });

  it('lists bookings as table rows', () => {
    expect(drillDown.bookings[0]).toMatchObject({ bookingNumber: 'BK-6', clientName: 'Owner 6' });
  });

  it('has no tiles for no bookings', () => {
    expect(bookingDrillDown(anInput({}), 'Zeta Homes', []).tiles).toEqual([]);
  });
});
