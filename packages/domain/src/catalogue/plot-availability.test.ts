import { describe, it, expect } from 'vitest';
import { availablePlotsSummary, plotStatusCounts } from './plot-availability';

describe('availablePlotsSummary', () => {
  it.each([
    [30, 12, '12 (40%)'],
    [3, 1, '1 (33%)'],
    [3, 2, '2 (67%)'],
    [10, 10, '10 (100%)'],
    [10, 0, '0 (0%)'],
    [0, 0, 'No plots'],
  ])('%d plots, %d available: %s', (total, available, text) => {
    expect(availablePlotsSummary(total, available)).toBe(text);
  });
});

describe('plotStatusCounts', () => {
  it('counts each of the four statuses', () => {
    const statuses = ['Available', 'Booked', 'Available', 'Sold', 'Hold', 'Hold', 'Hold'];
    expect(plotStatusCounts(statuses.map((status) => ({ status })))).toEqual({
      Available: 2,
      Booked: 1,
      Sold: 1,
      Hold: 3,
    });
  });

  it('is all zero for no plots and ignores unknown statuses', () => {
    expect(plotStatusCounts([{ status: 'Reserved' }])).toEqual({
      Available: 0,
      Booked: 0,
      Sold: 0,
      Hold: 0,
    });
  });
});
