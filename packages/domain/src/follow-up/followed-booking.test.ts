import { describe, expect, it } from 'vitest';
import { followedBookingLabel } from './followed-booking';

const booking = {
  id: 7,
  bookingNumber: 'BK-0007',
  projectName: 'Green Valley',
  plotNumber: 'A-12',
  plotOwnerName: 'Ravi Kumar',
};

describe('followedBookingLabel', () => {
  it('names the booking by number, project, plot and owner', () => {
    expect(followedBookingLabel(booking)).toBe('BK-0007 · Green Valley · Plot A-12 · Ravi Kumar');
  });

  it("falls back to '#id' for a booking without a number", () => {
    expect(followedBookingLabel({ ...booking, bookingNumber: null })).toBe(
      '#7 · Green Valley · Plot A-12 · Ravi Kumar',
    );
  });
});
