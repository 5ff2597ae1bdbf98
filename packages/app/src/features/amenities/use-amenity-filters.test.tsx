import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SEARCH_URL_DELAY_MS } from '../../routing/url-search';
import { memoryRouter } from '../../../test/memory-router';
import { useAmenityFilters } from './use-amenity-filters';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function renderFilters(path: string) {
  const { wrapper, history } = memoryRouter(path);
  return { ...renderHook(() => useAmenityFilters(), { wrapper }), history };
}

it('reads the filters from the URL, taking an unknown status as All', () => {
  expect(renderFilters('/amenities?search=pool&status=inactive').result.current.filters).toEqual({
    searchTerm: 'pool',
    status: 'inactive',
  });
  expect(renderFilters('/amenities?status=archived').result.current.filters).toEqual({
    searchTerm: '',
    status: 'all',
  });
});

it('shows the search at once and replaces the URL once typing pauses', () => {
  const { result, history } = renderFilters('/amenities?status=active');
  act(() => result.current.setSearch('po'));
  act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS - 1));
  act(() => result.current.setSearch('pool'));
  expect(result.current.filters).toEqual({ searchTerm: 'pool', status: 'active' });
  act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS - 1));
  expect(history).toEqual(['/amenities?status=active']);
  act(() => vi.advanceTimersByTime(1));
  expect(history).toEqual(['/amenities?status=active&search=pool']);
  expect(result.current.filters).toEqual({ searchTerm: 'pool', status: 'active' });
});

it('drops the parameters at their defaults', () => {
  const { result, history } = renderFilters('/amenities?search=pool&status=active');
  act(() => result.current.setSearch(''));
  act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS));
  act(() => result.current.setStatus('all'));
  expect(history).toEqual(['/amenities?status=active', '/amenities']);
});

it('pushes a status change, taking along a search not yet in the URL', () => {
  const { result, history } = renderFilters('/amenities');
  act(() => result.current.setSearch('gym'));
  act(() => result.current.setStatus('inactive'));
  expect(history).toEqual(['/amenities', '/amenities?search=gym&status=inactive']);
  act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS));
  expect(history).toHaveLength(2);
});

it('writes nothing once the page has gone', () => {
  const { result, history, unmount } = renderFilters('/amenities');
  act(() => result.current.setSearch('gym'));
  unmount();
  act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS));
  expect(history).toEqual(['/amenities']);
});
