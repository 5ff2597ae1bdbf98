import {
  BOOKING_MESSAGES,
  bookingFromEnquiryNotice,
  changedWhileEditingNotice,
} from '@plotline/domain';
import { composeStories, composeStory } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './BookingsScreen.stories';
import type { EnquiryToBookRequest, PlotToBookRequest } from './use-plot-to-book';
import { PAYMENTS_PROPS } from './payments/booking-payments.fixtures';
import { BOOKING_IN, BOOKINGS, PLAIN_QUERY, TODAY } from './bookings.fixtures';
import { choicesOf, listOf, loaded, NOT_LOADED } from '../../patterns';
import { onTypingClock } from '../../../test/typing-clock';

const {
  Filled,
  Loading,
  Empty,
  EmptyFiltered,
  Failed,
  Filtered,
  DetailsWithHistory,
  BookingHub,
  EditedElsewhere,
  Catalog,
} = composeStories(stories);

const CHOICES = stories.default.args.choices;
const FILTERED = stories.Filtered.args!.query!;
const FILTERED_CHOICES = stories.Filtered.args!.choices!;
const DETAILS = stories.DetailsWithHistory.args!.record!;

/**
 * A booking in each status, the rows most tests act on: the screen draws its table again at each
 * step of a dialog, and a whole page of rows to draw made such a test take twice the time.
 */
const EACH_STATUS = listOf(Object.values(BOOKING_IN));

/** The plain query with these filters. */
const filteredBy = (filters: Partial<typeof PLAIN_QUERY.filters>) => ({
  ...PLAIN_QUERY,
  filters: { ...PLAIN_QUERY.filters, ...filters },
});

const table = () => screen.getByRole('grid', { name: 'Bookings' });
const rowOf = (bookingNumber: string) =>
  screen.getByRole('row', { name: new RegExp(`^${bookingNumber}`) });

/** The status button names the status, then says whether it can change. */
const statusButtonOf = (bookingNumber: string) =>
  within(rowOf(bookingNumber)).getByRole('button', { name: /change status|no changes available/ });

/**
 * Puts text in a box at once, as pasted: for what is done with it, not for typing, which in the
 * follow-up form draws the whole form again at each key.
 */
