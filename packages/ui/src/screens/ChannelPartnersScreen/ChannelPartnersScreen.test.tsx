import {
  CHANNEL_PARTNER_MESSAGES,
  changedWhileEditingNotice,
  channelPartnerPayload,
  type ChannelPartnerForm,
} from '@plotline/domain';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './ChannelPartnersScreen.stories';
import { COMMISSION_PROPS } from './commission/commission.fixtures';
import { COMPANY, PARTNERSHIP, PLAIN_QUERY, PROPRIETORSHIP } from './channel-partners.fixtures';
import { listOf, loaded, NOT_LOADED, type SaveOutcome } from '../../patterns';

const {
  Filled,
  Loading,
  Empty,
  EmptyFiltered,
  Failed,
  Filtered,
  Viewing,
  ViewingAnotherPage,
  EditedElsewhere,
} = composeStories(stories);

const NO_FILTERS = PLAIN_QUERY.filters;

const table = () => screen.getByRole('grid', { name: 'Channel Partners' });
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });
const cellsOf = (name: string) =>
  within(rowOf(name))
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent);

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`${label}$`) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the list', () => {
  it('shows the columns of docs/product/screens.md and each partner in them', () => {
    render(<Filled />);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Name',
      'Nature',
      'Company',
      'Mobile',
      'Email',
      'Associated Persons',
      'Created',
      'Actions',
    ]);
    expect(within(rowOf('Ravi Sharma')).getByRole('rowheader').textContent).toBe(
      'Ravi SharmaActive',
    );
    expect(cellsOf('Ravi Sharma')).toEqual([
      'Individual PersonCommission 2.5%',
      'N/A',
      '9876543210',
      'ravi@example.com',
      '1',
      '01/03/2026, 11:30 am',
      'Bookings',
    ]);
    expect(within(rowOf('Skyline Realty')).getByRole('rowheader').textContent).toBe(
      'Skyline Realty Pvt LtdInactive',
    );
    expect(cellsOf('Skyline Realty').slice(0, 5)).toEqual([
      'Registered CompanyCommission 1.75%',
      'Skyline Realty Pvt Ltd',
      '9844400044',
      'info@skyline.example',
      'No Associates',
    ]);
    expect(screen.getByText('Showing 1 to 10 of 24 results')).toBeInTheDocument();
  });

  it('links each partner to its bookings', () => {
    render(<Filled />);
    const link = screen.getByRole('link', { name: 'Bookings of Kapoor & Sons' });
    expect(link.getAttribute('href')).toBe('/bookings?channelPartnerId=3');
  });

  it('shows no bookings link for a host with no bookings to link to', () => {
    render(<Filled bookingsHref={undefined} />);
    expect(screen.queryByRole('link', { name: 'Bookings of Kapoor & Sons' })).toBeNull();
    expect(screen.getByRole('button', { name: 'View Kapoor & Sons' })).toBeInTheDocument();
  });

  it('asks for another page and each sort the API offers, a new sort on page 1', async () => {
    const onQueryChange = vi.fn();
    render(<Filled query={{ ...PLAIN_QUERY, page: 2 }} onQueryChange={onQueryChange} />);
    const sorted = () => onQueryChange.mock.lastCall?.[0].sort;
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onQueryChange).toHaveBeenCalledWith({ ...PLAIN_QUERY, page: 3 }, 'chosen');
    await userEvent.click(screen.getByRole('columnheader', { name: 'Name' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(
      { ...PLAIN_QUERY, sort: { sortBy: 'Name', sortOrder: 'desc' } },
      'chosen',
    );
    await userEvent.click(screen.getByRole('columnheader', { name: 'Nature' }));
    expect(sorted()).toEqual({ sortBy: 'NatureId', sortOrder: 'asc' });
    await userEvent.click(screen.getByRole('columnheader', { name: 'Created' }));
    expect(sorted()).toEqual({ sortBy: 'CreatedAt', sortOrder: 'asc' });
    await userEvent.click(screen.getByRole('columnheader', { name: 'Company' }));
    // The page, then the three sorts: Company sorts nothing.
    expect(onQueryChange).toHaveBeenCalledTimes(4);
  });

  it('shows its loading, empty and failed states', async () => {
    const loading = render(<Loading />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    loading.unmount();

    const empty = render(<Empty />);
    expect(within(table()).getByText('No channel partners found')).toBeInTheDocument();
    expect(screen.getByText('Get started by adding a new channel partner.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    await userEvent.click(within(table()).getByRole('button', { name: 'Add Partner' }));
    const form = await screen.findByRole('dialog', { name: 'Add Channel Partner' });
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Export CSV' }).hasAttribute('disabled')).toBe(true);
    empty.unmount();

    const filtered = render(<EmptyFiltered />);
    expect(screen.getByText('No channel partners found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria.')).toBeInTheDocument();
    expect(within(table()).queryByRole('button', { name: 'Add Partner' })).toBeNull();
    filtered.unmount();

    const onRetry = vi.fn();
    render(<Failed list={listOf([], { error: CHANNEL_PARTNER_MESSAGES.fetchFailed, onRetry })} />);
    expect(screen.getByText('Failed to fetch channel partners')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('adds a partner from the header', async () => {
    render(<Filled />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Channel Partners');
    await userEvent.click(screen.getByRole('button', { name: 'Add Partner' }));
    expect(screen.getByRole('dialog', { name: 'Add Channel Partner' })).toBeInTheDocument();
  });

  it('exports the filtered list, busy until the download is ready', async () => {
    let finish = () => {};
    const onExport = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Filled onExport={onExport} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(onExport).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Exporting...' })).toBeInTheDocument();
    finish();
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });
});

describe('the filters', () => {
  /** What the host was asked for: the filters, on page 1. */
  const filteredBy = (filters: typeof NO_FILTERS) => ({ ...PLAIN_QUERY, filters });

  it('applies typed text once typing pauses, on page 1', async () => {
    const onFiltersChange = vi.fn();
    render(<Filled query={{ ...PLAIN_QUERY, page: 2 }} onQueryChange={onFiltersChange} />);
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search Channel Partners' }),
      'Ravi',
    );
    await waitFor(() =>
      expect(onFiltersChange).toHaveBeenCalledWith(
        filteredBy({ ...NO_FILTERS, searchTerm: 'Ravi' }),
        'typed',
      ),
    );
    const mobile = screen.getByRole('textbox', { name: 'Mobile Number' });
    await userEvent.type(mobile, '98-7 x');
    expect(mobile).toHaveValue('987');
    await waitFor(() =>
      expect(onFiltersChange).toHaveBeenLastCalledWith(
        filteredBy({ ...NO_FILTERS, mobileNumber: '987' }),
        'typed',
      ),
    );
    expect(onFiltersChange).toHaveBeenCalledTimes(2);
  });

  it('applies each choice at once: status, nature and page size', async () => {
    const onFiltersChange = vi.fn();
    render(<Filled onQueryChange={onFiltersChange} />);
    await choose('Status', 'Inactive');
    expect(onFiltersChange).toHaveBeenLastCalledWith(
      filteredBy({ ...NO_FILTERS, isActive: false }),
      'chosen',
    );
    await choose('Nature', 'Partnership Firm');
    expect(onFiltersChange).toHaveBeenLastCalledWith(
      filteredBy({ ...NO_FILTERS, natureId: 3 }),
      'chosen',
    );
    await choose('Page Size', '25');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...PLAIN_QUERY, pageSize: 25 }, 'chosen');
  });

  it('shows the filters applied and clears them all at once', async () => {
    const onFiltersChange = vi.fn();
    const { unmount } = render(<Filled />);
    expect(screen.getByRole('button', { name: 'Clear All Filters' }).hasAttribute('disabled')).toBe(
      true,
    );
    unmount();
    const query = { ...stories.Filtered.args!.query!, page: 2, pageSize: 25 as const };
    render(<Filtered query={query} onQueryChange={onFiltersChange} />);
    expect(screen.getByRole('button', { name: /Status$/ }).textContent).toContain('Inactive');
    expect(screen.getByRole('button', { name: /Nature$/ }).textContent).toContain(
      'Registered Company',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Sky');
    await choose('Status', 'All');
    expect(onFiltersChange).toHaveBeenLastCalledWith(
      { ...query, page: 1, filters: { ...query.filters, isActive: null } },
      'chosen',
    );
    // Clear All Filters also puts the page size back.
    await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith(PLAIN_QUERY, 'chosen');
  });
});

describe('view, edit and delete', () => {
  it('views and edits a partner from its row', async () => {
    const onOpen = vi.fn();
    const onEditingChange = vi.fn();
    render(
      <Filled record={{ id: null, onOpen, details: NOT_LOADED }} editing={{ onEditingChange }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'View Meera Estates' }));
    expect(onOpen).toHaveBeenCalledWith(2);
    expect(screen.getByRole('dialog', { name: 'Meera Estates' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The row holds only its columns: Edit opens the partner, loaded whole, in its form.
    await userEvent.click(screen.getByRole('button', { name: 'Edit Meera Estates' }));
    const form = screen.getByRole('dialog', { name: 'Edit Channel Partner' });
    expect(
      (within(form).getByRole('textbox', { name: 'Firm Name' }) as HTMLInputElement).value,
    ).toBe('Meera Estates');
    expect(onEditingChange.mock.calls).toEqual([[PROPRIETORSHIP.id]]);
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    // Closing the form closes the partner it opened: the list is as it was.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpen.mock.calls).toEqual([[2], [null], [2], [null]]);
  });

  it('has no View or Edit on a row for a host that opens no partner', () => {
    render(<Filled record={undefined} />);
    expect(screen.queryByRole('button', { name: 'View Meera Estates' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Meera Estates' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Meera Estates' })).toBeInTheDocument();
  });

  it('shows the viewed partner with the name of its creator, and closes', async () => {
    const onOpen = vi.fn();
    render(<Viewing record={{ ...stories.Viewing.args!.record!, onOpen }} />);
    const details = screen.getByRole('dialog', { name: 'Skyline Realty Pvt Ltd' });
    expect(within(details).getByText('Created By').parentElement!.textContent).toBe(
      'Created ByAsha Rao',
    );
    await userEvent.click(within(details).getByRole('button', { name: 'Close' }));
    expect(onOpen).toHaveBeenCalledWith(null);
  });

  it('waits for the details of a partner on no page shown, then shows them', () => {
    const { rerender } = render(<ViewingAnotherPage />);
    const loading = screen.getByRole('dialog', { name: 'Channel Partner' });
    expect(
      within(loading).getByRole('progressbar', { name: 'Loading channel partner details' }),
    ).toBeInTheDocument();
    rerender(
      <ViewingAnotherPage record={{ id: COMPANY.id, onOpen: vi.fn(), details: loaded(COMPANY) }} />,
    );
    expect(screen.getByRole('dialog', { name: 'Skyline Realty Pvt Ltd' })).toBeInTheDocument();
  });

  it("passes the viewed partner's commission on to its details, for whoever may see it", () => {
    const { unmount } = render(<Viewing />);
    expect(screen.queryByRole('heading', { name: 'Commission' })).toBeNull();
    unmount();
    render(<Viewing record={{ ...stories.Viewing.args!.record!, commission: COMMISSION_PROPS }} />);
    const details = screen.getByRole('dialog', { name: 'Skyline Realty Pvt Ltd' });
    expect(within(details).getByRole('heading', { name: 'Commission' })).toBeInTheDocument();
    expect(within(details).getByRole('grid', { name: 'Commission ledger' })).toBeInTheDocument();
  });

  it('keeps the delete question open when deleting fails', async () => {
    const onDelete = vi.fn(async () => ({ ok: false }));
    render(<Filled onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Kapoor & Sons' }));
    const question = screen.getByRole('alertdialog', { name: 'Delete Kapoor & Sons' });
    expect(
      within(question).getByText('Are you sure you want to delete this channel partner?'),
    ).toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('closes the delete question once deleted', async () => {
    render(<Filled onDelete={async () => ({ ok: true })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Kapoor & Sons' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

describe('the partner form', () => {
  const press = (name: string) => userEvent.click(screen.getByRole('button', { name }));

  it('hands the host the form and the stored partner, then closes', async () => {
    const onSave = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
    render(<Filled onSave={onSave} />);
    await press('Edit Kapoor & Sons');
    const form = screen.getByRole('dialog', { name: 'Edit Channel Partner' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Remarks' }), 'Noida resale');
    await press('Update Partner');
    const [saved, partner] = onSave.mock.calls[0] as unknown as [ChannelPartnerForm, unknown];
    expect(partner).toBe(PARTNERSHIP);
    expect(channelPartnerPayload(saved)).toMatchObject({
      name: 'Kapoor & Sons',
      natureId: 3,
      remarks: 'Noida resale',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays open on a refused save, keeping what was typed', async () => {
    const onSave = vi.fn(async (): Promise<SaveOutcome> => ({ ok: false }));
    render(<Filled onSave={onSave} />);
    await press('Edit Kapoor & Sons');
    const remarks = screen.getByRole('textbox', { name: 'Remarks' }) as HTMLInputElement;
    await userEvent.type(remarks, 'Noida resale');
    await press('Update Partner');
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Edit Channel Partner' })).toBeInTheDocument();
    expect(remarks.value).toBe('Noida resale');
  });

  it('adds a partner with no stored one, and hands the host its own toast', async () => {
    const onSave = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
    const onNotify = vi.fn();
    render(<Filled onSave={onSave} onNotify={onNotify} />);
    await press('Add Partner');
    await userEvent.click(screen.getByRole('radio', { name: 'Individual Person' }));
    await press('Continue');
    await userEvent.type(screen.getByRole('textbox', { name: 'Partner Name' }), 'Nisha Verma');
    await press('Create Partner');
    expect(onNotify).toHaveBeenCalledExactlyOnceWith({
      kind: 'error',
      message: 'Please fill in all required fields',
    });
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: 'Female' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile Number' }), '9811122233');
    await press('Create Partner');
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ name: 'Nisha Verma' }), null);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells the host which partner it edits, and shows its notice in the edit form only', async () => {
    const notice = changedWhileEditingNotice('channel partner', false);
    const onEditingChange = vi.fn();
    render(<EditedElsewhere editing={{ onEditingChange, notice }} />);
    await press('Add Partner');
    const create = screen.getByRole('dialog', { name: 'Add Channel Partner' });
    expect(within(create).queryByRole('status')).toBeNull();
    await userEvent.click(within(create).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onEditingChange).not.toHaveBeenCalled();

    await press('Edit Meera Estates');
    const edit = screen.getByRole('dialog', { name: 'Edit Channel Partner' });
    expect(within(edit).getByRole('status')).toHaveTextContent(notice);
    await userEvent.click(within(edit).getByRole('button', { name: 'Update Partner' }));
    // Saved: the form closes, and the host hears no partner is edited any more.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onEditingChange.mock.calls).toEqual([[PROPRIETORSHIP.id], [null]]);
  });
});
