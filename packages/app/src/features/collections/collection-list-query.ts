/**
 * The Collections list's state as it lives in the URL (plain /collections at the defaults; the
 * Dashboard's card links to ?state=overdue and to what is due this month), and its queries. The
 * export asks GET /collections/export for the same filters, without the paging. The list keeps
 * one order, soonest due first, so the URL keeps none.
 */
import {
  calendarDateFrom,
  idFrom,
  isCollectionState,
  monthEnd,
  type CalendarDate,
} from '@plotline/domain';
import {
  NO_COLLECTION_FILTERS,
  type CollectionFilters,
  type CollectionListQuery,
  type CollectionsView,
} from '@plotline/ui/screens';
import type { CollectionsQuery } from '../../data/payments';
import type { QueryOf } from '../../data/paged-list';
import { listPageHref, unsortedListUrlFormat } from '../../routing/paged-list-url-format';

export type CollectionsExportQuery = QueryOf<'exportCollections'>;

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
  };
}

/** Soonest due first, and only so: the URL keeps no order, the screen's query no sort. */
export const COLLECTION_LIST_URL = unsortedListUrlFormat({
  noFilters: NO_COLLECTION_FILTERS,
  readFilters,
  filterNames: ['state', 'projectId', 'channelPartnerId', 'dueFrom', 'dueTo'],
});

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
export function collectionsQuery({
  page,
  pageSize,
  filters,
}: CollectionListQuery): CollectionsQuery {
  return { page, pageSize, ...filterQuery(filters) };
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
