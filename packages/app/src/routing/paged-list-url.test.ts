import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memoryRouter } from '../../test/memory-router';
import { listUrlFormat, unsortedListUrlFormat } from './paged-list-url-format';
import { useLastPageWhenPastEnd, useListUrl } from './paged-list-url';

type PartnerFilters = { searchTerm: string; isActive: string | null };

const NO_FILTERS: PartnerFilters = { searchTerm: '', isActive: null };

const readFilters = (params: URLSearchParams): PartnerFilters => ({
  searchTerm: params.get('searchTerm') ?? '',
  isActive: params.get('isActive'),
});

const PARTNER_LIST_URL = listUrlFormat({
  noFilters: NO_FILTERS,
  defaultSort: { sortBy: 'Name', sortOrder: 'asc' },
  sortBys: ['Name', 'CreatedAt'],
  readFilters,
  filterNames: ['searchTerm', 'isActive'],
});

/** One page of the list as its loader holds it. */
type Loaded = { data?: { data: readonly unknown[]; totalPages: number }; isLoading: boolean };

function renderListUrl(path: string, loaded: Loaded = { isLoading: true }) {
  const { wrapper, history } = memoryRouter(path);
  const rendered = renderHook(
    (page: Loaded) => {
      const listUrl = useListUrl(PARTNER_LIST_URL);
      useLastPageWhenPastEnd(page, listUrl);
      return listUrl;
    },
    { wrapper, initialProps: loaded },
  );
  return { ...rendered, history };
}

describe('the list query in the URL', () => {
  it('reads the page, page size, filters and sort, with defaults for what the list does not offer', () => {
    const { result } = renderListUrl(
      '/partners?page=3&pageSize=7&sortBy=CreatedAt&sortOrder=up&isActive=true',
    );
    expect(result.current.query).toEqual({
      page: 3,
      pageSize: 10,
      filters: { searchTerm: '', isActive: 'true' },
      sort: { sortBy: 'CreatedAt', sortOrder: 'asc' },
    });
  });

  it('pushes a chosen query, so Back restores the list as it was', () => {
    const { result, history } = renderListUrl('/partners?isActive=true');
    const { query } = result.current;
    act(() => result.current.onQueryChange({ ...query, page: 2 }, 'chosen'));
    act(() =>
      result.current.onQueryChange(
        { ...query, pageSize: 25, sort: { sortBy: 'CreatedAt', sortOrder: 'desc' } },
        'chosen',
      ),
    );
    expect(history).toEqual([
      '/partners?isActive=true',
      '/partners?page=2&isActive=true',
      '/partners?pageSize=25&sortBy=CreatedAt&sortOrder=desc&isActive=true',
    ]);
  });

  it('replaces the entry for typing, kept as typed, and leaves the plain list plain', () => {
    const { result, history } = renderListUrl('/partners?page=2');
    const { query } = result.current;
    act(() =>
      result.current.onQueryChange(
        { ...query, page: 1, filters: { isActive: 'false', searchTerm: 'ravi ' } },
        'typed',
      ),
    );
    expect(history).toEqual(['/partners?searchTerm=ravi+&isActive=false']);
    act(() => result.current.onQueryChange({ ...query, page: 1 }, 'chosen'));
    expect(history).toEqual(['/partners?searchTerm=ravi+&isActive=false', '/partners']);
  });

  it('keeps the filters and the order the same objects while they are the same, as on the next page', () => {
    const { result } = renderListUrl('/partners?isActive=true&sortBy=CreatedAt');
    const first = result.current.query;
    act(() => result.current.onQueryChange({ ...first, page: 2 }, 'chosen'));
    const second = result.current.query;
    expect(second.page).toBe(2);
    expect(second.filters).toBe(first.filters);
    expect(second.sort).toBe(first.sort);
    act(() =>
      result.current.onQueryChange(
        { ...second, filters: { ...second.filters, isActive: 'false' } },
        'chosen',
      ),
    );
    expect(result.current.query.filters).toEqual({ searchTerm: '', isActive: 'false' });
    expect(result.current.query.sort).toBe(first.sort);
  });

  it('keeps no order in the URL of a list the server keeps in one order', () => {
    const unsorted = unsortedListUrlFormat({
      noFilters: NO_FILTERS,
      readFilters,
      filterNames: ['searchTerm', 'isActive'],
    });
    const query = unsorted.read(new URLSearchParams('sortBy=Name&sortOrder=desc&isActive=true'));
    expect(query).toEqual({
      page: 1,
      pageSize: 10,
      filters: { searchTerm: '', isActive: 'true' },
      sort: null,
    });
    expect(unsorted.search(query).toString()).toBe('isActive=true');
  });
});

describe('a page past the end', () => {
  const empty = (totalPages: number): Loaded => ({
    data: { data: [], totalPages },
    isLoading: false,
  });

  it('gives way to the last page, replacing the entry', () => {
    const { rerender, history } = renderListUrl('/partners?page=4&isActive=true');
    rerender(empty(2));
    expect(history).toEqual(['/partners?page=2&isActive=true']);
  });

  it('gives way to page 1 when nothing is left', () => {
    const { rerender, history } = renderListUrl('/partners?page=2');
    rerender(empty(0));
    expect(history).toEqual(['/partners']);
  });

  it('stays while the page asked for loads, while it has rows, and on page 1', () => {
    const { rerender, history } = renderListUrl('/partners?page=2');
    // The page before, shown while page 2 loads.
    rerender({ data: { data: [], totalPages: 1 }, isLoading: true });
    rerender({ data: { data: [{}], totalPages: 3 }, isLoading: false });
    expect(history).toEqual(['/partners?page=2']);
    const first = renderListUrl('/partners');
    first.rerender(empty(0));
    expect(first.history).toEqual(['/partners']);
  });
});
