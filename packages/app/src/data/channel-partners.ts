/**
 * Channel partners: one page of the filtered list, and the partners the bookings' filter and form
 * offer. The choices' load failures are logged only (docs/product/messages.md), so a failed list
 * just offers no choices.
 */
import type { ChannelPartner, ChannelPartnerList } from '@plotline/api-client';
import { CHANNEL_PARTNER_MESSAGES } from '@plotline/domain';
import { dataOf } from '../api-call';
import { useApi } from '../services';
import { useCached } from './cache';
import { usePagedList, type QueryOf } from './paged-list';

export type ChannelPartnersFilteredQuery = QueryOf<'listChannelPartnersFiltered'>;

export function useChannelPartnersPage(query: ChannelPartnersFilteredQuery) {
  const api = useApi();
  return usePagedList<ChannelPartnerList>(
    ['channel-partners', 'filtered', query],
    () => dataOf(api.GET('/channelpartners/filtered', { params: { query } })),
    CHANNEL_PARTNER_MESSAGES.fetchFailed,
  );
}

export function useChannelPartners() {
  const api = useApi();
  return useCached<ChannelPartner[]>(['channel-partners', 'list'], () =>
    dataOf(api.GET('/channelpartners')),
  );
}

/** The partners a new sale may go through (GET /channelpartners/active). */
export function useActiveChannelPartners() {
  const api = useApi();
  return useCached<ChannelPartner[]>(['channel-partners', 'active'], () =>
    dataOf(api.GET('/channelpartners/active')),
  );
}
