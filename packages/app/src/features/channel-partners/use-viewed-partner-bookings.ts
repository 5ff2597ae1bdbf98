import { mayRead, PARTNER_BOOKINGS_TEXTS, recordPath } from '@plotline/domain';
import type { PartnerBookingsProps } from '@plotline/ui/screens';
import { useAuth } from '../../auth/auth-context';
import { usePartnerBookings } from '../../data/bookings';
import { listPageHref } from '../../routing/paged-list-url-format';
import { BOOKING_LIST_URL } from '../bookings/booking-list-query';

/**
 * The Bookings section of the partner whose details are open: its newest bookings
 * (GET /bookings/filtered by the partner), each opening its details, and the Bookings page
 * filtered by the partner for all of them; undefined while none is open, or for a user who may
 * not read bookings.
 */
export function useViewedPartnerBookings(
  partnerId: number | null,
): PartnerBookingsProps | undefined {
  const { user } = useAuth();
  const mayView = mayRead(user, 'booking');
  const loaded = usePartnerBookings(mayView ? partnerId : null);
  if (!mayView || partnerId === null) return undefined;
  const page = loaded.data ?? null;
  return {
    bookings: {
      data: page && {
        rows: page.data.map((booking) => ({ ...booking, ownerName: booking.plotOwnerName })),
        totalCount: page.totalCount,
      },
      isLoading: page === null && !loaded.error,
      // A failed reload keeps what is shown.
      error: loaded.error && page === null ? PARTNER_BOOKINGS_TEXTS.fetchFailed : null,
      onRetry: () => void loaded.mutate(),
    },
    bookingHref: (bookingId) => recordPath('/bookings', bookingId),
    allBookingsHref: listPageHref('/bookings', BOOKING_LIST_URL, { channelPartnerId: partnerId }),
  };
}
