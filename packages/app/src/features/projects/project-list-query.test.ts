import { NO_PROJECT_FILTERS, type ProjectListQuery } from '@plotline/ui/screens';
import { describe, expect, it } from 'vitest';
import { PROJECT_LIST_URL, projectsFilteredQuery } from './project-list-query';

const PLAIN: ProjectListQuery = {
  page: 1,
  pageSize: 10,
  filters: NO_PROJECT_FILTERS,
  sort: { sortBy: 'Name', sortOrder: 'asc' },
};

describe('the projects list in the URL', () => {
  it('is plain /projects at the defaults', () => {
    expect(PROJECT_LIST_URL.read(new URLSearchParams())).toEqual(PLAIN);
    expect(PROJECT_LIST_URL.search(PLAIN).toString()).toBe('');
  });

  it('keeps the search, page size, sort and page, and reads them back', () => {
    const query: ProjectListQuery = {
      page: 3,
      pageSize: 5,
      filters: { searchTerm: 'green v' },
      sort: { sortBy: 'AvailablePlots', sortOrder: 'desc' },
    };
    const params = PROJECT_LIST_URL.search(query);
    expect(params.toString()).toBe(
      'page=3&pageSize=5&sortBy=AvailablePlots&sortOrder=desc&searchTerm=green+v',
    );
    expect(PROJECT_LIST_URL.read(params)).toEqual(query);
  });

  it.each(['TotalProjectArea', 'TotalPlots'] as const)('keeps the sort by %s', (sortBy) => {
    const query: ProjectListQuery = { ...PLAIN, sort: { sortBy, sortOrder: 'asc' } };
    expect(PROJECT_LIST_URL.read(PROJECT_LIST_URL.search(query))).toEqual(query);
  });

  it('reads values the list does not offer, and the old browser-sorted names, as its defaults', () => {
    expect(
      PROJECT_LIST_URL.read(
        new URLSearchParams('page=0&pageSize=7&sortBy=totalPlots&sortOrder=up'),
      ),
    ).toEqual(PLAIN);
  });
});

describe('the query of GET /projects/filtered', () => {
  it('sends paging and sort always, and the search only when set, trimmed', () => {
    expect(projectsFilteredQuery(PLAIN)).toEqual({
      page: 1,
      pageSize: 10,
      sortBy: 'Name',
      sortOrder: 'asc',
    });
    const searched = { ...PLAIN, filters: { ...NO_PROJECT_FILTERS, searchTerm: ' lake ' } };
    expect(projectsFilteredQuery(searched)).toMatchObject({ searchTerm: 'lake' });
    const blank = { ...PLAIN, filters: { ...NO_PROJECT_FILTERS, searchTerm: '  ' } };
    expect(projectsFilteredQuery(blank)).toEqual(projectsFilteredQuery(PLAIN));
  });
});
