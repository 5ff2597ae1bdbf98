import { NO_PLOT_FILTERS, type PlotListQuery } from '@plotline/ui/screens';
import { describe, expect, it } from 'vitest';
import { PLOT_LIST_URL, plotsFilteredQuery } from './plot-list-query';

const { read: readPlotListQuery, search: plotListSearch } = PLOT_LIST_URL;

const PLAIN: PlotListQuery = {
  page: 1,
  pageSize: 10,
  filters: NO_PLOT_FILTERS,
  sort: { sortBy: 'PlotNumber', sortOrder: 'asc' },
};

const FILTERED: PlotListQuery = {
  page: 3,
  pageSize: 25,
  filters: {
    searchTerm: 'green v',
    status: 'Booked',
    projectId: 4,
    plotNumber: 'A-1',
    minSize: 150,
    maxSize: 200.5,
    sizeUnit: 'sq yd',
  },
  sort: { sortBy: 'PlotSize', sortOrder: 'desc' },
};

describe('the plot list in the URL', () => {
  it('is plain /plots at the defaults', () => {
    expect(readPlotListQuery(new URLSearchParams())).toEqual(PLAIN);
    expect(plotListSearch(PLAIN).toString()).toBe('');
  });

  it('keeps every filter, the sort and the page, and reads them back', () => {
    const search = plotListSearch(FILTERED);
    expect(search.toString()).toBe(
      'page=3&pageSize=25&sortBy=PlotSize&sortOrder=desc&searchTerm=green+v&projectId=4&plotNumber=A-1&status=Booked&minSize=150&maxSize=200.5&sizeUnit=sq+yd',
    );
    expect(readPlotListQuery(search)).toEqual(FILTERED);
  });

  it('reads values the list does not offer as its defaults', () => {
    const params = new URLSearchParams(
      'page=-2&pageSize=7&sortBy=Owner&sortOrder=up&projectId=abc&status=booked',
    );
    expect(readPlotListQuery(params)).toEqual(PLAIN);
  });

  it('keeps one end of the size range, in sq ft when no unit is named', () => {
    const filters = (search: string) => readPlotListQuery(new URLSearchParams(search)).filters;
    expect(filters('minSize=1500')).toMatchObject({
      minSize: 1500,
      maxSize: null,
      sizeUnit: 'sq ft',
    });
    expect(filters('maxSize=0.5&sizeUnit=acre')).toMatchObject({
      minSize: null,
      maxSize: 0.5,
      sizeUnit: 'acre',
    });
    const oneEnd: PlotListQuery = {
      ...PLAIN,
      filters: { ...NO_PLOT_FILTERS, minSize: 1500, sizeUnit: 'sq ft' },
    };
    expect(plotListSearch(oneEnd).toString()).toBe('minSize=1500&sizeUnit=sq+ft');
  });

  it.each([
    'minSize=abc',
    'maxSize=-5',
    'minSize=2000&maxSize=1000',
    'minSize=2000&maxSize=1000&sizeUnit=sq+yd',
    // A unit alone narrows nothing.
    'sizeUnit=acre',
  ])('reads %s, no good size range, as none', (search) => {
    expect(readPlotListQuery(new URLSearchParams(search))).toEqual(PLAIN);
  });
});

describe('the query of GET /plots/filtered', () => {
  it('sends paging and sort always, and only the filters that are set, trimmed', () => {
    expect(plotsFilteredQuery(PLAIN)).toEqual({
      page: 1,
      pageSize: 10,
      sortBy: 'PlotNumber',
      sortOrder: 'asc',
    });
    expect(
      plotsFilteredQuery({ ...FILTERED, filters: { ...FILTERED.filters, searchTerm: ' green ' } }),
    ).toEqual({
      page: 3,
      pageSize: 25,
      sortBy: 'PlotSize',
      sortOrder: 'desc',
      searchTerm: 'green',
      projectId: 4,
      plotNumber: 'A-1',
      status: 'Booked',
      minSize: 150,
      maxSize: 200.5,
      sizeUnit: 'sq yd',
    });
  });

  it('sends the ends of the size range that are set, with their unit', () => {
    const sized = (minSize: number | null, maxSize: number | null) =>
      plotsFilteredQuery({
        ...PLAIN,
        filters: { ...NO_PLOT_FILTERS, minSize, maxSize, sizeUnit: 'acre' },
      });
    expect(sized(null, 2)).toMatchObject({ maxSize: 2, sizeUnit: 'acre' });
    expect(sized(null, 2)).not.toHaveProperty('minSize');
    expect(sized(null, null)).toEqual(plotsFilteredQuery(PLAIN));
  });

  it('sends no blank text filter', () => {
    const blank = { ...PLAIN, filters: { ...NO_PLOT_FILTERS, searchTerm: '  ', plotNumber: ' ' } };
    expect(plotsFilteredQuery(blank)).toEqual(plotsFilteredQuery(PLAIN));
  });
});
