import { composeStories } from '@storybook/react-vite';
import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCE_DELAY_MS, ANNOUNCER_ATTRIBUTE } from '../announce';
import { TYPING_PAUSE_MS } from '../useDraftText';
import { listQueryChanges } from './list-query';
import { listOf } from './list-state';
import { useInMemoryList } from './useInMemoryList';
import { ListSection } from './ListSection';
import { LoadFailedState } from './LoadFailedState';
import type { ListResult } from './useResultAnnouncement';
import * as stories from './ListPage.stories';

const { Header, HeaderWithActions, TitleOnly, PagedList, LoadFailed } = composeStories(stories);

it('heads the page with its title at level 1, what it holds and its button', () => {
  render(<Header />);
  expect(screen.getByRole('heading', { level: 1, name: 'Plots' })).toBeInTheDocument();
  expect(
    screen.getByText('Every plot of every project, its size and its status.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add Plot' })).toBeInTheDocument();
});

it('keeps several buttons in their order', () => {
  render(<HeaderWithActions />);
  const names = screen.getAllByRole('button').map((button) => button.textContent);
  expect(names).toEqual(['Export CSV', 'New Booking']);
});

it('can be a title alone', () => {
  const { container } = render(<TitleOnly />);
  expect(container.textContent).toBe('Plots');
});

it('names the list and shows its pages under the table', () => {
  render(<PagedList />);
  const list = screen.getByRole('region', { name: 'Plot list' });
  expect(within(list).getByRole('grid', { name: 'Plots' })).toBeInTheDocument();
  const pages = within(list).getByRole('navigation', { name: 'Pagination' });
  expect(pages.textContent).toContain('Showing 1 to 3 of 45 results');
});

it('shows no pages when there are no rows', () => {
  render(
    <ListSection
      label="Plot list"
      pagination={{ page: 1, pageSize: 10, totalCount: 0, onPageChange: vi.fn() }}
      result={{ query: {}, totalCount: 0, isLoading: false, error: null, emptyText: '' }}
    >
      <p>No plots found</p>
    </ListSection>,
  );
  expect(screen.queryByRole('navigation')).toBeNull();
});

it('puts the failure and Try Again where the rows were, with no pages', () => {
  render(<LoadFailed />);
  const list = screen.getByRole('region', { name: 'Plot list' });
  expect(within(list).getByText('Failed to fetch plots')).toBeInTheDocument();
  expect(within(list).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  expect(within(list).queryByRole('navigation')).toBeNull();
});

it('loads again on Try Again', async () => {
  const onRetry = vi.fn();
  render(<LoadFailedState message="Failed to fetch plots" onRetry={onRetry} />);
  await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('offers no Try Again without a way to load again', () => {
  render(<LoadFailedState message="Failed to fetch bookings" />);
  expect(screen.getByText('Failed to fetch bookings')).toBeInTheDocument();
  expect(screen.queryByRole('button')).toBeNull();
});

describe("a change's result, said in the page's live region", () => {
  const firstPage: ListResult = {
    query: { page: 1, filters: { searchTerm: '' }, sort: 'PlotNumber asc' },
    totalCount: 45,
    isLoading: false,
    error: null,
    emptyText: 'No plots found',
  };

  /** The list of plots, ten a page, on the query's page; without pages when loaded whole. */
  function PlotList({ result, isPaged = true }: { result: ListResult; isPaged?: boolean }) {
    const { page } = result.query as { page: number };
    return (
      <ListSection
        label="Plot list"
        pagination={
          isPaged
            ? { page, pageSize: 10, totalCount: result.totalCount, onPageChange: vi.fn() }
            : null
        }
        result={result}
      >
        <p>The plots</p>
      </ListSection>
    );
  }

  const query = (change: object) => ({ ...(firstPage.query as object), ...change });

  /** What the live region says once the result has stood and been announced. */
  function said(): string {
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS + ANNOUNCE_DELAY_MS));
    return document.querySelector(`[${ANNOUNCER_ATTRIBUTE}]`)?.textContent ?? '';
  }

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says nothing of the first load, which the page opening tells', () => {
    const { rerender } = render(<PlotList result={{ ...firstPage, isLoading: true }} />);
    rerender(<PlotList result={firstPage} />);
    expect(said()).toBe('');
  });

  it("says another page's range once its rows are in, not while they load, and once", () => {
    const { rerender } = render(<PlotList result={firstPage} />);
    const secondPage = { ...firstPage, query: query({ page: 2 }) };
    rerender(<PlotList result={{ ...secondPage, isLoading: true }} />);
    expect(said()).toBe('');
    rerender(<PlotList result={secondPage} />);
    expect(said()).toBe('Showing 11 to 20 of 45 results');
    document.querySelector(`[${ANNOUNCER_ATTRIBUTE}]`)!.textContent = '';
    rerender(<PlotList result={{ ...secondPage }} />);
    expect(said()).toBe('');
  });

  it("says the list's empty text when nothing matches", () => {
    const { rerender } = render(<PlotList result={firstPage} />);
    rerender(
      <PlotList
        result={{ ...firstPage, query: query({ filters: { searchTerm: 'Z-99' } }), totalCount: 0 }}
      />,
    );
    expect(said()).toBe('No plots found');
  });

  it('says a new sort, though the range reads as before', () => {
    const { rerender } = render(<PlotList result={firstPage} />);
    rerender(<PlotList result={{ ...firstPage, query: query({ sort: 'PlotNumber desc' }) }} />);
    expect(said()).toBe('Showing 1 to 10 of 45 results');
  });

  it('says nothing when the host reloads the same query, though its count moved', () => {
    const { rerender } = render(<PlotList result={firstPage} />);
    rerender(<PlotList result={{ ...firstPage, isLoading: true }} />);
    rerender(<PlotList result={{ ...firstPage, totalCount: 46 }} />);
    expect(said()).toBe('');
  });

  it('says nothing of a failed load, whose toast speaks, and then the rows Try Again brings', () => {
    const { rerender } = render(<PlotList result={firstPage} />);
    const searched = { ...firstPage, query: query({ filters: { searchTerm: 'A-' } }) };
    rerender(<PlotList result={{ ...searched, error: 'Failed to fetch plots' }} />);
    expect(said()).toBe('');
    rerender(<PlotList result={{ ...searched, totalCount: 12 }} />);
    expect(said()).toBe('Showing 1 to 10 of 12 results');
  });

  it('waits for typing to pause, then says the last change, as a list filtered at each letter', () => {
    const { rerender } = render(<PlotList result={firstPage} isPaged={false} />);
    rerender(
      <PlotList
        result={{ ...firstPage, query: query({ filters: { searchTerm: 'A' } }), totalCount: 20 }}
        isPaged={false}
      />,
    );
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS / 2));
    rerender(
      <PlotList
        result={{ ...firstPage, query: query({ filters: { searchTerm: 'A-' } }), totalCount: 3 }}
        isPaged={false}
      />,
    );
    // When the first letter's result would have been said, had the second not come.
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS / 2 + ANNOUNCE_DELAY_MS));
    expect(document.querySelector(`[${ANNOUNCER_ATTRIBUTE}]`)?.textContent ?? '').toBe('');
    expect(said()).toBe('Showing 1 to 3 of 3 results');
  });
});

