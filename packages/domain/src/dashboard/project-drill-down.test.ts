import { describe, expect, it } from 'vitest';
import { SAMPLE } from './dashboard.fixtures';
import { projectCellBookings, projectCellPlots } from './project-drill-down';

describe('projectCellPlots', () => {
  it('lists every plot of the project for Total Plots', () => {
    const drillDown = projectCellPlots(SAMPLE, 1, 'totalPlots');
    expect(drillDown.title).toBe('Plots for Green Meadows');
    expect(drillDown.plots.map((plot) => plot.plotNumber)).toEqual([
      'A-1',
      'A-2',
      'A-3',
      'A-4',
      'A-5',
      'A-10',
    ]);
    expect(drillDown.tiles.map((tile) => [tile.status, tile.count])).toEqual([
      ['Available', 1],
      ['Booked', 3],
      ['Sold', 1],
      ['Hold', 1],
    ]);
  });

  it('lists the Available plots for Available Plots', () => {
    const drillDown = projectCellPlots(SAMPLE, 2, 'availablePlots');
    expect(drillDown.plots.map((plot) => plot.plotNumber)).toEqual(['B-1', 'B-3']);
  });

  it('refuses a project that is not in the input', () => {
    expect(() => projectCellPlots(SAMPLE, 99, 'totalPlots')).toThrow(RangeError);
  });
});

describe('projectCellBookings', () => {
  it.each([
    ['token', [1, 3]],
    ['booking', [2]],
    ['extraTime', [3, 2]],
    ['registryDone', [4]],
  ] as const)('lists the %s bookings of the project: %j', (column, ids) => {
    const drillDown = projectCellBookings(SAMPLE, 1, column);
    expect(drillDown.title).toBe('Bookings for Green Meadows');
    expect(drillDown.bookings.map((row) => row.bookingId)).toEqual(ids);
  });

  it('refuses a project that is not in the input', () => {
    expect(() => projectCellBookings(SAMPLE, 99, 'token')).toThrow('Unknown project: 99');
  });
});
