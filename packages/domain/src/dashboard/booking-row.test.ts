import { describe, expect, it } from 'vitest';
import { DIRECT_SALE_LABEL, makeBookingRow } from './booking-row';
import { aBooking, anInput, SAMPLE } from './dashboard.fixtures';

describe('makeBookingRow', () => {
  const bookingRow = makeBookingRow(SAMPLE);

  it('shows a direct sale with the owner email and how overdue it is', () => {
    expect(bookingRow(SAMPLE.bookings[1]!)).toEqual({
      bookingId: 2,
      bookingNumber: 'BK-2',
      projectId: 1,
      projectName: 'Green Meadows',
      plotNumber: 'A-4',
      clientName: 'Owner 2',
      bookingDate: '2026-04-01',
      bookingStatus: 'Booking',
      registryDate: '2026-05-01',
      registryDateStatus: '45 days overdue',
      salesChannel: DIRECT_SALE_LABEL,
      directSaleEmail: 'owner2@example.com',
    });
  });

  it('shows a partner sale with the partner name and no email', () => {
    expect(
      bookingRow(aBooking({ id: 9, channelPartnerId: 11, plotOwnerEmail: 'o@example.com' })),
    ).toMatchObject({
      salesChannel: 'Anand Realty',
      directSaleEmail: null,
      registryDateStatus: 'On track',
    });
  });

  it('reads 1 day overdue in the singular', () => {
    expect(bookingRow(SAMPLE.bookings[2]!).registryDateStatus).toBe('1 day overdue');
  });

  it("falls back to '#id' without a booking number", () => {
    expect(bookingRow(SAMPLE.bookings[6]!).bookingNumber).toBe('#7');
  });

  it('shows empty names where the input misses the project, plot or partner', () => {
    const row = makeBookingRow(anInput({}))(aBooking({ id: 1, channelPartnerId: 5 }));
    expect(row).toMatchObject({ projectName: '', plotNumber: '', salesChannel: '' });
  });
});