async function fillIn(box: HTMLElement, text: string) {
  await userEvent.click(box);
  await userEvent.paste(text);
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`${label}$`) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the list', () => {
  it('shows the columns of docs/product/screens.md and each booking in them', () => {
    render(<Filled />);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Booking Number',
      'Project & Plot',
      'Date',
      'Channel Partner/Direct Sale',
      'Follow Up',
      'Status',
      'Actions',
    ]);
    expect(
      within(rowOf('BK-0024'))
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Green ValleyPlot A-1',
      '10/03/2026Registry 09/04/2026',
      'Ravi Estates',
      'Follow-ups',
      'Token Click to change status',
      '',
    ]);
    expect(within(rowOf('BK-0022')).getByText('Direct Sale')).toBeInTheDocument();
    expect(within(rowOf('BK-0022')).getByText('Vikram Singh')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 10 of 24 results')).toBeInTheDocument();
  });

  it('links each booking to its follow-ups', () => {
    render(<Filled list={EACH_STATUS} />);
    const link = screen.getByRole('link', { name: 'Follow-ups of booking BK-0023' });
    expect(link.getAttribute('href')).toBe('/follow-ups?bookingId=2');
  });

  it('has no Follow Up column for a host with no follow-ups to link to', () => {
    render(<Filled list={EACH_STATUS} followUpsHref={undefined} />);
    expect(screen.queryByRole('columnheader', { name: 'Follow Up' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Follow-ups of booking/ })).toBeNull();
  });

  it('offers a status change until the status is final', () => {
    render(<Filled list={EACH_STATUS} />);
    const token = statusButtonOf('BK-0024');
    expect(token.textContent).toBe('Token Click to change status');
    expect(token.hasAttribute('disabled')).toBe(false);
    for (const [number, status] of [
      ['BK-0022', 'Registry Done'],
      ['BK-0020', 'Cancelled'],
    ] as const) {
      const final = statusButtonOf(number);
      expect(final.textContent).toBe(`${status} Final status - no changes available`);
      expect(final.hasAttribute('disabled')).toBe(true);
    }
  });

  it('asks for another page, and another sort on page 1', async () => {
    const onQueryChange = vi.fn();
    const { rerender } = render(<Filled onQueryChange={onQueryChange} />);
    expect(screen.getByRole('columnheader', { name: 'Date' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onQueryChange).toHaveBeenCalledWith({ ...PLAIN_QUERY, page: 3 }, 'chosen');
    rerender(<Filled query={{ ...PLAIN_QUERY, page: 3 }} onQueryChange={onQueryChange} />);
    const sorted = (sortBy: string) => ({ ...PLAIN_QUERY, sort: { sortBy, sortOrder: 'asc' } });
    await userEvent.click(screen.getByRole('columnheader', { name: 'Date' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(sorted('BookingDate'), 'chosen');
    await userEvent.click(screen.getByRole('columnheader', { name: 'Booking Number' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(sorted('BookingNumber'), 'chosen');
    await userEvent.click(screen.getByRole('columnheader', { name: 'Status' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(sorted('BookingStatus'), 'chosen');
  });

  it('shows its loading, empty and failed states', async () => {
    const loading = render(<Loading />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    loading.unmount();

    const empty = render(<Empty />);
    expect(within(table()).getByText('No bookings found')).toBeInTheDocument();
    expect(screen.getByText('Get started by creating a new booking.')).toBeInTheDocument();
    expect(within(table()).getByRole('button', { name: 'New Booking' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' }).hasAttribute('disabled')).toBe(true);
    empty.unmount();

    const filtered = render(<EmptyFiltered />);
    expect(screen.getByText('No bookings found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria.')).toBeInTheDocument();
    expect(within(table()).queryByRole('button', { name: 'New Booking' })).toBeNull();
    filtered.unmount();

    const onRetry = vi.fn();
    render(<Failed list={listOf([], { error: BOOKING_MESSAGES.fetchFailed, onRetry })} />);
    expect(screen.getByText('Failed to fetch bookings')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('exports the filtered list, busy until the download is ready', async () => {
    let finish = () => {};
    const onExport = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Filled list={EACH_STATUS} onExport={onExport} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(onExport).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Exporting...' })).toBeInTheDocument();
    finish();
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('offers no export to a host that has none', () => {
    render(<Filled list={EACH_STATUS} onExport={undefined} />);
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(screen.getByRole('button', { name: 'New Booking' })).toBeInTheDocument();
  });
});

describe('the filters', () => {
  it('searches by what is typed once typing pauses', async () => {
    const onQueryChange = vi.fn();
    render(<Filled query={{ ...PLAIN_QUERY, page: 2 }} onQueryChange={onQueryChange} />);
    const search = screen.getByRole('searchbox', { name: 'Search Bookings' });
    expect(search.getAttribute('placeholder')).toBe('Search by project, plot, owner, mobile...');
    await onTypingClock(async (user, pause) => {
      await user.type(search, 'Anil');
      expect(onQueryChange).not.toHaveBeenCalled();
      await pause();
      expect(onQueryChange).toHaveBeenCalledExactlyOnceWith(
        filteredBy({ searchTerm: 'Anil' }),
        'typed',
      );
    });
  });

  it('applies a typed date once typing pauses, as one choice', async () => {
    const onQueryChange = vi.fn();
    render(<Filled list={EACH_STATUS} onQueryChange={onQueryChange} />);
    const from = screen.getByRole('group', { name: 'From Date' });
    await onTypingClock(async (user, pause) => {
      for (const [segment, digits] of [
        ['month', '03'],
        ['day', '14'],
        ['year', '2026'],
      ] as const) {
        await user.click(within(from).getByRole('spinbutton', { name: new RegExp(segment) }));
        await user.keyboard(digits);
      }
      expect(onQueryChange).not.toHaveBeenCalled();
      await pause();
      expect(onQueryChange).toHaveBeenCalledExactlyOnceWith(
        filteredBy({ startDate: '2026-03-14' }),
        'chosen',
      );
    });
  });

  it('applies each choice at once; a new project drops the plot of the old one', async () => {
    const onQueryChange = vi.fn();
    render(<Filtered onQueryChange={onQueryChange} />);
    const filtered = (filters: Partial<typeof FILTERED.filters>) => ({
      ...FILTERED,
      filters: { ...FILTERED.filters, ...filters },
    });
    await choose('Status', 'Registry Done');
    expect(onQueryChange).toHaveBeenLastCalledWith(
      filtered({ bookingStatus: 'RegistryDone' }),
      'chosen',
    );
    await choose('Plot', 'A-3');
    expect(onQueryChange).toHaveBeenLastCalledWith(filtered({ plotId: 103 }), 'chosen');
    await choose('Project', 'Sunrise Enclave');
    expect(onQueryChange).toHaveBeenLastCalledWith(
      filtered({ projectId: 2, plotId: null }),
      'chosen',
    );
    // The story's filters stay as they are, so the box keeps its list open over the panel.
    await userEvent.keyboard('{Escape}');
    await choose('Channel Partner', 'Meera Kapoor');
    expect(onQueryChange).toHaveBeenLastCalledWith(filtered({ channelPartnerId: 2 }), 'chosen');
  });

  it('names the project the host loaded by its id, and hands typing to it to search', async () => {
    const onProjectSearch = vi.fn();
    const filter = FILTERED_CHOICES.filter;
    render(
      <Filtered
        choices={{
          ...FILTERED_CHOICES,
          filter: { ...filter, projects: { ...filter.projects, onSearch: onProjectSearch } },
        }}
      />,
    );
    const project = screen.getByRole('combobox', { name: 'Project' });
    expect(project).toHaveProperty('value', 'Green Valley');
    await userEvent.clear(project);
    await userEvent.type(project, 'lake');
    expect(onProjectSearch).toHaveBeenLastCalledWith('lake');
  });

  it('keeps the plot filter disabled until a project is chosen', () => {
    const { unmount } = render(<Filled list={EACH_STATUS} />);
    expect(screen.getByRole('button', { name: /Plot$/ }).hasAttribute('disabled')).toBe(true);
    unmount();
    render(<Filtered />);
    expect(screen.getByRole('button', { name: /Plot$/ }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: /Plot$/ }).textContent).toContain('A-1');
  });

  it('shows the date range and clears every filter and the page size at once, on page 1', async () => {
    const onQueryChange = vi.fn();
    const { unmount } = render(<Filled list={EACH_STATUS} />);
    expect(screen.getByRole('button', { name: 'Clear All Filters' }).hasAttribute('disabled')).toBe(
      true,
    );
    unmount();
    render(
      <Filtered query={{ ...FILTERED, page: 2, pageSize: 25 }} onQueryChange={onQueryChange} />,
    );
    expect(screen.getByRole('group', { name: 'From Date' }).textContent).toContain('03/01/2026');
    expect(screen.getByRole('group', { name: 'To Date' }).textContent).toContain('03/31/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(onQueryChange).toHaveBeenCalledWith(PLAIN_QUERY, 'chosen');
  });
});

// Each test goes through two dialogs, which takes jsdom longer than the default five seconds.
describe('the status workflow', () => {
  it('lists only the next statuses, then confirms the chosen one with a remark', async () => {
    const onChangeStatus = vi.fn(async () => ({ ok: true }) as const);
    render(<Filled list={EACH_STATUS} onChangeStatus={onChangeStatus} />);
    await userEvent.click(statusButtonOf('BK-0024'));
    const picker = screen.getByRole('dialog', { name: 'Change Booking Status' });
    expect(
      within(within(picker).getByRole('list', { name: 'Next statuses' }))
        .getAllByRole('button')
        .map((button) => button.firstElementChild?.textContent),
    ).toEqual(['Confirm Booking', 'Cancel Booking']);
    await userEvent.click(within(picker).getByRole('button', { name: 'Confirm Booking' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm Booking' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm Booking' }));
    expect(within(confirm).getByText('Remark is required')).toBeInTheDocument();
    expect(onChangeStatus).not.toHaveBeenCalled();
    await userEvent.type(within(confirm).getByRole('textbox', { name: /Remark/ }), 'Paid');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm Booking' }));
    expect(onChangeStatus).toHaveBeenCalledWith(
      expect.objectContaining({ id: 1, bookingStatus: 'Token' }),
      expect.objectContaining({ newStatus: 'Booking', remark: 'Paid' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks a cancellation for its reason, and goes back to the picker', async () => {
    const onChangeStatus = vi.fn(async () => ({ ok: true }) as const);
    render(<Filled list={EACH_STATUS} onChangeStatus={onChangeStatus} />);
    await userEvent.click(statusButtonOf('BK-0024'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel Booking' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Back' }));
    expect(
      await screen.findByRole('dialog', { name: 'Change Booking Status' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel Booking' });
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel Booking' }));
    expect(within(again).getByText('Cancellation reason is required')).toBeInTheDocument();
    expect(within(again).getByText('Remark is required')).toBeInTheDocument();
    await userEvent.type(
      within(again).getByRole('textbox', { name: /Cancellation Reason/ }),
      'Buyer withdrew',
    );
    await userEvent.type(within(again).getByRole('textbox', { name: /Remark/ }), 'Token refunded');
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel Booking' }));
    expect(onChangeStatus).toHaveBeenCalledWith(
      expect.objectContaining({ id: 1 }),
      expect.objectContaining({
        newStatus: 'Cancelled',
        cancellationReason: 'Buyer withdrew',
        remark: 'Token refunded',
      }),
    );
  });

  it('registers with the registration number, the registry date starting today', async () => {
    const onChangeStatus = vi.fn(async () => ({ ok: true }) as const);
    render(<Filled list={EACH_STATUS} onChangeStatus={onChangeStatus} />);
    const number = BOOKING_IN.Booking.bookingNumber!;
    await userEvent.click(statusButtonOf(number));
    expect(
      within(screen.getByRole('list', { name: 'Next statuses' }))
        .getAllByRole('button')
        .map((button) => button.firstElementChild?.textContent),
    ).toEqual(['Registry Done', 'Cancel Booking']);
    await userEvent.click(screen.getByRole('button', { name: 'Registry Done' }));
    const confirm = await screen.findByRole('dialog', { name: 'Registry Done' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Registry Done' }));
    expect(within(confirm).getByText('Registration number is required')).toBeInTheDocument();
    await userEvent.type(
      within(confirm).getByRole('textbox', { name: /Registration Number/ }),
      'REG/77',
    );
    await userEvent.type(within(confirm).getByRole('textbox', { name: /Remark/ }), 'Registered');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Registry Done' }));
    expect(onChangeStatus).toHaveBeenCalledWith(
      expect.objectContaining({ bookingNumber: number }),
      expect.objectContaining({
        newStatus: 'RegistryDone',
        actualRegistryDate: TODAY,
        registrationNumber: 'REG/77',
      }),
    );
  });

  it('keeps the confirmation and what was typed when the change is refused', async () => {
    const onChangeStatus = vi.fn(
      async () => ({ ok: false, fieldErrors: { remark: 'Remark is required' } }) as const,
    );
    render(<Filled list={EACH_STATUS} onChangeStatus={onChangeStatus} />);
    await userEvent.click(statusButtonOf('BK-0024'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Booking' });
    await userEvent.type(within(confirm).getByRole('textbox', { name: /Remark/ }), '   x');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm Booking' }));
    expect(await within(confirm).findByText('Remark is required')).toBeInTheDocument();
    expect(within(confirm).getByRole('textbox', { name: /Remark/ })).toHaveProperty(
      'value',
      '   x',
    );
  });

  it('runs end to end over the sample data: confirmed, then final once registered', async () => {
    // Five a page: the list is drawn again at each step, and the test needs its first row alone.
    render(<Catalog query={{ ...PLAIN_QUERY, pageSize: 5 }} />);
    await userEvent.click(statusButtonOf('BK-0024'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Remark/ }), 'Paid');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(statusButtonOf('BK-0024'));
    await userEvent.click(screen.getByRole('button', { name: 'Registry Done' }));
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Registration Number/ }),
      'REG/1',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Remark/ }), 'Done');
    await userEvent.click(screen.getByRole('button', { name: 'Registry Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const final = statusButtonOf('BK-0024');
    expect(final.hasAttribute('disabled')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'BK-0024' }));
    const details = screen.getByRole('dialog', { name: 'Booking BK-0024' });
    const changes = within(details).getByRole('list', { name: 'Status changes, oldest first' });
    expect(within(changes).getAllByRole('listitem')).toHaveLength(3);
    expect(within(changes).getByText('REG/1')).toBeInTheDocument();
  });
});

describe('details and delete', () => {
  it('opens the details from the booking number', async () => {
    const onOpen = vi.fn();
    render(<Filled list={EACH_STATUS} record={{ ...DETAILS, id: null, onOpen }} />);
    await userEvent.click(screen.getByRole('button', { name: 'BK-0023' }));
    expect(onOpen).toHaveBeenCalledWith(2);
  });

  it('waits for the host to load a booking on no page shown, then shows it', () => {
    const other = BOOKINGS[BOOKINGS.length - 1]!;
    const opened = { ...DETAILS, id: other.id, statusHistory: NOT_LOADED };
    const { rerender } = render(
      <Filled
        list={EACH_STATUS}
        record={{ ...opened, details: { ...NOT_LOADED, isLoading: true } }}
      />,
    );
    const loading = screen.getByRole('dialog', { name: 'Booking' });
    expect(
      within(loading).getByRole('progressbar', { name: 'Loading booking details' }),
    ).toBeInTheDocument();
    rerender(<Filled list={EACH_STATUS} record={{ ...opened, details: loaded(other) }} />);
    expect(
      screen.getByRole('dialog', { name: `Booking ${other.bookingNumber}` }),
    ).toBeInTheDocument();
  });

  it("titles a listed booking's details by its row while the whole booking loads", () => {
    render(
      <Filled
        list={EACH_STATUS}
        record={{ ...DETAILS, details: { ...NOT_LOADED, isLoading: true } }}
      />,
    );
    const details = screen.getByRole('dialog', { name: 'Booking BK-0022' });
    expect(
      within(details).getByRole('progressbar', { name: 'Loading booking details' }),
    ).toBeInTheDocument();
  });

  it('opens nothing from a row, and offers no Edit, for a host that opens no booking', () => {
    render(<Filled list={EACH_STATUS} record={undefined} />);
    const row = rowOf('BK-0023');
    expect(within(row).queryByRole('button', { name: 'BK-0023' })).toBeNull();
    expect(within(row).getByText('BK-0023')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Edit booking BK-0023' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Delete booking BK-0023' })).toBeInTheDocument();
  });

  it("shows the viewed booking's status history, and closes", async () => {
    const onOpen = vi.fn();
    render(<DetailsWithHistory list={EACH_STATUS} record={{ ...DETAILS, onOpen }} />);
    const details = screen.getByRole('dialog', { name: 'Booking BK-0022' });
    const items = within(details).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Created as TokenAsha Rao on 02\/03\/2026, 11:00 am$/),
      expect.stringMatching(/^Token→toBookingAsha Rao on 05\/03\/2026, 2:45 pmRemark/),
      expect.stringMatching(/^Booking→toRegistry DoneA deleted user on 12\/03\/2026, 5:15 pm/),
    ]);
    expect(within(items[2]!).getByText('REG/2026/1002')).toBeInTheDocument();
    await userEvent.click(within(details).getByRole('button', { name: 'Close' }));
    expect(onOpen).toHaveBeenCalledWith(null);
  });

  it("passes the viewed booking's payments on to its details, for whoever may see them", () => {
    const { unmount } = render(<DetailsWithHistory list={EACH_STATUS} />);
    expect(screen.queryByRole('heading', { name: 'Payments' })).toBeNull();
    unmount();
    render(
      <DetailsWithHistory list={EACH_STATUS} record={{ ...DETAILS, payments: PAYMENTS_PROPS }} />,
    );
    const details = screen.getByRole('dialog', { name: 'Booking BK-0022' });
    expect(within(details).getByRole('heading', { name: 'Payments' })).toBeInTheDocument();
    expect(within(details).getByRole('grid', { name: 'Receipts' })).toBeInTheDocument();
  });

  it('keeps the delete question open when deleting fails', async () => {
    const onDelete = vi.fn(async () => ({ ok: false }));
    render(<Filled list={EACH_STATUS} onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete booking BK-0023' }));
    const question = screen.getByRole('alertdialog', { name: 'Delete booking BK-0023' });
    expect(
      within(question).getByText('Are you sure you want to delete this booking?'),
    ).toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('closes the delete question once deleted', async () => {
    render(<Filled list={EACH_STATUS} onDelete={async () => ({ ok: true })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete booking BK-0023' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

describe('the booking as the hub of its work', () => {
  const HUB = stories.BookingHub.args!.record!;
  const token = BOOKING_IN.Token;
  const details = () => screen.getByRole('dialog', { name: `Booking ${token.bookingNumber}` });

  it('lists its follow-ups newest first in its details, with Log follow-up', () => {
    render(<BookingHub list={EACH_STATUS} />);
    const section = within(details()).getByRole('list', { name: 'Follow-ups, newest first' });
    const calls = within(section).getAllByRole('article');
    expect(calls.map((call) => call.getAttribute('aria-label'))).toEqual([
      'Follow-up of 11/03/2025',
      'Follow-up of 25/02/2025',
      'Follow-up of 10/02/2025',
    ]);
    expect(within(details()).getByRole('button', { name: 'Log follow-up' })).toBeInTheDocument();
  });

  it('logs a follow-up on the booking, taken by the signed-in user, then shows its details again', async () => {
    const onLog = vi.fn(async () => ({ ok: true }) as const);
    render(
      <BookingHub
        list={EACH_STATUS}
        record={{ ...HUB, followUps: { ...HUB.followUps!, onLog } }}
      />,
    );
    await userEvent.click(within(details()).getByRole('button', { name: 'Log follow-up' }));
    const form = await screen.findByRole('dialog', { name: 'Add Follow-up' });
    expect(screen.queryByRole('dialog', { name: `Booking ${token.bookingNumber}` })).toBeNull();
    expect(within(form).getByRole('textbox', { name: 'Taken By' })).toHaveValue('Asha Rao');
    await fillIn(within(form).getByRole('textbox', { name: /^Purpose/ }), 'Site visit');
    await fillIn(
      within(form).getByRole('textbox', { name: /^Follow-up Update/ }),
      'Wants the corner plot measured.',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Add Follow-up' }));
    expect(onLog).toHaveBeenCalledWith(
      expect.objectContaining({
        bookingId: token.id,
        followUpDate: TODAY,
        purpose: 'Site visit',
        followUpUpdate: 'Wants the corner plot measured.',
        followUpTakenBy: 'Asha Rao',
      }),
      null,
    );
    expect(await screen.findByRole('dialog', { name: `Booking ${token.bookingNumber}` })).toBe(
      details(),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Follow-up' })).toBeNull());
  });

  it('keeps the follow-up form and what was typed when logging it is refused', async () => {
    const onLog = vi.fn(async () => ({ ok: false, fieldErrors: { purpose: 'Too long' } }) as const);
    render(
      <BookingHub
        list={EACH_STATUS}
        record={{ ...HUB, followUps: { ...HUB.followUps!, onLog } }}
      />,
    );
    await userEvent.click(within(details()).getByRole('button', { name: 'Log follow-up' }));
    const form = await screen.findByRole('dialog', { name: 'Add Follow-up' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Purpose/ }), 'Call');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Follow-up Update/ }), 'Done');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Follow-up' }));
    expect(await within(form).findByText('Too long')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Purpose/ })).toHaveValue('Call');
  });

  it('changes its status from its details, and shows them again after', async () => {
    const onChangeStatus = vi.fn(async () => ({ ok: true }) as const);
    render(<BookingHub list={EACH_STATUS} onChangeStatus={onChangeStatus} />);
    await userEvent.click(within(details()).getByRole('button', { name: 'Change Status' }));
    const picker = await screen.findByRole('dialog', { name: 'Change Booking Status' });
    expect(screen.queryByRole('dialog', { name: `Booking ${token.bookingNumber}` })).toBeNull();
    await userEvent.click(within(picker).getByRole('button', { name: 'Confirm Booking' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Booking' });
    await userEvent.type(within(confirm).getByRole('textbox', { name: /Remark/ }), 'Paid');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm Booking' }));
    expect(onChangeStatus).toHaveBeenCalledWith(
      expect.objectContaining({ id: token.id, version: token.version }),
      expect.objectContaining({ newStatus: 'Booking' }),
    );
    expect(
      await screen.findByRole('dialog', { name: `Booking ${token.bookingNumber}` }),
    ).toBeInTheDocument();
  });

  it('edits it from its details, and shows them again once the form closes', async () => {
    const onOpen = vi.fn();
    render(<BookingHub list={EACH_STATUS} record={{ ...HUB, onOpen }} />);
    await userEvent.click(within(details()).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Booking' });
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByRole('dialog', { name: `Booking ${token.bookingNumber}` }),
    ).toBeInTheDocument();
    expect(onOpen).not.toHaveBeenCalledWith(null);
  });

  it('offers no status change for a final status, and no follow-ups to a host without them', () => {
    const registered = BOOKING_IN.RegistryDone;
    render(<DetailsWithHistory list={EACH_STATUS} />);
    const shown = screen.getByRole('dialog', { name: `Booking ${registered.bookingNumber}` });
    expect(within(shown).queryByRole('button', { name: 'Change Status' })).toBeNull();
    expect(within(shown).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(shown).queryByRole('heading', { name: 'Follow-ups' })).toBeNull();
  });

  it('lists follow-ups without Log follow-up for a host that may not log them', () => {
    render(
      <BookingHub
        list={EACH_STATUS}
        record={{ ...HUB, followUps: { list: HUB.followUps!.list } }}
      />,
    );
    expect(within(details()).getByRole('heading', { name: 'Follow-ups' })).toBeInTheDocument();
    expect(within(details()).queryByRole('button', { name: 'Log follow-up' })).toBeNull();
  });
});

describe('the booking form', () => {
  const profession = () => screen.getByRole('textbox', { name: /^Profession/ }) as HTMLInputElement;

  it("opens 'Create New Booking' from New Booking, in the filtered project", async () => {
    const onFormProjectChange = vi.fn();
    render(
      <Filtered
        choices={{
          ...FILTERED_CHOICES,
          form: { ...FILTERED_CHOICES.form, onProjectChange: onFormProjectChange },
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'New Booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Booking' });
    expect(onFormProjectChange).toHaveBeenLastCalledWith(1, null);
    expect(within(dialog).getByRole('combobox', { name: /^Project/ })).toHaveProperty(
      'value',
      'Green Valley',
    );
  });

  it("hands what is typed in the form's project picker to the host to search", async () => {
    const onFormProjectSearch = vi.fn();
    const { form } = CHOICES;
    render(
      <Filled
        list={EACH_STATUS}
        choices={{
          ...CHOICES,
          form: { ...form, projects: { ...form.projects, onSearch: onFormProjectSearch } },
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'New Booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Booking' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: /^Project/ }), 'sun');
    expect(onFormProjectSearch).toHaveBeenLastCalledWith('sun');
  });

  it("opens 'Edit Booking' on the row's whole booking, and hands the save over with it", async () => {
    const onSave = vi.fn(async () => ({ ok: true }) as const);
    const onOpen = vi.fn();
    render(<Filled list={EACH_STATUS} onSave={onSave} record={{ ...DETAILS, id: null, onOpen }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit booking BK-0023' }));
    // The row holds only its columns: the booking is opened, loaded whole, and edited.
    expect(onOpen.mock.calls).toEqual([[2]]);
    expect(screen.getByRole('dialog', { name: 'Edit Booking' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Booking BK-0023' })).toBeNull();
    expect(profession().value).toBe('Business');
    await userEvent.click(screen.getByRole('button', { name: 'Update Booking' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ plotOwnerName: 'Priya Nair', profession: 'Business' }),
      expect.objectContaining({ id: 2, version: 2 }),
    );
    // Closing the form closes the booking it opened: the list is as it was.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpen.mock.calls).toEqual([[2], [null]]);
  });

  it('waits for the whole booking before its edit form opens, showing neither meanwhile', async () => {
    const record = { ...DETAILS, id: null, onOpen: vi.fn() };
    const { rerender } = render(
      <Filled
        list={EACH_STATUS}
        record={{ ...record, details: { ...NOT_LOADED, isLoading: true } }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit booking BK-0023' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const whole = BOOKINGS.find(({ id }) => id === 2)!;
    rerender(<Filled list={EACH_STATUS} record={{ ...record, details: loaded(whole) }} />);
    expect(await screen.findByRole('dialog', { name: 'Edit Booking' })).toBeInTheDocument();
  });

  it('shows the booking as stored when the save met a newer change', async () => {
    const stored = { ...BOOKING_IN.Booking, version: 9, profession: 'Surgeon' };
    const onSave = vi.fn(async () => ({ ok: false, conflict: true, stored }) as const);
    render(<Filled list={EACH_STATUS} onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit booking BK-0023' }));
    await userEvent.clear(profession());
    await userEvent.type(profession(), 'Dentist');
    await userEvent.click(screen.getByRole('button', { name: 'Update Booking' }));
    // The stored booking takes the form's place: waiting for its words, rather than asking every box
    // its name at each change of the page, then reading them in Profession.
    await screen.findByDisplayValue('Surgeon');
    expect(profession().value).toBe('Surgeon');
    expect(screen.getByRole('dialog', { name: 'Edit Booking' })).toBeInTheDocument();
  });

  it('tells the host which booking it edits, and shows its notice in the edit form only', async () => {
    const notice = changedWhileEditingNotice('booking', true);
    const onEditingChange = vi.fn();
    render(<EditedElsewhere list={EACH_STATUS} editing={{ onEditingChange, notice }} />);
    await userEvent.click(screen.getByRole('button', { name: 'New Booking' }));
    const create = screen.getByRole('dialog', { name: 'Create New Booking' });
    expect(within(create).queryByText(notice)).toBeNull();
    await userEvent.click(within(create).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onEditingChange).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Edit booking BK-0023' }));
    expect(onEditingChange.mock.calls).toEqual([[2]]);
    const edit = screen.getByRole('dialog', { name: 'Edit Booking' });
    expect(within(edit).getByRole('status')).toHaveTextContent(notice);
    await userEvent.click(within(edit).getByRole('button', { name: 'Cancel' }));
    expect(onEditingChange.mock.calls).toEqual([[2], [null]]);
  });

  it('closes the status dialog when someone else changed the booking first', async () => {
    const onChangeStatus = vi.fn(async () => ({ ok: false, conflict: true }) as const);
    render(<Filled list={EACH_STATUS} onChangeStatus={onChangeStatus} />);
    await userEvent.click(statusButtonOf('BK-0024'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Remark/ }), 'Paid');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe("'Book this plot'", () => {
  const BookThisPlot = composeStory(stories.BookThisPlot, stories.default);
  const plot = stories.BookThisPlot.args!.choices!.form.plotToBook!.plot;
  /** The screen's choices with this ask of the host. */
  const asking = (plotToBook: PlotToBookRequest | null) => ({
    ...CHOICES,
    form: { ...CHOICES.form, plotToBook },
  });

  it('opens the form once on a new booking of the plot, in its project, and tells the host', async () => {
    const onOpened = vi.fn();
    const { rerender } = render(
      <BookThisPlot list={EACH_STATUS} choices={asking({ plot, onOpened })} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create New Booking' });
    expect(within(dialog).getByRole('combobox', { name: 'Project' })).toHaveValue('Green Valley');
    expect(within(dialog).getByRole('combobox', { name: 'Plot' })).toHaveValue('A-2 (1,350 sq ft)');
    expect(within(dialog).getByRole('region', { name: 'Selected Plot' })).toBeInTheDocument();
    // The host forgets the ask once told; the form stays as it is.
    rerender(<BookThisPlot list={EACH_STATUS} choices={asking(null)} />);
    expect(onOpened).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('combobox', { name: 'Plot' })).toHaveValue('A-2 (1,350 sq ft)');
  });

  it("lets 'New Booking' afterwards start afresh", async () => {
    render(<BookThisPlot list={EACH_STATUS} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Booking' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'New Booking' }));
    const fresh = await screen.findByRole('dialog', { name: 'Create New Booking' });
    expect(within(fresh).getByRole('combobox', { name: 'Project' })).toHaveValue('');
    expect(within(fresh).getByRole('combobox', { name: 'Plot' })).toHaveValue('');
  });
});

describe("'Book a plot' on an enquiry", () => {
  const BookFromEnquiry = composeStory(stories.BookFromEnquiry, stories.default);
  const FROM_ENQUIRY = stories.BookFromEnquiry.args!.choices!;
  const enquiry = FROM_ENQUIRY.form.enquiryToBook!.enquiry;
  /**
   * The screen's choices with this ask of the host, whose pickers have found nothing yet: the
   * project and the partner are named by the enquiry alone.
   */
  const asking = (enquiryToBook: EnquiryToBookRequest | null) => ({
    ...FROM_ENQUIRY,
    form: {
      ...FROM_ENQUIRY.form,
      projects: choicesOf([]),
      partners: choicesOf([]),
      enquiryToBook,
    },
  });
  const textbox = (dialog: HTMLElement, name: string) =>
    within(dialog).getByRole('textbox', { name });
  const fromEnquiryNotice = bookingFromEnquiryNotice('Sunita Iyer');

  /** Picks Green Valley's A-2 and fills in what an enquiry does not tell. */
  async function fillInTheRest(dialog: HTMLElement) {
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Plot' }), 'A-2');
    await userEvent.click(await screen.findByRole('option', { name: 'A-2 (1,350 sq ft)' }));
    await userEvent.type(textbox(dialog, 'Plot Sale Rate (per sq. yd.)'), '4500');
    await userEvent.type(textbox(dialog, 'Token Amount'), '51000');
    await userEvent.tab();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Female' }));
    await fillIn(textbox(dialog, 'Profession'), 'Teacher');
  }

  it('opens the form once on a new booking filled from the enquiry, says so, and tells the host', async () => {
    const onOpened = vi.fn();
    const { rerender } = render(
      <BookFromEnquiry list={EACH_STATUS} choices={asking({ enquiry, onOpened })} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create New Booking' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(fromEnquiryNotice);
    expect(within(dialog).getByRole('combobox', { name: 'Project' })).toHaveValue('Green Valley');
    expect(within(dialog).getByRole('radio', { name: 'Channel Partner' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Channel Partner' })).toHaveValue(
      'Meera Kapoor',
    );
    // The form draws its later sections a render after it opens.
    expect(await within(dialog).findByRole('textbox', { name: 'Plot Owner Name' })).toHaveValue(
      'Sunita Iyer',
    );
    expect(within(dialog).getByRole('radio', { name: 'Full Mobile Number' })).toBeChecked();
    expect(textbox(dialog, 'Owner Mobile Number')).toHaveValue('9876500012');
    expect(textbox(dialog, 'Email ID')).toHaveValue('sunita.iyer@example.com');

    // The same ask again, as the host draws it anew, opens nothing more; once told, the host
    // forgets it, and the form stays as it is.
    rerender(<BookFromEnquiry list={EACH_STATUS} choices={asking({ enquiry, onOpened })} />);
    rerender(<BookFromEnquiry list={EACH_STATUS} choices={asking(null)} />);
    expect(onOpened).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Create New Booking' })).toBe(dialog);
    expect(textbox(dialog, 'Plot Owner Name')).toHaveValue('Sunita Iyer');
    expect(within(dialog).getByRole('status')).toHaveTextContent(fromEnquiryNotice);
  });

  it("names the enquiry in the save, and not in a plain 'New Booking' afterwards, which starts empty", async () => {
    const onSave = vi.fn(async () => ({ ok: true }) as const);
    render(<BookFromEnquiry list={EACH_STATUS} onSave={onSave} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Booking' });
    await within(dialog).findByRole('textbox', { name: 'Profession' });
    await fillInTheRest(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Booking' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        projectId: '1',
        plotId: '102',
        salesRoute: 'channel_partner',
        channelPartnerId: '2',
        plotOwnerName: 'Sunita Iyer',
        mobileNumberType: 'full',
        ownerMobileNumber: '9876500012',
        emailId: 'sunita.iyer@example.com',
      }),
      null,
      { enquiryId: 12 },
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'New Booking' }));
    const fresh = await screen.findByRole('dialog', { name: 'Create New Booking' });
    expect(within(fresh).queryByText(fromEnquiryNotice)).toBeNull();
    expect(within(fresh).getByRole('combobox', { name: 'Project' })).toHaveValue('');
    expect(within(fresh).getByRole('radio', { name: 'Channel Partner' })).not.toBeChecked();
    expect(await within(fresh).findByRole('textbox', { name: 'Plot Owner Name' })).toHaveValue('');
    expect(textbox(fresh, 'Owner Mobile Number')).toHaveValue('');
    expect(textbox(fresh, 'Email ID')).toHaveValue('');

    await userEvent.type(within(fresh).getByRole('combobox', { name: 'Project' }), 'Green');
    await userEvent.click(await screen.findByRole('option', { name: 'Green Valley' }));
    await userEvent.click(within(fresh).getByRole('radio', { name: 'Channel Partner' }));
    await userEvent.type(within(fresh).getByRole('combobox', { name: 'Channel Partner' }), 'Ravi');
    await userEvent.click(await screen.findByRole('option', { name: 'Ravi Estates' }));
    await fillIn(textbox(fresh, 'Plot Owner Name'), 'Kiran Rao');
    await fillIn(textbox(fresh, 'Owner Mobile Number'), '9123456780');
    await fillInTheRest(fresh);
    await userEvent.click(within(fresh).getByRole('button', { name: 'Create Booking' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    // A booking of no enquiry: the host is handed the form and no booking, nothing more.
    expect(onSave.mock.calls[1]).toEqual([
      expect.objectContaining({ plotOwnerName: 'Kiran Rao', channelPartnerId: '1' }),
      null,
    ]);
    expect(onSave.mock.calls[1]).toHaveLength(2);
  });
});
