/**
 * Channel partners: one page of the filtered list, and the partners the bookings' filter and form
 * offer. The choices' load failures are logged only (docs/product/messages.md), so a failed list
 * just offers no choices.
 */
import type { ChannelPartner, ChannelPartnerList } from '@plotline/api-client';
import { LIST_DEFAULTS } from '@plotline/domain';
import { CHANNEL_PARTNER_MESSAGES } from '@plotline/domain';
import { dataOf } from '../api-call';
import { useApi } from '../services';
import { useCached } from './cache';
import { usePagedList, type QueryOf } from './paged-list';
import { PICKER_PAGE_SIZE } from './picker-search';

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

/**
 * The active partners a sale may go through whose name, company, mobile or email contains the
 * search, by name (GET /channelpartners/filtered): the booking form's picker.
 */
export function useActivePartnerSearch(searchTerm: string) {
  const api = useApi();
  const { sortBy, sortOrder } = LIST_DEFAULTS.channelPartners;
  const query: ChannelPartnersFilteredQuery = {
    page: 1,
    pageSize: PICKER_PAGE_SIZE,
    sortBy,
    sortOrder,
    isActive: 'true',
    ...(searchTerm && { searchTerm }),
  };
  return useCached<ChannelPartnerList>(
    ['channel-partners', 'search', query],
    () => dataOf(api.GET('/channelpartners/filtered', { params: { query } })),
    { keepPreviousData: true },
  );
}
