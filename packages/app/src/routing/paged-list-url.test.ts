import { parsePageSize, type PageSize } from '@plotline/domain';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memoryRouter } from '../../test/memory-router';
import { pagedListUrlFormat } from './paged-list-url-format';
import { useLastPageWhenPastEnd, usePagedListUrl } from './paged-list-url';

type PartnerFilters = { searchTerm: string; pageSize: PageSize; isActive: string | null };

const NO_FILTERS: PartnerFilters = { searchTerm: '', pageSize: 10, isActive: null };

const PARTNER_LIST_URL = pagedListUrlFormat({
  noFilters: NO_FILTERS,
  defaultSort: { sortBy: 'Name', sortOrder: 'asc' },
  sortBys: ['Name', 'CreatedAt'],
  readFilters: (params): PartnerFilters => ({
    searchTerm: params.get('searchTerm') ?? '',
    pageSize: parsePageSize(params.get('pageSize')),
    isActive: params.get('isActive'),
  }),
  filterNames: ['searchTerm', 'isActive'],
});

/** One page of the list as its loader holds it. */
type Loaded = { data?: { data: readonly unknown[]; totalPages: number }; isLoading: boolean };

function renderListUrl(path: string, loaded: Loaded = { isLoading: true }) {
  const { wrapper, history } = memoryRouter(path);
  const rendered = renderHook(
    (page: Loaded) => {
      const listUrl = usePagedListUrl(PARTNER_LIST_URL);
      useLastPageWhenPastEnd(page, listUrl);
      return listUrl;
    },
    { wrapper, initialProps: loaded },
  );
  return { ...rendered, history };
}

describe('the list state in the URL', () => {
  it('reads the page, filters and sort, with defaults for what the list does not offer', () => {
    const { result } = renderListUrl(
      '/partners?page=3&sortBy=CreatedAt&sortOrder=up&isActive=true',
    );
    expect(result.current.query).toEqual({
      page: 3,
      filters: { searchTerm: '', pageSize: 10, isActive: 'true' },
      sort: { sortBy: 'CreatedAt', sortOrder: 'asc' },
    });
  });

  it('pushes a page, and a sort back on page 1', () => {
    const { result, history } = renderListUrl('/partners?isActive=true');
    act(() => result.current.showPage(2));
    act(() => result.current.sortBy({ sortBy: 'CreatedAt', sortOrder: 'desc' }));
    expect(history).toEqual([
      '/partners?isActive=true',
      '/partners?page=2&isActive=true',
      '/partners?sortBy=CreatedAt&sortOrder=desc&isActive=true',
    ]);
  });

  it('goes back to page 1 on a filter change: a choice pushes, typing replaces', () => {
    const { result, history } = renderListUrl('/partners?page=2');
    act(() => result.current.filterBy({ ...NO_FILTERS, isActive: 'false' }));
    act(() =>
      result.current.filterBy({ ...NO_FILTERS, isActive: 'false', searchTerm: 'ravi ' }, 'typed'),
    );
    expect(history).toEqual(['/partners?page=2', '/partners?searchTerm=ravi+&isActive=false']);
    act(() => result.current.showPage(2));
    act(() => result.current.clearFilters());
    expect(history.at(-1)).toBe('/partners');
    expect(history).toHaveLength(4);
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
