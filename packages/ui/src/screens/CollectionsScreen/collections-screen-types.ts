/** What the Collections screen is given and hands back; the host maps these to its API. */
import type { CalendarDate, CollectionState } from '@plotline/domain';
import type { ChoiceSource, ListQuery, ProjectChoice } from '../../patterns';
import type { ChannelPartnerChoice } from '../BookingsScreen/bookings-screen-types';

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
};

/** Every filter off, as Clear All Filters leaves them. */
export const NO_COLLECTION_FILTERS: CollectionFilters = {
  state: 'all',
  projectId: null,
  channelPartnerId: null,
  dueFrom: null,
  dueTo: null,
};

/** The list is always soonest due first, so its query has no sort. */
export type CollectionListQuery = ListQuery<CollectionFilters, null>;

/** What the project and channel partner filters offer, each with the one the filters hold. */
export type CollectionChoices = {
  projects: ChoiceSource<ProjectChoice>;
  channelPartners: ChoiceSource<ChannelPartnerChoice>;
};
