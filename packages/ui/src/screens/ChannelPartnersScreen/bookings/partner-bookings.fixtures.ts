import { loaded } from '../../../patterns';
import type { PartnerBookingsProps } from './PartnerBookingsSection';

/** The first page of a partner's bookings, two of its twelve, newest first. */
export const PARTNER_BOOKINGS: PartnerBookingsProps = {
  bookings: loaded({
    rows: [
      {
        id: 231,
        bookingNumber: 'BK-0231',
        projectName: 'Green Valley',
        plotNumber: 'A-12',
        ownerName: 'Asha Rao',
        bookingDate: '2026-03-02',
        bookingStatus: 'Token',
      },
      {
        id: 198,
        bookingNumber: 'BK-0198',
        projectName: 'Sunrise Meadows',
        plotNumber: 'C-07',
        ownerName: 'Vikram Shah',
        bookingDate: '2026-02-11',
        bookingStatus: 'RegistryDone',
      },
    ],
    totalCount: 12,
  }),
  bookingHref: (bookingId) => `/bookings/${bookingId}`,
  allBookingsHref: '/bookings?channelPartnerId=1',
};

/** A partner through whom nothing has been sold yet. */
export const NO_PARTNER_BOOKINGS: PartnerBookingsProps = {
  ...PARTNER_BOOKINGS,
  bookings: loaded({ rows: [], totalCount: 0 }),
};
