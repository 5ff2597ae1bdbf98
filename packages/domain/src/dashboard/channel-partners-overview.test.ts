import { describe, expect, it } from 'vitest';
import { channelPartnersOverview, DIRECT_SALES_LABEL } from './channel-partners-overview';
import { aBooking, anInput, SAMPLE } from './dashboard.fixtures';

const ZEROS = {
  total: 0,
  token: 0,
  booking: 0,
  registryDone: 0,
  cancelled: 0,
  days0to30: 0,
  days31to60: 0,
  days61to90: 0,
  extraTime: 0,
};

describe('channelPartnersOverview', () => {
  it('gives Direct Sales first, then each partner by name', () => {
    expect(channelPartnersOverview(SAMPLE)).toEqual([
      {
        channelPartnerId: null,
        partnerName: 'Direct Sales',
        // Bookings 2, 7 (Pending: Total only) and 8 (older than 90 days: no bucket).
        total: 3,
        token: 1,
        booking: 1,
        registryDone: 0,
        cancelled: 0,
        days0to30: 0,
        days31to60: 0,
        days61to90: 1,
        extraTime: 2,
      },
      {
        channelPartnerId: 11,
        partnerName: 'Anand Realty',
        // Booking 6 is 30 days old, booking 3 is 45.
        total: 2,
        token: 1,
        booking: 1,
        registryDone: 0,
        cancelled: 0,
        days0to30: 1,
        days31to60: 1,
        days61to90: 0,
        extraTime: 1,
      },
      {
        channelPartnerId: 10,
        partnerName: 'Ravi Estates',
        // The registered and the cancelled booking are in no age bucket.
        total: 3,
        token: 1,
        booking: 0,
        registryDone: 1,
        cancelled: 1,
        days0to30: 1,
        days31to60: 0,
        days61to90: 0,
        extraTime: 0,
      },
      { channelPartnerId: 12, partnerName: 'Zeta Homes', ...ZEROS },
    ]);
  });

  it('keeps the Direct Sales row when there is nothing else', () => {
    expect(channelPartnersOverview(anInput({}))).toEqual([
      { channelPartnerId: null, partnerName: DIRECT_SALES_LABEL, ...ZEROS },
    ]);
  });

  it('breaks a tie of names by id', () => {
    const rows = channelPartnersOverview(
      anInput({
        channelPartners: [
          { id: 9, name: 'Ravi Estates' },
          { id: 4, name: 'RAVI ESTATES' },
        ],
      }),
    );
    expect(rows.map((row) => row.channelPartnerId)).toEqual([null, 4, 9]);
  });

  it('leaves a booking of an unlisted partner out of every row', () => {
    const rows = channelPartnersOverview(
      anInput({ bookings: [aBooking({ id: 1, channelPartnerId: 99 })] }),
    );
    expect(rows).toEqual([{ channelPartnerId: null, partnerName: 'Direct Sales', ...ZEROS }]);
  });
});