describe('listOf', () => {
  it('is a loaded list of the rows, all on one page, unless told otherwise', () => {
    expect(listOf(['A-01', 'A-02'])).toEqual({
      rows: ['A-01', 'A-02'],
      totalCount: 2,
      isLoading: false,
      error: null,
      onRetry: expect.any(Function),
    });
    expect(listOf(['A-01'], { totalCount: 40, error: 'Failed to fetch plots' })).toMatchObject({
      rows: ['A-01'],
      totalCount: 40,
      error: 'Failed to fetch plots',
    });
  });
});

describe('listQueryChanges', () => {
  const query = {
    page: 3,
    pageSize: 25 as const,
    filters: { searchTerm: 'green', status: 'Booked' },
    sort: { sortBy: 'Name', sortOrder: 'asc' as 'asc' | 'desc' },
  };
  const noFilters = { searchTerm: '', status: '' };
  const changesOf = () => {
    const onQueryChange = vi.fn();
    return { onQueryChange, changes: listQueryChanges({ query, onQueryChange }, noFilters) };
  };

  it('starts a new filter, page size or order again on page 1, saying how it came', () => {
    const { onQueryChange, changes } = changesOf();
    changes.filterBy({ ...query.filters, searchTerm: 'lake' }, 'typed');
    expect(onQueryChange).toHaveBeenLastCalledWith(
      { ...query, page: 1, filters: { searchTerm: 'lake', status: 'Booked' } },
      'typed',
    );
    changes.showPageSize(50);
    expect(onQueryChange).toHaveBeenLastCalledWith({ ...query, page: 1, pageSize: 50 }, 'chosen');
    changes.sortBy({ sortBy: 'Name', sortOrder: 'desc' });
    expect(onQueryChange).toHaveBeenLastCalledWith(
      { ...query, page: 1, sort: { sortBy: 'Name', sortOrder: 'desc' } },
      'chosen',
    );
  });

  it('keeps the rest of the query for another page', () => {
    const { onQueryChange, changes } = changesOf();
    changes.showPage(4);
    expect(onQueryChange).toHaveBeenCalledWith({ ...query, page: 4 }, 'chosen');
  });

  it('clears every filter and the page size, keeping the order', () => {
    const { onQueryChange, changes } = changesOf();
    changes.clearFilters();
    expect(onQueryChange).toHaveBeenCalledWith(
      { ...query, page: 1, pageSize: 10, filters: noFilters },
      'chosen',
    );
  });
});

describe('useInMemoryList', () => {
  const plots = ['A-01', 'A-02', 'B-01', 'B-02', 'B-03'];
  const first = { page: 1, pageSize: 5 as const, filters: { block: '' }, sort: null };

  it('shows the page of what the query selects, and keeps the query it is asked for', () => {
    const { result } = renderHook(() =>
      useInMemoryList(plots, first, (all, { filters }) =>
        all.filter((plot) => plot.startsWith(filters.block)),
      ),
    );
    expect(result.current.list).toMatchObject({ rows: plots, totalCount: 5 });
    act(() => result.current.onQueryChange({ ...first, filters: { block: 'B' } }, 'typed'));
    expect(result.current.list).toMatchObject({ rows: ['B-01', 'B-02', 'B-03'], totalCount: 3 });
    act(() =>
      result.current.onQueryChange(
        { ...first, page: 2, pageSize: 5, filters: { block: '' } },
        'chosen',
      ),
    );
    expect(result.current.query.page).toBe(2);
    expect(result.current.list).toMatchObject({ rows: [], totalCount: 5 });
  });
});
