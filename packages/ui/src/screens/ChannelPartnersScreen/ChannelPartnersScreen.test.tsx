import { CHANNEL_PARTNER_MESSAGES } from '@plotline/domain';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './ChannelPartnersScreen.stories';
import { COMMISSION_PROPS } from './commission/commission.fixtures';
import { NO_FILTERS } from './channel-partners.fixtures';
import { listOf } from '../../patterns';

const { Filled, Loading, Empty, EmptyFiltered, Failed, Filtered, Viewing } =
  composeStories(stories);

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

  it('asks for another page and each sort the API offers', async () => {
    const onPageChange = vi.fn();
    const onSortChange = vi.fn();
    render(<Filled onPageChange={onPageChange} onSortChange={onSortChange} />);
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    await userEvent.click(screen.getByRole('columnheader', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ sortBy: 'Name', sortOrder: 'desc' });
    await userEvent.click(screen.getByRole('columnheader', { name: 'Nature' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ sortBy: 'NatureId', sortOrder: 'asc' });
    await userEvent.click(screen.getByRole('columnheader', { name: 'Created' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ sortBy: 'CreatedAt', sortOrder: 'asc' });
    await userEvent.click(screen.getByRole('columnheader', { name: 'Company' }));
    expect(onSortChange).toHaveBeenCalledTimes(3);
  });

  it('shows its loading, empty and failed states', async () => {
    const loading = render(<Loading />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    loading.unmount();

    const onAddPartner = vi.fn();
    const empty = render(<Empty onAddPartner={onAddPartner} />);
    expect(within(table()).getByText('No channel partners found')).toBeInTheDocument();
    expect(screen.getByText('Get started by adding a new channel partner.')).toBeInTheDocument();
    await userEvent.click(within(table()).getByRole('button', { name: 'Add Partner' }));
    expect(onAddPartner).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
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
    const onAddPartner = vi.fn();
    render(<Filled onAddPartner={onAddPartner} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Channel Partners');
    await userEvent.click(screen.getByRole('button', { name: 'Add Partner' }));
    expect(onAddPartner).toHaveBeenCalledTimes(1);
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
  it('applies typed text once typing pauses', async () => {
    const onFiltersChange = vi.fn();
    render(<Filled onFiltersChange={onFiltersChange} />);
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search Channel Partners' }),
      'Ravi',
    );
    await waitFor(() =>
      expect(onFiltersChange).toHaveBeenCalledWith({ ...NO_FILTERS, searchTerm: 'Ravi' }, 'typed'),
    );
    const mobile = screen.getByRole('textbox', { name: 'Mobile Number' });
    await userEvent.type(mobile, '98-7 x');
    expect(mobile).toHaveValue('987');
    await waitFor(() =>
      expect(onFiltersChange).toHaveBeenLastCalledWith(
        { ...NO_FILTERS, mobileNumber: '987' },
        'typed',
      ),
    );
    expect(onFiltersChange).toHaveBeenCalledTimes(2);
  });

  it('applies each choice at once: status, nature and page size', async () => {
    const onFiltersChange = vi.fn();
    render(<Filled onFiltersChange={onFiltersChange} />);
    await choose('Status', 'Inactive');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, isActive: false }, 'chosen');
    await choose('Nature', 'Partnership Firm');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, natureId: 3 }, 'chosen');
    await choose('Page Size', '25');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, pageSize: 25 }, 'chosen');
  });

  it('shows the filters applied and clears them all at once', async () => {
    const onFiltersChange = vi.fn();
    const onClearFilters = vi.fn();
    const { unmount } = render(<Filled />);
    expect(screen.getByRole('button', { name: 'Clear All Filters' }).hasAttribute('disabled')).toBe(
      true,
    );
    unmount();
    render(<Filtered onFiltersChange={onFiltersChange} onClearFilters={onClearFilters} />);
    expect(screen.getByRole('button', { name: /Status$/ }).textContent).toContain('Inactive');
    expect(screen.getByRole('button', { name: /Nature$/ }).textContent).toContain(
      'Registered Company',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Sky');
    await choose('Status', 'All');
    expect(onFiltersChange).toHaveBeenLastCalledWith(
      { ...stories.Filtered.args!.filters!, isActive: null },
      'chosen',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(onClearFilters).toHaveBeenCalled();
  });
});

describe('view, edit and delete', () => {
  it('views and edits a partner from its row', async () => {
    const onViewedPartnerIdChange = vi.fn();
    const onEditPartner = vi.fn();
    render(
      <Filled onViewedPartnerIdChange={onViewedPartnerIdChange} onEditPartner={onEditPartner} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'View Meera Estates' }));
    expect(onViewedPartnerIdChange).toHaveBeenCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Meera Estates' }));
    expect(onEditPartner).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  });

  it('shows the viewed partner with the name of its creator, and closes', async () => {
    const onViewedPartnerIdChange = vi.fn();
    render(<Viewing onViewedPartnerIdChange={onViewedPartnerIdChange} />);
    const details = screen.getByRole('dialog', { name: 'Skyline Realty Pvt Ltd' });
    expect(within(details).getByText('Created By').parentElement!.textContent).toBe(
      'Created ByAsha Rao',
    );
    await userEvent.click(within(details).getByRole('button', { name: 'Close' }));
    expect(onViewedPartnerIdChange).toHaveBeenCalledWith(null);
  });

  it("passes the viewed partner's commission on to its details, for whoever may see it", () => {
    const { unmount } = render(<Viewing />);
    expect(screen.queryByRole('heading', { name: 'Commission' })).toBeNull();
    unmount();
    render(<Viewing viewedPartnerCommission={COMMISSION_PROPS} />);
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
