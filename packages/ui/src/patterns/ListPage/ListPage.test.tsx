import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listOf } from './list-state';
import { ListSection } from './ListSection';
import { LoadFailedState } from './LoadFailedState';
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
