/** What the Collections screen is given and hands back; the host maps these to its API. */
import type { CalendarDate, CollectionState, PageSize } from '@plotline/domain';

export type { CollectionItem } from '../payments/payments-types';

/**
 * What the viewer may read of the instalments' bookings: without `mayRead(user, 'booking.buyer')`
 * the server sends no owner's name, and the screen says why.
 */
export type CollectionGrants = { readBuyers: boolean };

/** The list's filters, named as GET /collections takes them; null means 'all' or no date. */
export type CollectionFilters = {
  /** All instalments with something outstanding, only the overdue ones, or only those not yet. */
  state: CollectionState;
  projectId: number | null;
  channelPartnerId: number | null;
  /** Instalments due on or after this day. */
  dueFrom: CalendarDate | null;
  /** Instalments due on or before this day. */
  dueTo: CalendarDate | null;
  pageSize: PageSize;
};
