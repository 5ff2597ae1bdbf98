import { changedWhileEditingNotice } from '@plotline/domain';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listOf } from '../../patterns';
import { BOOKINGS, FOLLOW_UPS, PLAIN_QUERY } from './follow-up-fixtures';
import type { FollowUpListFilters } from './follow-ups-screen-types';
import * as stories from './FollowUpsScreen.stories';
import { onTypingClock } from '../../../test/typing-clock';

const {
  Filled,
  Loading,
  Empty,
  EmptyFiltered,
  Failed,
  Paged,
  OneBooking,
  EditedElsewhere,
  Catalog,
} = composeStories(stories);

/** The plain query with some filters on. */
const filteredBy = (filters: Partial<FollowUpListFilters>) => ({
  ...PLAIN_QUERY,
  filters: { ...PLAIN_QUERY.filters, ...filters },
});
/** Booking 1 narrowed to, as the host loaded it, told of each booking the form picks. */
const narrowedTo = (onPick = vi.fn()) => ({ items: BOOKINGS, chosen: BOOKINGS[0], onPick });

const table = () => screen.getByRole('grid', { name: 'Follow-ups' });
/** The cells after the row header of the nth follow-up, from 0. */
const cellsOf = (index: number) =>
  within(within(table()).getAllByRole('row')[index + 1]!)
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent);
const bookingColumn = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

