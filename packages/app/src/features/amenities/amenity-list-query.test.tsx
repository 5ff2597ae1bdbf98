import { DEFAULT_PAGE_SIZE } from '@plotline/domain';
import { NO_AMENITY_FILTERS, type AmenityListQuery } from '@plotline/ui/screens';
import { act, renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useListUrl } from '../../routing/paged-list-url';
import { memoryRouter } from '../../../test/memory-router';
import { AMENITY_LIST_URL } from './amenity-list-query';

type Rendered = { current: ReturnType<typeof useListUrl<AmenityListQuery['filters'], null>> };

/** What the grid asks for once typing of the search pauses. */
const typed = (result: Rendered, searchTerm: string) => {
  const { query, onQueryChange } = result.current;
  onQueryChange({ ...query, filters: { ...query.filters, searchTerm } }, 'typed');
};

/** What the grid asks for once the status is chosen. */
const chosen = (result: Rendered, status: AmenityListQuery['filters']['status']) => {
  const { query, onQueryChange } = result.current;
  onQueryChange({ ...query, filters: { ...query.filters, status } }, 'chosen');
};

function renderFilters(path: string) {
  const { wrapper, history } = memoryRouter(path);
  return { ...renderHook(() => useListUrl(AMENITY_LIST_URL), { wrapper }), history };
}

it('reads the filters from the URL, taking an unknown status as All, on the one page', () => {
  const read = renderFilters('/amenities?searchTerm=pool&status=inactive&page=3&pageSize=50');
  expect(read.result.current.query).toEqual({
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    filters: { searchTerm: 'pool', status: 'inactive' },
    sort: null,
  });
  expect(renderFilters('/amenities?status=archived').result.current.query.filters).toEqual(
    NO_AMENITY_FILTERS,
  );
});

it('replaces the entry for a search typed, and adds one for a status chosen', () => {
  const { result, history } = renderFilters('/amenities?status=active');
  act(() => typed(result, 'pool'));
  expect(history).toEqual(['/amenities?searchTerm=pool&status=active']);
  expect(result.current.query.filters).toEqual({ searchTerm: 'pool', status: 'active' });
  act(() => chosen(result, 'inactive'));
  expect(history).toEqual([
    '/amenities?searchTerm=pool&status=active',
    '/amenities?searchTerm=pool&status=inactive',
  ]);
});

it('drops the parameters at their defaults', () => {
  const { result, history } = renderFilters('/amenities?searchTerm=pool&status=active');
  act(() => typed(result, ''));
  act(() => chosen(result, 'all'));
  expect(history).toEqual(['/amenities?status=active', '/amenities']);
});
