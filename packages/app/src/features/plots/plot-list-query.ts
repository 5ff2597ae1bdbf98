/** The plot list's state as it lives in the URL (plain /plots at the defaults), and its query. */
import { idFrom, LIST_DEFAULTS, parsePlotStatus } from '@plotline/domain';
import {
  NO_PLOT_FILTERS,
  type PlotFilters,
  type PlotListQuery,
  type PlotSortBy,
} from '@plotline/ui/screens';
import type { PlotsFilteredQuery } from '../../data/plots';
import { listUrlFormat } from '../../routing/paged-list-url-format';

const DEFAULTS = LIST_DEFAULTS.plots;

const SORT_BYS: readonly PlotSortBy[] = [
  'PlotNumber',
  'PlotSize',
  'Status',
  'ProjectName',
  'CreatedAt',
];

export const PLOT_LIST_URL = listUrlFormat({
  noFilters: NO_PLOT_FILTERS,
  defaultSort: { sortBy: DEFAULTS.sortBy, sortOrder: DEFAULTS.sortOrder },
  sortBys: SORT_BYS,
  readFilters: (params): PlotFilters => ({
    searchTerm: params.get('searchTerm') ?? '',
    status: parsePlotStatus(params.get('status')),
    projectId: idFrom(params.get('projectId') ?? ''),
    plotNumber: params.get('plotNumber') ?? '',
  }),
  filterNames: ['searchTerm', 'projectId', 'plotNumber', 'status'],
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
  };
}
