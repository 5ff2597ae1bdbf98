import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './Charts.stories';

const {
  BookingsByMonth,
  BookingsByMonthEmpty,
  BookingsByMonthLoading,
  RegistryPipeline,
  RegistryPipelineEmpty,
} = composeStories(stories);

/** The drawn segments: images named 'Month, Series: figure'. */
const bars = () => screen.getAllByRole('img', { name: /, .+: \d/ });
const figures = () => bars().map((bar) => bar.getAttribute('aria-label'));

describe('Bookings by Month', () => {
  it('names each month and status with its figure', () => {
    render(<BookingsByMonth />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Bookings by Month' }),
    ).toBeInTheDocument();
    expect(figures().slice(0, 3)).toEqual([
      'Dec 2025, Pending: 1',
      'Dec 2025, Token: 2',
      'Dec 2025, Booking: 1',
    ]);
    expect(figures()).toContain('Nov 2026, Cancelled: 2');
  });

  it('shows the twelve months as a table on demand', async () => {
    render(<BookingsByMonth />);
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const rows = within(screen.getByRole('grid', { name: 'Bookings by month' })).getAllByRole(
      'row',
    );
    expect(rows).toHaveLength(13);
    expect(rows[0]!.textContent).toBe('MonthPendingTokenBookingRegistry DoneCancelled');
    expect(rows[12]!.textContent).toBe('Nov 202603332');
  });

  it('says when the months hold no booking', () => {
    render(<BookingsByMonthEmpty />);
    expect(screen.getByText('No bookings in the last 12 months')).toBeInTheDocument();
  });

  it('is busy while it loads', () => {
    render(<BookingsByMonthLoading />);
    expect(screen.getByRole('region', { name: 'Bookings by Month' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});

describe('Registry Pipeline', () => {
  it('charts the busiest 10 projects and says how many there are', () => {
    render(<RegistryPipeline />);
    expect(screen.getByText('Busiest 10 of 12 projects')).toBeInTheDocument();
    expect(figures().slice(0, 4)).toEqual([
      'Green Valley, Token: 4',
      'Green Valley, Booking: 6',
      'Green Valley, Extra Time: 3',
      'Sunrise Enclave, Token: 3',
    ]);
  });

  it('shows its figures as a table on demand', async () => {
    render(<RegistryPipeline />);
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const rows = within(screen.getByRole('grid', { name: 'Registry pipeline' })).getAllByRole(
      'row',
    );
    expect(rows).toHaveLength(11);
    expect(rows[0]!.textContent).toBe('ProjectTokenBookingRegistry DoneExtra Time');
    expect(rows[1]!.textContent).toBe('Green Valley4603');
  });

  it('says when no project has a booking in the pipeline', () => {
    render(<RegistryPipelineEmpty />);
    expect(screen.getByText('No bookings in the pipeline')).toBeInTheDocument();
    expect(screen.queryByText(/Busiest/)).toBeNull();
  });
});
