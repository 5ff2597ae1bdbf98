/**
 * The projects list's state as it lives in the URL (plain /projects at the defaults), and the query
 * of GET /projects/filtered for it. The open details' id rides in the path (routing/viewed-record.ts).
 */
import { LIST_DEFAULTS, parsePageSize } from '@plotline/domain';
import type { ProjectListFilters, ProjectSort, ProjectSortBy } from '@plotline/ui/screens';
import type { ProjectsFilteredQuery } from '../../data/projects';
import { pagedListUrlFormat, type PagedListQuery } from '../../routing/paged-list-url-format';

export type ProjectListQuery = PagedListQuery<ProjectListFilters, ProjectSort>;

const DEFAULTS = LIST_DEFAULTS.projects;

export const NO_PROJECT_FILTERS: ProjectListFilters = {
  searchTerm: '',
  pageSize: DEFAULTS.pageSize,
};

const SORT_BYS: readonly ProjectSortBy[] = [
  'Name',
  'TotalProjectArea',
  'TotalPlots',
  'AvailablePlots',
];

export const PROJECT_LIST_URL = pagedListUrlFormat({
  noFilters: NO_PROJECT_FILTERS,
  defaultSort: { sortBy: DEFAULTS.sortBy, sortOrder: DEFAULTS.sortOrder },
  sortBys: SORT_BYS,
  readFilters: (params) => ({
    searchTerm: params.get('searchTerm') ?? '',
    pageSize: parsePageSize(params.get('pageSize')),
  }),
  filterNames: ['searchTerm'],
});

/** The query of GET /projects/filtered for a list state; a blank search is not sent. */
export function projectsFilteredQuery({
  page,
  filters,
  sort,
}: ProjectListQuery): ProjectsFilteredQuery {
  const searchTerm = filters.searchTerm.trim();
  return {
    page,
    pageSize: filters.pageSize,
    sortBy: sort.sortBy,
    sortOrder: sort.sortOrder,
    ...(searchTerm && { searchTerm }),
  };
}
