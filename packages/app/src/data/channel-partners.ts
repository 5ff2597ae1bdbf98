/**
 * Channel partners: one page of the filtered list, one partner, and the partners the bookings'
 * filter and form find. The choices' load failures are logged only (docs/product/messages.md), so
 * a failed search just offers no choices.
 */
import { CHANNEL_PARTNER_MESSAGES, LIST_DEFAULTS } from '@plotline/domain';
import { usePagedList, type QueryOf } from './paged-list';
import { PICKER_PAGE_SIZE } from './picker-search';
import { useRead } from './read';
import { useRecordDetails } from './record-details';

export type ChannelPartnersFilteredQuery = QueryOf<'listChannelPartnersFiltered'>;

export const useChannelPartnersPage = (query: ChannelPartnersFilteredQuery) =>
  usePagedList('/channelpartners/filtered', { query }, CHANNEL_PARTNER_MESSAGES.fetchFailed);

/** One partner (GET /channelpartners/{id}); nothing is loaded while `partnerId` is null. */
export const useChannelPartner = (partnerId: number | null) =>
  useRead('/channelpartners/{id}', partnerId === null ? null : { path: { id: partnerId } });

/**
 * The partner whose details or edit form are open, whole (a list's row holds only its columns):
 * 'Channel partner not found' said in its details, any other failure toasted.
 */
export const usePartnerDetails = (partnerId: number | null) =>
  useRecordDetails('/channelpartners/{id}', partnerId, {
    notFound: CHANNEL_PARTNER_MESSAGES.notFound,
    failed: { toast: CHANNEL_PARTNER_MESSAGES.detailsFetchFailed },
  });

/**
 * The partners whose name, company, mobile or email contains the search, by name, the first page
 * (GET /channelpartners/filtered): only the active ones when `activeOnly`.
 */
function usePartnerSearch(searchTerm: string, activeOnly: boolean) {
  const { sortBy, sortOrder } = LIST_DEFAULTS.channelPartners;
  const query: ChannelPartnersFilteredQuery = {
    page: 1,
    pageSize: PICKER_PAGE_SIZE,
    sortBy,
    sortOrder,
    ...(activeOnly && { isActive: 'true' }),
    ...(searchTerm && { searchTerm }),
  };
  return useRead('/channelpartners/filtered', { query }, { keepPreviousData: true });
}

/** The active partners a sale may go through, for the booking form's picker. */
export const useActivePartnerSearch = (searchTerm: string) => usePartnerSearch(searchTerm, true);

/**
 * Every partner, inactive ones too, for the bookings' filter: a partner deactivated since still
 * has its bookings.
 */
export const useAnyPartnerSearch = (searchTerm: string) => usePartnerSearch(searchTerm, false);
