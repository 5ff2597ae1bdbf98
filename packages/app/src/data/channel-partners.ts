/**
 * Channel partners: one page of the filtered list, one partner, and the partners the bookings'
 * filter and form find. The choices' load failures are logged only (docs/product/messages.md), so
 * a failed search just offers no choices.
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

/** One partner (GET /channelpartners/{id}); nothing is loaded while `partnerId` is null. */
export function useChannelPartner(partnerId: number | null) {
  const api = useApi();
  return useCached<ChannelPartner>(
    partnerId === null ? null : ['channel-partners', 'one', partnerId],
    () => dataOf(api.GET('/channelpartners/{id}', { params: { path: { id: partnerId ?? 0 } } })),
  );
}

/**
 * The partners whose name, company, mobile or email contains the search, by name, the first page
 * (GET /channelpartners/filtered): only the active ones when `activeOnly`.
 */
function usePartnerSearch(searchTerm: string, activeOnly: boolean) {
  const api = useApi();
  const { sortBy, sortOrder } = LIST_DEFAULTS.channelPartners;
  const query: ChannelPartnersFilteredQuery = {
    page: 1,
    pageSize: PICKER_PAGE_SIZE,
    sortBy,
    sortOrder,
    ...(activeOnly && { isActive: 'true' }),
    ...(searchTerm && { searchTerm }),
  };
  return useCached<ChannelPartnerList>(
    ['channel-partners', 'search', query],
    () => dataOf(api.GET('/channelpartners/filtered', { params: { query } })),
    { keepPreviousData: true },
  );
}

/** The active partners a sale may go through, for the booking form's picker. */
export const useActivePartnerSearch = (searchTerm: string) => usePartnerSearch(searchTerm, true);

/**
 * Every partner, inactive ones too, for the bookings' filter: a partner deactivated since still
 * has its bookings.
 */
export const useAnyPartnerSearch = (searchTerm: string) => usePartnerSearch(searchTerm, false);
