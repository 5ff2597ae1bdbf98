/** Where each summary card leads: the list it counts, pre-filtered where the list has the filter. */
import type { User } from '@plotline/api-client';
import { allowsAccess, ROUTE_ACCESS, type CalendarDate } from '@plotline/domain';
import type { CollectionsView, DashboardCardKey, EnquiryFunnelFilters } from '@plotline/ui/screens';
import { listPageHref } from '../../routing/paged-list-url-format';
import { BOOKING_LIST_URL } from '../bookings/booking-list-query';
import { collectionsViewHref } from '../collections/collection-list-query';
import { ENQUIRY_LIST_URL } from '../enquiries/enquiry-list-query';

type LinkedCard = Exclude<DashboardCardKey, 'extraTime'>;

function registryDoneBookings(): string {
  const plain = BOOKING_LIST_URL.read(new URLSearchParams());
  const filtered = {
    ...plain,
    filters: { ...plain.filters, bookingStatus: 'RegistryDone' as const },
  };
  return `/bookings?${BOOKING_LIST_URL.search(filtered).toString()}`;
}

const CARD_LISTS: Readonly<
  Record<LinkedCard, { path: keyof typeof ROUTE_ACCESS; href: () => string }>
> = {
  totalProjects: { path: '/projects', href: () => '/projects' },
  totalPlots: { path: '/plots', href: () => '/plots' },
  totalBookings: { path: '/bookings', href: () => '/bookings' },
  registryDone: { path: '/bookings', href: registryDoneBookings },
  channelPartners: { path: '/channel-partners', href: () => '/channel-partners' },
};

/** A card links only to a list the user may open; any other card is a figure alone. */
export function cardHrefFor(user: User | null) {
  return (card: LinkedCard): string | undefined => {
    const list = CARD_LISTS[card];
    return user && allowsAccess(user, ROUTE_ACCESS[list.path]) ? list.href() : undefined;
  };
}

/**
 * Where the Collections card's figures lead: the Collections screen filtered as each counts, for a
 * user who may open it; plain figures for any other.
 */
export function collectionsHrefFor(user: User | null, today: CalendarDate) {
  return (view: CollectionsView): string | undefined =>
    user && allowsAccess(user, ROUTE_ACCESS['/collections'])
      ? collectionsViewHref(view, today)
      : undefined;
}

/**
 * Where the enquiry funnel's figures lead: the Enquiries list filtered as each counts ('/enquiries?
 * stage=Booked'), for a user who may open it; plain figures for any other.
 */
export function enquiriesHrefFor(user: User | null) {
  return (filters: EnquiryFunnelFilters): string | undefined =>
    user && allowsAccess(user, ROUTE_ACCESS['/enquiries'])
      ? listPageHref('/enquiries', ENQUIRY_LIST_URL, filters)
      : undefined;
}
