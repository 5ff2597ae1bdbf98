import { describe, expect, it } from 'vitest';
import { SAMPLE } from './dashboard.fixtures';
import { partnerCellBookings } from './partner-drill-down';

describe('partnerCellBookings', () => {
  it('lists the direct sales for the Direct Sales row', () => {
    const drillDown = partnerCellBookings(SAMPLE, null, 'total');
    expect(drillDown.title).toBe('Bookings for Direct Sales');
    expect(drillDown.bookings.map((row) => row.bookingId)).toEqual([7, 2, 8]);
    expect(drillDown.tiles.map((tile) => [tile.label, tile.count])).toEqual([
      ['Pending', 1],
      ['Token', 1],
      ['Booking', 1],
    ]);
  });

  it.each([
    ['total', [1, 5, 4]],
    ['token', [1]],
    ['registryDone', [4]],
    ['cancelled', [5]],
    ['days0to30', [1]],
    ['days31to60', []],
    ['extraTime', []],
  ] as const)("lists a partner's %s bookings: %j", (column, ids) => {
    const drillDown = partnerCellBookings(SAMPLE, 10, column);
    expect(drillDown.title).toBe('Bookings for Ravi Estates');
    expect(drillDown.bookings.map((row) => row.bookingId)).toEqual(ids);
  });

  it('refuses a partner that is not in the input', () => {
    expect(() => partnerCellBookings(SAMPLE, 99, 'total')).toThrow('Unknown channel partner: 99');
  });
});