async function choosePeriod(label: string) {
  await userEvent.click(screen.getByRole('button', { name: /Next Follow-up/ }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

describe('the list', () => {
  it('shows the columns of docs/product/screens.md and each follow-up', () => {
    render(<Filled />);
    expect(screen.getByRole('heading', { level: 1, name: 'Follow-ups' })).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Booking Details',
      'Follow-up Date',
      'Purpose',
      'Update',
      'Taken By',
      'Next Follow-up',
      'Actions',
    ]);
    expect(bookingColumn()[1]).toBe('BK-0002Green Valley · Plot A-15Meena Iyer');
    expect(cellsOf(1)).toEqual([
      '10/03/2025',
      'Site visit',
      'Family visited the plot with an architect; they want the corner measurements confirmed.',
      'Rahul Verma',
      '12/03/2025Today',
      '',
    ]);
  });

  it('cuts the update to 100 characters', () => {
    render(<Filled />);
    const update = cellsOf(0)[2]!;
    expect(update).toBe(
      'Spoke to Mr. Kumar about the second instalment. He confirmed the transfer will be made by Friday onc...',
    );
  });

  it('badges a pending next follow-up Overdue, Today or Upcoming against today', () => {
    render(<Filled />);
    const nextColumn = within(table())
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('gridcell')[4]!.textContent);
    expect(nextColumn).toEqual([
      '14/03/2025Upcoming',
      '12/03/2025Today',
      '08/03/2025Overdue',
      '11/03/2025Settled by a later follow-up',
      'Not planned',
      '25/02/2025Settled by a later follow-up',
      '02/04/2025Settled by a later follow-up',
    ]);
    expect(cellsOf(2)[3]).toBe('Not recorded');
  });

  it('shows a next follow-up a newer one settled as settled, whatever its date, never as due', () => {
    const row = { ...FOLLOW_UPS[2]!, nextFollowUpDate: '2025-03-08' };
    const shown = (settled?: boolean) => {
      const { unmount } = render(<Filled list={listOf([{ ...row, settled }])} />);
      const cell = within(table()).getAllByRole('gridcell')[4]!;
      const text = cell.textContent;
      unmount();
      return text;
    };
    expect(shown(true)).toBe('08/03/2025Settled by a later follow-up');
    expect(shown(false)).toBe('08/03/2025Overdue');
    // A host that does not say reads as pending.
    expect(shown(undefined)).toBe('08/03/2025Overdue');
  });

  it('shows its loading, empty and failed states', async () => {
    const loading = render(<Loading />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    loading.unmount();

    const empty = render(<Empty />);
    expect(screen.getByText('No follow-ups found')).toBeInTheDocument();
    expect(within(table()).getByRole('button', { name: 'New Follow-up' })).toBeInTheDocument();
    empty.unmount();

    const filtered = render(<EmptyFiltered />);
    expect(screen.getByText('No follow-ups found')).toBeInTheDocument();
    expect(within(table()).queryByRole('button', { name: 'New Follow-up' })).toBeNull();
    filtered.unmount();

    const onRetry = vi.fn();
    render(<Failed list={listOf([], { error: 'Failed to fetch follow-ups', onRetry })} />);
    expect(screen.getByText('Failed to fetch follow-ups')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('the filters', () => {
  it('hands the search to the host once typing pauses, and the period at once, on page 1', async () => {
    const onQueryChange = vi.fn();
    const { rerender } = render(
      <Filled query={{ ...PLAIN_QUERY, page: 2 }} onQueryChange={onQueryChange} />,
    );
    await onTypingClock(async (user, pause) => {
      await user.type(screen.getByRole('searchbox', { name: 'Search Follow-ups' }), 'Ravi');
      expect(onQueryChange).not.toHaveBeenCalled();
      await pause();
      // One search for the word, not one per letter.
      expect(onQueryChange).toHaveBeenCalledExactlyOnceWith(
        filteredBy({ searchTerm: 'Ravi' }),
        'typed',
      );
    });
    await choosePeriod('This Week');
    expect(onQueryChange).toHaveBeenLastCalledWith(filteredBy({ period: 'thisWeek' }), 'chosen');
    // 'All' is no period: the filter is off.
    rerender(<Filled query={filteredBy({ period: 'thisWeek' })} onQueryChange={onQueryChange} />);
    await choosePeriod('All');
    expect(onQueryChange).toHaveBeenLastCalledWith(PLAIN_QUERY, 'chosen');
  });

  it('applies the page size at once, on page 1', async () => {
    const onQueryChange = vi.fn();
    render(<Filled query={{ ...PLAIN_QUERY, page: 2 }} onQueryChange={onQueryChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Page Size$/ }));
    await userEvent.click(await screen.findByRole('option', { name: '25' }));
    expect(onQueryChange).toHaveBeenLastCalledWith({ ...PLAIN_QUERY, pageSize: 25 }, 'chosen');
  });

  it('clears the search, the period, the booking and the page size, back on page 1', async () => {
    const onQueryChange = vi.fn();
    render(
      <EmptyFiltered
        query={{
          ...filteredBy({ searchTerm: 'Z-99', period: 'overdue', bookingId: 1 }),
          page: 3,
          pageSize: 25,
        }}
        onQueryChange={onQueryChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(onQueryChange).toHaveBeenCalledWith(PLAIN_QUERY, 'chosen');
  });

  it('offers no clearing for the plain list', () => {
    render(<Filled />);
    expect(screen.getByRole('button', { name: 'Clear All Filters' })).toBeDisabled();
  });

  it('offers the five periods', async () => {
    render(<Filled />);
    await userEvent.click(screen.getByRole('button', { name: /Next Follow-up/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'All',
      'Today',
      'This Week',
      'Upcoming',
      'Overdue',
    ]);
  });

  it('filters the sample data by period and search, leaving settled next follow-ups out', async () => {
    render(<Catalog />);
    await choosePeriod('Overdue');
    // Booking 1's follow-ups of 25/02 and 10/02 are past their next dates, but settled.
    expect(bookingColumn().map((text) => text!.slice(0, 7))).toEqual(['BK-0004']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Follow-ups' }), 'sunita');
    await waitFor(() =>
      expect(bookingColumn().map((text) => text!.slice(0, 7))).toEqual(['BK-0004']),
    );
    await choosePeriod('Today');
    // The search applies once typing pauses: then Sunita's one follow-up is not due today.
    expect(await screen.findByText('No follow-ups found')).toBeInTheDocument();
  });
});

describe('the pages', () => {
  it('shows where the page sits among the results and asks the host for another', async () => {
    const onQueryChange = vi.fn();
    render(<Paged onQueryChange={onQueryChange} />);
    expect(screen.getByText(/Showing 6 to 10 of 13 results/)).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(onQueryChange).toHaveBeenCalledWith({ ...PLAIN_QUERY, page: 3, pageSize: 5 }, 'chosen');
  });

  it('shows no pages when the list failed', () => {
    render(<Failed />);
    expect(screen.queryByText(/Showing/)).toBeNull();
  });
});

describe('one booking', () => {
  it('says which booking the list shows and goes back to all, on page 1', async () => {
    const onQueryChange = vi.fn();
    render(
      <OneBooking
        query={{ ...filteredBy({ bookingId: 1, period: 'overdue' }), page: 2 }}
        onQueryChange={onQueryChange}
      />,
    );
    expect(screen.getByText('BK-0001 · Green Valley · Plot A-12 · Ravi Kumar')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show All Follow-ups' }));
    expect(onQueryChange).toHaveBeenCalledWith(filteredBy({ period: 'overdue' }), 'chosen');
  });

  it('names the booking from its rows until the host has loaded it, or by its id', () => {
    const { unmount } = render(<OneBooking bookings={{ items: [], onPick: vi.fn() }} />);
    expect(screen.getByText('BK-0001 · Green Valley · Plot A-12 · Ravi Kumar')).toBeInTheDocument();
    unmount();
    render(<OneBooking list={listOf([])} bookings={{ items: [], onPick: vi.fn() }} />);
    expect(screen.getByText('#1')).toBeInTheDocument();
    // Nothing but the booking narrows the list: the booking has none yet, so it offers one.
    expect(within(table()).getByRole('button', { name: 'New Follow-up' })).toBeInTheDocument();
  });

  it("starts 'New Follow-up' on that booking and asks the host for its history", async () => {
    const onBookingChosen = vi.fn();
    render(<OneBooking bookings={narrowedTo(onBookingChosen)} />);
    await userEvent.click(screen.getAllByRole('button', { name: 'New Follow-up' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Add Follow-up' });
    expect(within(dialog).getByRole('combobox', { name: 'Booking' })).toHaveProperty(
      'value',
      'BK-0001 · Green Valley · Plot A-12 · Ravi Kumar',
    );
    expect(onBookingChosen).toHaveBeenCalledWith(1);
  });
});

describe('adding, editing and deleting', () => {
  it('opens the edit modal on the row’s follow-up and its booking', async () => {
    const onBookingChosen = vi.fn();
    render(<Filled bookings={{ items: BOOKINGS, onPick: onBookingChosen }} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Edit follow-up BK-0002 on 10/03/2025' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Follow-up' });
    expect(within(dialog).getByRole('textbox', { name: /Purpose/ })).toHaveProperty(
      'value',
      'Site visit',
    );
    expect(onBookingChosen).toHaveBeenCalledWith(2);
  });

  it('deletes after the question, and keeps the question open when deleting fails', async () => {
    const onDelete = vi.fn(async () => ({ ok: false }));
    const failing = render(<Filled onDelete={onDelete} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Delete follow-up BK-0004 on 05/03/2025' }),
    );
    const question = screen.getByRole('alertdialog', {
      name: 'Delete follow-up BK-0004 on 05/03/2025',
    });
    expect(
      within(question).getByText('Are you sure you want to delete this follow-up?'),
    ).toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    failing.unmount();

    render(<Filled />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Delete follow-up BK-0004 on 05/03/2025' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('adds a follow-up over the sample data and shows the booking’s history first', async () => {
    render(<Catalog query={PLAIN_QUERY} />);
    await userEvent.click(screen.getByRole('button', { name: 'New Follow-up' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Follow-up' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Booking' }), 'Meena');
    await userEvent.click(
      await screen.findByRole('option', {
        name: 'BK-0002 · Green Valley · Plot A-15 · Meena Iyer',
      }),
    );
    const details = within(dialog).getByRole('complementary', { name: 'Booking details' });
    expect(details.textContent).toContain('Token');
    const latest = within(details).getByRole('article', { name: 'Follow-up of 10/03/2025' });
    expect(latest.textContent).toContain('Site visit');
    expect(within(details).getByRole('list', { name: 'Earlier follow-ups' }).textContent).toContain(
      'First call',
    );
    // Pasted: each keystroke would render the whole list under the form, and typing is tested
    // by the form's own tests.
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Purpose/ }));
    await userEvent.paste('Call back');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Follow-up Update/ }));
    await userEvent.paste('Corner measurements sent.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Follow-up' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Dated today, so it heads the list, and settles the call that was due today.
    expect(bookingColumn()[0]).toBe('BK-0002Green Valley · Plot A-15Meena Iyer');
    expect(cellsOf(0).slice(0, 3)).toEqual([
      '12/03/2025',
      'Call back',
      'Corner measurements sent.',
    ]);
    expect(cellsOf(2)).toEqual([
      '10/03/2025',
      'Site visit',
      expect.any(String),
      'Rahul Verma',
      '12/03/2025Settled by a later follow-up',
      '',
    ]);
  });
});

describe('editing elsewhere', () => {
  it('tells the host which follow-up it edits, and shows its notice in the edit form only', async () => {
    const notice = changedWhileEditingNotice('follow-up', false);
    const onEditingChange = vi.fn();
    render(<EditedElsewhere editing={{ onEditingChange, notice }} />);
    await userEvent.click(screen.getByRole('button', { name: 'New Follow-up' }));
    const create = screen.getByRole('dialog', { name: 'Add Follow-up' });
    expect(within(create).queryByRole('status')).toBeNull();
    await userEvent.click(within(create).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onEditingChange).not.toHaveBeenCalled();

    await userEvent.click(
      screen.getByRole('button', { name: 'Edit follow-up BK-0002 on 10/03/2025' }),
    );
    expect(onEditingChange.mock.calls).toEqual([[10]]);
    const edit = screen.getByRole('dialog', { name: 'Edit Follow-up' });
    expect(within(edit).getByRole('status')).toHaveTextContent(notice);
    await userEvent.click(within(edit).getByRole('button', { name: 'Update Follow-up' }));
    // Saved: the form closes, and the host hears no follow-up is edited any more.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onEditingChange.mock.calls).toEqual([[10], [null]]);
  });
});
