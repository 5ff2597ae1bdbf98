import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PLAIN_QUERY } from './collections.fixtures';
import { NO_COLLECTION_FILTERS } from './collections-screen-types';
import * as stories from './CollectionsScreen.stories';

const {
  Filled,
  Filtered,
  Empty,
  Loading,
  Failed,
  WithoutBookingLinks,
  WithoutExport,
  BuyersWithheld,
} = composeStories(stories);

const table = () => screen.getByRole('grid', { name: 'Collections' });
const cellsOf = (row: HTMLElement) =>
  [...row.querySelectorAll('[role=rowheader], [role=gridcell]')].map((cell) => cell.textContent);

describe('the Collections page', () => {
  it('lists the outstanding instalments under the export’s columns', () => {
    render(<Filled />);
    expect(screen.getByRole('heading', { level: 1, name: 'Collections' })).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Booking Number',
      'Project',
      'Plot',
      'Plot Owner',
      'Channel Partner',
      'Instalment',
      'Due Date',
      'Amount',
      'Paid',
      'Outstanding',
      'Overdue Days',
    ]);
    const [first, second, third] = within(table()).getAllByRole('row').slice(1);
    expect(cellsOf(first!)).toEqual([
      'BK-0040',
      'Green Valley',
      'G-10',
      'Anil Sharma',
      'Ravi Estates',
      '30% at booking',
      '07/02/2026Overdue',
      '₹1,50,000.00',
      '₹0.00',
      '₹1,50,000.00',
      '45',
    ]);
    expect(cellsOf(second!).slice(4, 10)).toEqual([
      'Meera Kapoor',
      '40% in 60 days',
      '12/02/2026Overdue',
      '₹1,75,000.00',
      '₹50,000.00',
      '₹1,25,000.00',
    ]);
    expect(cellsOf(third!)[4]).toBe('Direct Sale');
    expect(screen.getByText('Showing 1 to 10 of 24 results')).toBeInTheDocument();
  });

  it("links each booking number to the host's address for it, or leaves it plain", () => {
    const { unmount } = render(<Filled />);
    expect(screen.getByRole('link', { name: 'BK-0040' })).toHaveAttribute(
      'href',
      '/bookings?viewedBookingId=1',
    );
    unmount();
    render(<WithoutBookingLinks />);
    expect(screen.queryByRole('link', { name: 'BK-0040' })).toBeNull();
    expect(within(table()).getByRole('rowheader', { name: 'BK-0040' })).toBeInTheDocument();
  });

  it('hands back a changed state filter as a pick on page 1, with nothing to clear before', async () => {
    const onQueryChange = vi.fn();
    render(<Filled query={{ ...PLAIN_QUERY, page: 2 }} onQueryChange={onQueryChange} />);
    expect(screen.getByRole('button', { name: 'Clear All Filters' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /State/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Overdue' }));
    expect(onQueryChange).toHaveBeenCalledWith(
      { ...PLAIN_QUERY, filters: { ...NO_COLLECTION_FILTERS, state: 'overdue' } },
      'chosen',
    );
  });

  it('names the filters the host holds, and offers to clear them and the page size', async () => {
    const onQueryChange = vi.fn();
    render(
      <Filtered
        query={{ ...Filtered.args.query!, page: 2, pageSize: 25 }}
        onQueryChange={onQueryChange}
      />,
    );
    expect(screen.getByRole('button', { name: /State/ })).toHaveTextContent('Overdue');
    expect(screen.getByRole('combobox', { name: 'Project' })).toHaveValue('Green Valley');
    expect(screen.getByRole('combobox', { name: 'Channel Partner' })).toHaveValue('Ravi Estates');
    expect(screen.getByRole('group', { name: 'Due From' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Due To' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(onQueryChange).toHaveBeenCalledWith(PLAIN_QUERY, 'chosen');
  });

  it('exports the filtered list, busy until the host is done', async () => {
    let finish = () => {};
    const onExport = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Filled onExport={onExport} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(onExport).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Exporting...' })).toBeInTheDocument();
    finish();
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('offers no export where the host gives none', () => {
    render(<WithoutExport />);
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it('asks the host for another page', async () => {
    const onQueryChange = vi.fn();
    render(<Filled onQueryChange={onQueryChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onQueryChange).toHaveBeenCalledWith({ ...PLAIN_QUERY, page: 2 }, 'chosen');
  });

  it('says when nothing is outstanding, with nothing to export', () => {
    render(<Empty />);
    expect(within(table()).getByText('Nothing is outstanding')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('waits for the first page, and offers to try again after a failure', async () => {
    const { unmount } = render(<Loading />);
    expect(within(table()).getByRole('status')).toHaveTextContent('Loading...');
    unmount();
    const onRetry = vi.fn();
    render(<Failed list={{ ...Failed.args.list!, onRetry }} />);
    expect(screen.getByText('Failed to fetch collections')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(onRetry).toHaveBeenCalled());
  });
});

describe('for a viewer who may not read buyers', () => {
  it('says why above the table, and marks each owner withheld', () => {
    render(<BuyersWithheld />);
    const list = screen.getByRole('region', { name: 'Collection list' });
    expect(list.firstElementChild).toHaveTextContent(
      "Buyers' names and contacts need the bookings.view permission.",
    );
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows.map((row) => cellsOf(row)[3])).toEqual(
      Array.from({ length: rows.length }, () => 'Withheld (needs bookings.view)'),
    );
    expect(screen.queryByText('Anil Sharma')).toBeNull();
  });

  it('has no such line for a viewer who may', () => {
    render(<Filled />);
    expect(screen.queryByText(/need the bookings\.view permission/)).toBeNull();
  });
});
