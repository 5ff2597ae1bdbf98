import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { valueAxis } from './bar-chart-layout';
import * as stories from './BarChart.stories';

const { Stacked, Horizontal, Empty, ShownAsTable } = composeStories(stories);

/** The drawn segments: images named 'Month, Series: figure'. */
const bars = () => screen.getAllByRole('img', { name: /, .+: \d/ });
const figures = () => bars().map((bar) => bar.getAttribute('aria-label'));

describe('the bar chart', () => {
  it('names every drawn segment with its figure, in order, and draws no zero', () => {
    render(<Stacked />);
    expect(screen.getByRole('group', { name: 'Bookings by month' })).toBeInTheDocument();
    expect(figures()).toEqual([
      'Sep 2026, Token: 4',
      'Sep 2026, Booking: 6',
      'Sep 2026, Registry Done: 2',
      'Oct 2026, Token: 7',
      'Oct 2026, Booking: 3',
      'Oct 2026, Registry Done: 5',
      'Nov 2026, Token: 12',
      'Nov 2026, Registry Done: 1',
    ]);
    expect(screen.getByRole('list', { name: 'Bookings by month: legend' }).textContent).toBe(
      'TokenBookingRegistry Done',
    );
  });

  it('is one tab stop, and the arrow keys move through the figures', async () => {
    render(<Stacked />);
    await userEvent.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Sep 2026, Token: 4');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Oct 2026, Token: 7');
    await userEvent.keyboard('{End}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Nov 2026, Registry Done: 1');
    await userEvent.keyboard('{ArrowRight}{Home}{ArrowLeft}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Sep 2026, Token: 4');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show as table' }));
  });

  it('stacks the series of one stack and sets another stack beside them', () => {
    render(<Horizontal />);
    const [token, booking, registryDone] = bars();
    expect(token!.getAttribute('y')).toBe(booking!.getAttribute('y'));
    expect(Number(booking!.getAttribute('x'))).toBeGreaterThan(Number(token!.getAttribute('x')));
    expect(registryDone!.getAttribute('x')).toBe(token!.getAttribute('x'));
    expect(Number(registryDone!.getAttribute('y'))).toBeGreaterThan(
      Number(token!.getAttribute('y')),
    );
    expect(figures()).toContain('Sunrise Enclave Phase 2 Extension, Booking: 9');
  });

  it('says when there is nothing to draw', () => {
    render(<Empty />);
    expect(screen.getByText('No bookings in these months')).toBeInTheDocument();
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show as table' })).toBeNull();
  });

  it('shows the same figures as a table on demand, and hides it again', async () => {
    render(<ShownAsTable />);
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    const table = screen.getByRole('grid', { name: 'Bookings by month' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(table.parentElement!.parentElement!.id);
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['MonthTokenBookingRegistry Done', 'Sep 2026462', 'Oct 2026735', 'Nov 20261201']);
    await userEvent.click(screen.getByRole('button', { name: 'Hide table' }));
    expect(screen.queryByRole('grid')).toBeNull();
  });
});

describe('valueAxis', () => {
  it.each([
    [0, { max: 1, ticks: [0, 1] }],
    [3, { max: 3, ticks: [0, 1, 2, 3] }],
    [13, { max: 15, ticks: [0, 5, 10, 15] }],
    [37, { max: 40, ticks: [0, 10, 20, 30, 40] }],
    [1234, { max: 1500, ticks: [0, 500, 1000, 1500] }],
  ])('rounds %d up to a readable top', (max, axis) => {
    expect(valueAxis(max)).toEqual(axis);
  });
});
