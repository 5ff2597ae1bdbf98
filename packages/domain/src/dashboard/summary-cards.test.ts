import { describe, expect, it } from 'vitest';
import { aBooking, anInput, SAMPLE } from './dashboard.fixtures';
import { summaryCards } from './summary-cards';

describe('summaryCards', () => {
  it('counts the sample', () => {
    expect(summaryCards(SAMPLE)).toEqual({
      totalProjects: 3,
      totalPlots: 9,
      // Pending and Cancelled bookings included.
      totalBookings: 8,
      registryDone: 1,
      // Bookings 2, 3 and 8; booking 6 is due today and 4 and 5 are final.
      extraTime: 3,
      channelPartners: 3,
    });
  });

  it('shows zeros for an empty business', () => {
    expect(summaryCards(anInput({}))).toEqual({
      totalProjects: 0,
      totalPlots: 0,
      totalBookings: 0,
      registryDone: 0,
      extraTime: 0,
      channelPartners: 0,
    });
  });

  it('still counts a booking whose project or partner is missing', () => {
    const orphan = aBooking({
      id: 1,
      projectId: 99,
      channelPartnerId: 98,
      registryDate: '2026-01-01',
    });
    expect(summaryCards(anInput({ bookings: [orphan] }))).toMatchObject({
      totalBookings: 1,
      extraTime: 1,
    });
  });
});
