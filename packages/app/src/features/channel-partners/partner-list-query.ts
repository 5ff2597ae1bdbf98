/**
 * The channel partner list's state as it lives in the URL (plain /channel-partners at the
 * defaults), and its queries. The export asks GET /channelpartners/export for the same filters and
 * sort, without the paging. The open details' id rides in the path (routing/viewed-record.ts).
 */
import { isNatureId, LIST_DEFAULTS } from '@plotline/domain';
import {
  NO_CHANNEL_PARTNER_FILTERS,
  type ChannelPartnerFilters,
  type ChannelPartnerListQuery,
  type ChannelPartnerSortBy,
} from '@plotline/ui/screens';
import type { ChannelPartnersFilteredQuery } from '../../data/channel-partners';
import type { QueryOf } from '../../data/paged-list';
import { listUrlFormat } from '../../routing/paged-list-url-format';

export type PartnersExportQuery = QueryOf<'exportChannelPartners'>;

const DEFAULTS = LIST_DEFAULTS.channelPartners;

const SORT_BYS: readonly ChannelPartnerSortBy[] = ['Name', 'CreatedAt', 'NatureId'];

function readIsActive(value: string | null): boolean | null {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

function readFilters(params: URLSearchParams): ChannelPartnerFilters {
  const natureId = Number(params.get('natureId'));
  return {
    searchTerm: params.get('searchTerm') ?? '',
    isActive: readIsActive(params.get('isActive')),
    natureId: isNatureId(natureId) ? natureId : null,
    name: params.get('name') ?? '',
    // The filter takes digits alone, as its field keeps them.
    mobileNumber: (params.get('mobileNumber') ?? '').replace(/\D/g, ''),
  };
}

export const PARTNER_LIST_URL = listUrlFormat({
  noFilters: NO_CHANNEL_PARTNER_FILTERS,
  defaultSort: { sortBy: DEFAULTS.sortBy, sortOrder: DEFAULTS.sortOrder },
  sortBys: SORT_BYS,
  readFilters,
  filterNames: ['searchTerm', 'isActive', 'natureId', 'name', 'mobileNumber'],
});

/** The filters and sort both queries share; empty filters are not sent. */
function filterQuery({ filters, sort }: ChannelPartnerListQuery): PartnersExportQuery {
  const searchTerm = filters.searchTerm.trim();
  const name = filters.name.trim();
  return {
    sortBy: sort.sortBy,
    sortOrder: sort.sortOrder,
    ...(searchTerm && { searchTerm }),
    ...(filters.natureId !== null && { natureId: filters.natureId }),
    ...(name && { name }),
    ...(filters.mobileNumber && { mobileNumber: filters.mobileNumber }),
    ...(filters.isActive !== null && { isActive: filters.isActive ? 'true' : 'false' }),
  };
}

/** The query of GET /channelpartners/filtered for a list state. */
export function partnersFilteredQuery(
  query: ChannelPartnerListQuery,
): ChannelPartnersFilteredQuery {
  return { page: query.page, pageSize: query.pageSize, ...filterQuery(query) };
}

/** The query of GET /channelpartners/export: what the list shows, on every page. */
export function partnersExportQuery(query: ChannelPartnerListQuery): PartnersExportQuery {
  return filterQuery(query);
}
