/**
 * The plot list's state as it lives in the URL (plain /plots at the defaults), and its query: the
 * size range as GET /plots/filtered takes it (`minSize`, `maxSize`, `sizeUnit`).
 */
import {
  DEFAULT_SIZE_UNIT,
  idFrom,
  isValid,
  LIST_DEFAULTS,
  parsePlotStatus,
  parseSizeUnit,
  readPlotSizeRange,
} from '@plotline/domain';
import {
  NO_PLOT_FILTERS,
  NO_SIZE_FILTER,
  type PlotFilters,
  type PlotListQuery,
  type PlotSizeFilter,
  type PlotSortBy,
} from '@plotline/ui/screens';
import { plotSizeQuery, type PlotsFilteredQuery } from '../../data/plots';
import { listUrlFormat } from '../../routing/paged-list-url-format';

const DEFAULTS = LIST_DEFAULTS.plots;

const SORT_BYS: readonly PlotSortBy[] = [
  'PlotNumber',
  'PlotSize',
  'Status',
  'ProjectName',
  'CreatedAt',
];

/**
 * The size range the URL asks for, in its unit (sq ft when it names none); a range that is no
 * good one (an end that is no number, below 0, or a min above the max) reads as none, as a value
 * the list does not offer does.
 */
function readSizeFilter(params: URLSearchParams): PlotSizeFilter {
  const range = readPlotSizeRange({
    minSize: params.get('minSize') ?? '',
    maxSize: params.get('maxSize') ?? '',
  });
  const hasEnd = range.minSize !== null || range.maxSize !== null;
  if (!hasEnd || !isValid(range.errors)) return NO_SIZE_FILTER;
  const sizeUnit = parseSizeUnit(params.get('sizeUnit')) ?? DEFAULT_SIZE_UNIT;
  return { minSize: range.minSize, maxSize: range.maxSize, sizeUnit };
}

export const PLOT_LIST_URL = listUrlFormat({
  noFilters: NO_PLOT_FILTERS,
  defaultSort: { sortBy: DEFAULTS.sortBy, sortOrder: DEFAULTS.sortOrder },
  sortBys: SORT_BYS,
  readFilters: (params): PlotFilters => ({
    searchTerm: params.get('searchTerm') ?? '',
    status: parsePlotStatus(params.get('status')),
    projectId: idFrom(params.get('projectId') ?? ''),
    plotNumber: params.get('plotNumber') ?? '',
    ...readSizeFilter(params),
  }),
  filterNames: [
    'searchTerm',
    'projectId',
    'plotNumber',
    'status',
    'minSize',
    'maxSize',
    'sizeUnit',
  ],
});

/** The query of GET /plots/filtered for a list state; empty filters are not sent. */
export function plotsFilteredQuery({
  page,
  pageSize,
  filters,
  sort,
}: PlotListQuery): PlotsFilteredQuery {
  const searchTerm = filters.searchTerm.trim();
  const plotNumber = filters.plotNumber.trim();
  return {
    page,
    pageSize,
    sortBy: sort.sortBy,
    sortOrder: sort.sortOrder,
    ...(searchTerm && { searchTerm }),
    ...(filters.projectId !== null && { projectId: filters.projectId }),
    ...(plotNumber && { plotNumber }),
    ...(filters.status !== null && { status: filters.status }),
    ...plotSizeQuery(filters),
  };
}
