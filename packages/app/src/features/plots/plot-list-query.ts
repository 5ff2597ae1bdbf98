/**
 * The plot list's state as it lives in the URL: the same names and values as the query of
 * GET /plots/filtered, each left out at its default, so the plain list is plain /plots and any
 * other view can be bookmarked, shared, reloaded and reached again with Back.
 */
import type { operations } from '@plotline/api-client';
import {
  idFrom,
  LIST_DEFAULTS,
  parsePageNumber,
  parsePageSize,
  parsePlotStatus,
} from '@plotline/domain';
import type { PlotFilters, PlotSort, PlotSortBy } from '@plotline/ui/screens';

export type PlotListQuery = { page: number; filters: PlotFilters; sort: PlotSort };

export type PlotsFilteredQuery = NonNullable<
  operations['listPlotsFiltered']['parameters']['query']
>;

const DEFAULTS = LIST_DEFAULTS.plots;

export const NO_PLOT_FILTERS: PlotFilters = {
  searchTerm: '',
  status: null,
  pageSize: DEFAULTS.pageSize,
  projectId: null,
  plotNumber: '',
};

const DEFAULT_SORT: PlotSort = { sortBy: DEFAULTS.sortBy, sortOrder: DEFAULTS.sortOrder };

const SORT_BYS: readonly PlotSortBy[] = [
  'PlotNumber',
  'PlotSize',
  'Status',
  'ProjectName',
  'CreatedAt',
];

/** What the URL asks for; a value that is not one the list offers reads as its default. */
export function readPlotListQuery(params: URLSearchParams): PlotListQuery {
  const sortBy = params.get('sortBy');
  const sortOrder = params.get('sortOrder');
  return {
    page: parsePageNumber(params.get('page')),
    filters: {
      searchTerm: params.get('searchTerm') ?? '',
      status: parsePlotStatus(params.get('status')),
      pageSize: parsePageSize(params.get('pageSize')),
      projectId: idFrom(params.get('projectId') ?? ''),
      plotNumber: params.get('plotNumber') ?? '',
    },
    sort: {
      sortBy: SORT_BYS.find((by) => by === sortBy) ?? DEFAULT_SORT.sortBy,
      sortOrder: sortOrder === 'asc' || sortOrder === 'desc' ? sortOrder : DEFAULT_SORT.sortOrder,
    },
  };
}

/** The URL's search for a list state, defaults left out. */
export function plotListSearch({ page, filters, sort }: PlotListQuery): URLSearchParams {
  const entries: [string, string | number | null, string | number | null][] = [
    ['page', page, 1],
    ['pageSize', filters.pageSize, NO_PLOT_FILTERS.pageSize],
    ['sortBy', sort.sortBy, DEFAULT_SORT.sortBy],
    ['sortOrder', sort.sortOrder, DEFAULT_SORT.sortOrder],
    // Kept as typed: trimming here would take a space from under the cursor of the search box.
    ['searchTerm', filters.searchTerm, ''],
    ['projectId', filters.projectId, null],
    ['plotNumber', filters.plotNumber, ''],
    ['status', filters.status, null],
  ];
  const params = new URLSearchParams();
  for (const [name, value, byDefault] of entries) {
    if (value !== byDefault && value !== null) params.set(name, String(value));
  }
  return params;
}

/** The query of GET /plots/filtered for a list state; empty filters are not sent. */
export function plotsFilteredQuery({ page, filters, sort }: PlotListQuery): PlotsFilteredQuery {
  const searchTerm = filters.searchTerm.trim();
  const plotNumber = filters.plotNumber.trim();
  return {
    page,
    pageSize: filters.pageSize,
    sortBy: sort.sortBy,
    sortOrder: sort.sortOrder,
    ...(searchTerm && { searchTerm }),
    ...(filters.projectId !== null && { projectId: filters.projectId }),
    ...(plotNumber && { plotNumber }),
    ...(filters.status !== null && { status: filters.status }),
  };
}
