import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import * as stories from './AvailabilityMap.stories';
import { GREEN_VALLEY_PLOTS } from './plots.fixtures';

const { Filled, ShowOnly, Loading, Empty, Failed } = composeStories(stories);

it('names every tile by plot, size and status', () => {
  render(<Filled />);
  const map = screen.getByRole('grid', { name: 'Plots of Green Valley' });
  const tiles = within(map).getAllByRole('row');
  expect(tiles).toHaveLength(24);
  expect(tiles[0]!.getAttribute('aria-label')).toBe('Plot A-1, 1,200 sq ft, Available');
  expect(tiles[2]!.getAttribute('aria-label')).toBe('Plot A-3, 1,500 sq ft, Booked');
  // The status is written on the tile, not only coloured.
  expect(within(tiles[4]!).getByText('Sold')).toBeInTheDocument();
  expect(within(tiles[7]!).getByText('Hold')).toBeInTheDocument();
});

it('counts each status in the legend', () => {
  render(<Filled />);
  const legend = screen.getByRole('list', { name: 'Legend' });
  expect(
    within(legend)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Available: 12', 'Booked: 4', 'Sold: 6', 'Hold: 2']);
});

it('is described by the counts, heard on entering the map before the first tile', () => {
  render(<Filled />);
  expect(screen.getByRole('grid', { name: 'Plots of Green Valley' })).toHaveAccessibleDescription(
    'Available: 12 Booked: 4 Sold: 6 Hold: 2',
  );
});

it('is one tab stop, and the tiles are reached with the arrow keys', async () => {
  render(<Filled />);
  await userEvent.tab();
  expect(document.activeElement?.getAttribute('aria-label')).toBe(
    'Plot A-1, 1,200 sq ft, Available',
  );
  await userEvent.keyboard('{ArrowRight}');
  expect(document.activeElement?.getAttribute('aria-label')).toBe(
    'Plot A-2, 1,350 sq ft, Available',
  );
  await userEvent.keyboard('{End}');
  expect(document.activeElement?.getAttribute('aria-label')).toBe('Plot A-24, 1,650 sq ft, Sold');
  await userEvent.keyboard('{Home}');
  expect(document.activeElement?.getAttribute('aria-label')).toBe(
    'Plot A-1, 1,200 sq ft, Available',
  );
});

it('shows its loading, empty and failed states', () => {
  const { unmount } = render(<Loading />);
  expect(
    screen.getByRole('progressbar', { name: 'Loading the plots of Green Valley' }),
  ).toBeInTheDocument();
  unmount();
  render(<Empty />);
  expect(screen.getByText('No plots found')).toBeInTheDocument();
  render(<Failed />);
  expect(screen.getByText('Failed to fetch plots')).toBeInTheDocument();
});

it('opens a tile’s plot when it is pressed, or on Enter or Space', async () => {
  const onOpen = vi.fn();
  render(<Filled onOpen={onOpen} />);
  await userEvent.click(screen.getByRole('row', { name: 'Plot A-3, 1,500 sq ft, Booked' }));
  expect(onOpen).toHaveBeenLastCalledWith(GREEN_VALLEY_PLOTS[2]);
  await userEvent.keyboard('{ArrowRight}{Enter}');
  expect(onOpen).toHaveBeenLastCalledWith(GREEN_VALLEY_PLOTS[3]);
  await userEvent.keyboard('{ArrowRight}[Space]');
  expect(onOpen).toHaveBeenLastCalledWith(GREEN_VALLEY_PLOTS[4]);
  expect(onOpen).toHaveBeenCalledTimes(3);
});

it('opens nothing for a host that gives no way to open a plot', async () => {
  render(<ShowOnly />);
  const tile = screen.getByRole('row', { name: 'Plot A-3, 1,500 sq ft, Booked' });
  await userEvent.click(tile);
  expect(tile).not.toHaveAttribute('data-hovered');
});
