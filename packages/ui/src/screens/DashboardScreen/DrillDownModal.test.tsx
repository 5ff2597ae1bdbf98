import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  GREEN_VALLEY_BOOKING_COUNTS,
  GREEN_VALLEY_PLOTS,
  GREEN_VALLEY_TOKEN_BOOKINGS,
  OVERTIME_BOOKINGS,
  pageFailed,
} from './dashboard.fixtures';
import * as drillDownStories from './DrillDownModal.stories';
import * as overtimeStories from './OvertimeModal.stories';

const {
  Bookings,
  Plots,
  DirectSales,
  Loading,
  Failed,
  LoadingRows,
  Empty,
  BookingsWithheld,
  PlotsWithheld,
} = composeStories(drillDownStories);
const {
  FirstPage: OvertimeFirstPage,
  Loading: OvertimeLoading,
  Failed: OvertimeFailed,
  Empty: OvertimeEmpty,
  BookingsWithheld: OvertimeWithheld,
} = composeStories(overtimeStories);

describe('the drill-down', () => {
  it("is titled by the partner and lists the count's bookings", () => {
    render(<DirectSales />);
    const dialog = screen.getByRole('dialog', { name: 'Bookings for Direct Sales' });
    expect(within(dialog).getByRole('heading', { name: 'All bookings' })).toBeInTheDocument();
    expect(within(dialog).getByRole('grid', { name: 'All bookings' })).toBeInTheDocument();
  });

  it('shows grey tiles and lines, busy, until the host has loaded', () => {
    render(<Loading />);
    const dialog = screen.getByRole('dialog', { name: 'Bookings for Green Valley' });
    expect(
      within(dialog).getByRole('list', { name: 'Bookings for Green Valley: figures' }),
    ).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('group', { name: 'Token bookings: loading' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(within(dialog).queryByRole('grid')).toBeNull();
  });

  it('shows the tiles while the page of bookings is still loading', () => {
    render(<LoadingRows />);
    expect(screen.getByText('Registry Done').nextSibling?.textContent).toBe('3');
    expect(screen.getByRole('group', { name: 'Token bookings: loading' })).toBeInTheDocument();
  });

  it("says why the list failed and loads it again on 'Try Again'", async () => {
    const onRetry = vi.fn();
    const rows = pageFailed<never>('Failed to fetch bookings');
    render(
      <Failed
        content={{
          kind: 'bookings',
          counts: GREEN_VALLEY_BOOKING_COUNTS,
          rows: { ...rows, list: { ...rows.list, onRetry } },
        }}
      />,
    );
    expect(screen.getByText('Failed to fetch bookings')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says when nothing is left behind the count', () => {
    render(<Empty />);
    expect(screen.getByText('No bookings found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it("shows the tiles and says, under the list's heading, why bookings are not listed", () => {
    render(<BookingsWithheld />);
    const dialog = screen.getByRole('dialog', { name: 'Bookings for Green Valley' });
    expect(
      within(within(dialog).getByRole('list', { name: 'Bookings for Green Valley: figures' }))
        .getAllByRole('listitem')
        .map((tile) => tile.textContent),
    ).toEqual(['Total14', 'Token4', 'Booking6', 'Registry Done3', 'Cancelled1', 'Extra Time3']);
    const list = within(dialog).getByRole('region', { name: 'Token bookings' });
    expect(list).toHaveTextContent('Token bookingsBookings need the bookings.view permission.');
    expect(within(dialog).queryByRole('grid')).toBeNull();
    expect(within(dialog).queryByRole('navigation')).toBeNull();
    expect(within(dialog).queryByText('No bookings found')).toBeNull();
  });

  it('says why plots are not listed to a viewer without plots.view', () => {
    render(<PlotsWithheld />);
    const dialog = screen.getByRole('dialog', { name: 'Plots for Green Valley' });
    expect(
      within(dialog).getByRole('list', { name: 'Plots for Green Valley: figures' }),
    ).toHaveTextContent('Total40');
    expect(within(dialog).getByText('Plots need the plots.view permission.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('grid')).toBeNull();
    expect(within(dialog).queryByText('No plots found')).toBeNull();
  });
});

describe('the listed records open', () => {
  it("links each booking's number to the booking, and each plot's to the plot", () => {
    const { unmount } = render(<Bookings />);
    const booking = GREEN_VALLEY_TOKEN_BOOKINGS[0]!;
    expect(screen.getByRole('link', { name: booking.bookingNumber }).getAttribute('href')).toBe(
      `/bookings/${booking.bookingId}`,
    );
    unmount();
    render(<Plots />);
    const plot = GREEN_VALLEY_PLOTS[0]!;
    expect(screen.getByRole('link', { name: plot.plotNumber }).getAttribute('href')).toBe(
      `/plots/${plot.plotId}`,
    );
  });

  it('links the overdue bookings, most overdue first', () => {
    render(<OvertimeFirstPage />);
    const [first] = within(screen.getByRole('grid', { name: 'Overdue bookings' })).getAllByRole(
      'link',
    );
    expect(first).toHaveAccessibleName(OVERTIME_BOOKINGS[0]!.bookingNumber);
    expect(first!.getAttribute('href')).toBe(`/bookings/${OVERTIME_BOOKINGS[0]!.bookingId}`);
  });

  it('names a record the viewer may not open as plain text', () => {
    render(<Bookings bookingHref={() => undefined} />);
    const { bookingNumber } = GREEN_VALLEY_TOKEN_BOOKINGS[0]!;
    expect(screen.queryByRole('link', { name: bookingNumber })).toBeNull();
    expect(screen.getByText(bookingNumber)).toBeInTheDocument();
  });
});

describe('the overtime modal', () => {
  it('is busy until the host has loaded its page', () => {
    render(<OvertimeLoading />);
    const dialog = screen.getByRole('dialog', { name: 'Overtime Bookings' });
    expect(
      within(dialog).getByRole('group', { name: 'Overtime Bookings: loading' }),
    ).toBeInTheDocument();
  });

  it('says why it failed, with Try Again', () => {
    render(<OvertimeFailed />);
    expect(screen.getByText('Failed to load overtime bookings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('says when no booking is overdue', () => {
    render(<OvertimeEmpty />);
    expect(screen.getByText('No overtime bookings')).toBeInTheDocument();
  });

  it('says why no booking is listed to a viewer without bookings.view, not that none is overdue', () => {
    render(<OvertimeWithheld />);
    const dialog = screen.getByRole('dialog', { name: 'Overtime Bookings' });
    expect(
      within(dialog).getByText('Bookings need the bookings.view permission.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('No overtime bookings')).toBeNull();
    expect(within(dialog).queryByRole('grid')).toBeNull();
    expect(within(dialog).queryByRole('navigation')).toBeNull();
  });
});
