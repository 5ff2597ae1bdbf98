import { describe, expect, it } from 'vitest';
import { PLOT_STATUSES } from '../constants';
import { countPlotColumns, isInPlotColumn, plotsInColumn } from './plot-columns';

describe('plot columns', () => {
  it.each(PLOT_STATUSES)('a %s plot counts in Total Plots', (status) => {
    expect(isInPlotColumn('totalPlots', { status })).toBe(true);
  });

  it.each([
    ['Available', true],
    ['Booked', false],
    ['Sold', false],
    ['Hold', false],
  ] as const)('a %s plot counts in Available Plots: %s', (status, expected) => {
    expect(isInPlotColumn('availablePlots', { status })).toBe(expected);
  });

  it('counts and lists with the same rule', () => {
    const plots = PLOT_STATUSES.map((status) => ({ status }));
    expect(countPlotColumns(plots)).toEqual({ totalPlots: 4, availablePlots: 1 });
    expect(plotsInColumn(plots, 'availablePlots')).toEqual([{ status: 'Available' }]);
  });
});
