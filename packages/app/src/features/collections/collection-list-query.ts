/**
 * The Collections list's state as it lives in the URL (plain /collections at the defaults; the
 * Dashboard's card links to ?state=overdue and to what is due this month), and its queries. The
 * export asks GET /collections/export for the same filters, without the paging. The list keeps
 * one order, soonest due first, so the URL keeps none.
 */
import {
  calendarDateFrom,
  DEFAULT_PAGE_SIZE,
  idFrom,
  isCollectionState,
  monthEnd,
  parsePageSize,
  type CalendarDate,
} from '@plotline/domain';
import type { CollectionFilters, CollectionsView } from '@plotline/ui/screens';
import type { CollectionsQuery } from '../../data/payments';
import type { QueryOf } from '../../data/paged-list';
import { listPageHref, pagedListUrlFormat } from '../../routing/paged-list-url-format';

export type CollectionsExportQuery = QueryOf<'exportCollections'>;

export const NO_COLLECTION_FILTERS: CollectionFilters = {
  state: 'all',
  projectId: null,
  channelPartnerId: null,
  dueFrom: null,
  dueTo: null,
  pageSize: DEFAULT_PAGE_SIZE,
};

const idParam = (params: URLSearchParams, name: string) => idFrom(params.get(name) ?? '');
const dateParam = (params: URLSearchParams, name: string) =>
  calendarDateFrom(params.get(name) ?? '');

function readFilters(params: URLSearchParams): CollectionFilters {
  const state = params.get('state');
  return {
    state: isCollectionState(state) ? state : 'all',
    projectId: idParam(params, 'projectId'),
    channelPartnerId: idParam(params, 'channelPartnerId'),
    dueFrom: dateParam(params, 'dueFrom'),
    dueTo: dateParam(params, 'dueTo'),
    pageSize: parsePageSize(params.get('pageSize')),
  };
}

export const COLLECTION_LIST_URL = pagedListUrlFormat({
  noFilters: NO_COLLECTION_FILTERS,
  // Soonest due first, and only so.
  defaultSort: { sortBy: 'DueDate', sortOrder: 'asc' },
  sortBys: [],
  readFilters,
  filterNames: ['state', 'projectId', 'channelPartnerId', 'dueFrom', 'dueTo'],
});

export type CollectionListQuery = ReturnType<typeof COLLECTION_LIST_URL.read>;

/** The filters both queries share; 'all' and empty filters are not sent. */
function filterQuery(filters: CollectionFilters): CollectionsExportQuery {
  return {
    ...(filters.state !== 'all' && { state: filters.state }),
    ...(filters.projectId !== null && { projectId: filters.projectId }),
    ...(filters.channelPartnerId !== null && { channelPartnerId: filters.channelPartnerId }),
    ...(filters.dueFrom !== null && { dueFrom: filters.dueFrom }),
    ...(filters.dueTo !== null && { dueTo: filters.dueTo }),
  };
}

/** The query of GET /collections for a list state. */
export function collectionsQuery({ page, filters }: CollectionListQuery): CollectionsQuery {
  return { page, pageSize: filters.pageSize, ...filterQuery(filters) };
}

/** The query of GET /collections/export: what the list shows, on every page. */
export function collectionsExportQuery({ filters }: CollectionListQuery): CollectionsExportQuery {
  return filterQuery(filters);
}

/**
 * The Collections screen filtered as the Dashboard card's figure counts: 'Overdue' (due before
 * today), 'Due this month' (due from today to the month's end), or every instalment outstanding.
 */
export function collectionsViewHref(view: CollectionsView, today: CalendarDate): string {
  switch (view) {
    case 'all':
      return '/collections';
    case 'overdue':
      return listPageHref('/collections', COLLECTION_LIST_URL, { state: 'overdue' });
    case 'dueThisMonth':
      return listPageHref('/collections', COLLECTION_LIST_URL, {
        state: 'due',
        dueFrom: today,
        dueTo: monthEnd(today),
      });
  }
}
