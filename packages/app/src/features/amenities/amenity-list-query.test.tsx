import { DEFAULT_PAGE_SIZE } from '@plotline/domain';
import { NO_AMENITY_FILTERS, type AmenityListQuery } from '@plotline/ui/screens';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SEARCH_URL_DELAY_MS } from '../../routing/url-search';
import { memoryRouter } from '../../../test/memory-router';
import { useAmenityListQuery } from './amenity-list-query';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** What the grid asks for once the search reads searchTerm, typed. */
const typed = (result: { current: ReturnType<typeof useAmenityListQuery> }, searchTerm: string) => {
  const { query, onQueryChange } = result.current;
  onQueryChange({ ...query, filters: { ...query.filters, searchTerm } }, 'typed');
};

/** What the grid asks for once the status is chosen. */
const chosen = (
  result: { current: ReturnType<typeof useAmenityListQuery> },
  status: AmenityListQuery['filters']['status'],
) => {
  const { query, onQueryChange } = result.current;
  onQueryChange({ ...query, filters: { ...query.filters, status } }, 'chosen');
};

function renderFilters(path: string) {
  const { wrapper, history } = memoryRouter(path);
  return { ...renderHook(() => useAmenityListQuery(), { wrapper }), history };
}

it('reads the filters from the URL, taking an unknown status as All, on the one page', () => {
  expect(renderFilters('/amenities?search=pool&status=inactive').result.current.query).toEqual({
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    filters: { searchTerm: 'pool', status: 'inactive' },
    sort: null,
  });
  expect(renderFilters('/amenities?status=archived').result.current.query.filters).toEqual(
    NO_AMENITY_FILTERS,
  );
});

it('shows the search at once and replaces the URL once typing pauses', () => {
  const { result, history } = renderFilters('/amenities?status=active');
  act(() => typed(result, 'po'));
  act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS - 1));
  act(() => typed(result, 'pool'));
  expect(result.current.query.filters).toEqual({ searchTerm: 'pool', status: 'active' });
  act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS - 1));
  expect(history).toEqual(['/amenities?status=active']);
  act(() => vi.advanceTimersByTime(1));
  expect(history).toEqual(['/amenities?status=active&search=pool']);
  expect(result.current.query.filters).toEqual({ searchTerm: 'pool', status: 'active' });
});

it('drops the parameters at their defaults', () => {
  const { result, history } = renderFilters('/amenities?search=pool&status=active');
  act(() => typed(result, ''));
  act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS));
  act(() => chosen(result, 'all'));
  expect(history).toEqual(['/amenities?status=active', '/amenities']);
});

it('pushes a status change, taking along a search not yet in the URL', () => {
  const { result, history } = renderFilters('/amenities');
  act(() => typed(result, 'gym'));
  act(() => chosen(result, 'inactive'));
  expect(history).toEqual(['/amenities', '/amenities?search=gym&status=inactive']);
  act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS));
  expect(history).toHaveLength(2);
});

it('writes nothing once the page has gone', () => {
  const { result, history, unmount } = renderFilters('/amenities');
  act(() => typed(result, 'gym'));
  unmount();
  act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS));
  expect(history).toEqual(['/amenities']);
});
