/**
 * The projects list's state as it lives in the URL (plain /projects at the defaults), and the query
 * of GET /projects/filtered for it. The open details' id rides in the path (routing/viewed-record.ts).
 */
import { LIST_DEFAULTS } from '@plotline/domain';
import {
  NO_PROJECT_FILTERS,
  type ProjectListQuery,
  type ProjectSortBy,
} from '@plotline/ui/screens';
import type { ProjectsFilteredQuery } from '../../data/projects';
import { listUrlFormat } from '../../routing/paged-list-url-format';

const DEFAULTS = LIST_DEFAULTS.projects;

const SORT_BYS: readonly ProjectSortBy[] = [
  'Name',
  'TotalProjectArea',
  'TotalPlots',
  'AvailablePlots',
];

export const PROJECT_LIST_URL = listUrlFormat({
  noFilters: NO_PROJECT_FILTERS,
  defaultSort: { sortBy: DEFAULTS.sortBy, sortOrder: DEFAULTS.sortOrder },
  sortBys: SORT_BYS,
  readFilters: (params) => ({ searchTerm: params.get('searchTerm') ?? '' }),
  filterNames: ['searchTerm'],
});

/** The query of GET /projects/filtered for a list state; a blank search is not sent. */
export function projectsFilteredQuery({
  page,
  pageSize,
  filters,
  sort,
}: ProjectListQuery): ProjectsFilteredQuery {
  const searchTerm = filters.searchTerm.trim();
  return {
    page,
    pageSize,
    sortBy: sort.sortBy,
    sortOrder: sort.sortOrder,
    ...(searchTerm && { searchTerm }),
  };
}
