import { PERMISSION_MESSAGES } from '@plotline/domain';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listOf, type DeleteOutcome, type SaveOutcome } from '../../patterns';
import { PLAIN_QUERY } from './permission-fixtures';
import * as stories from './PermissionsScreen.stories';

const { Filled, OneModule, ReadOnly, EditOnly, Loading, Empty, NoMatches, LoadError, Interactive } =
  composeStories(stories);

const table = () => screen.getByRole('grid', { name: 'Permissions' });
const rowOf = (name: string) =>
  within(table())
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('rowheader', { name }))!;
const cellTexts = (name: string) =>
  within(rowOf(name))
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent);
const rowHeaders = () =>
  within(table())
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
const moduleFilter = () => screen.getByRole('button', { name: /Module/ });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search Permissions' });

describe('the table', () => {
  it('lists each permission with its description, module in words, status and date', () => {
    render(<Filled />);
    expect(screen.getByRole('heading', { level: 1, name: 'Permissions' })).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Description', 'Module', 'Status', 'Created At', 'Actions']);
    expect(rowHeaders()).toHaveLength(38);
    expect(cellTexts('channelpartners.view').slice(0, 4)).toEqual([
      'View channel partners',
      'Channel Partners',
      'Active',
      '02/01/2025',
    ]);
    expect(cellTexts('bookings.export').slice(0, 4)).toEqual([
      'Download the bookings as CSV',
      'Bookings',
      'Inactive',
      '11/06/2025',
    ]);
    expect(cellTexts('dashboard.view').slice(0, 2)).toEqual(['No description', 'General']);
  });

  it('shows the module chosen and the rows given', () => {
    render(<OneModule />);
    expect(moduleFilter().textContent).toContain('Bookings');
    expect(rowHeaders()).toEqual([
      'bookings.create',
      'bookings.delete',
      'bookings.edit',
      'bookings.export',
      'bookings.view',
    ]);
  });
});

describe('the filters', () => {
  it("offers 'All Modules' and each module", async () => {
    render(<Filled />);
    expect(moduleFilter().textContent).toContain('All Modules');
    await userEvent.click(moduleFilter());
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Modules',
      'Users',
      'Roles',
      'Permissions',
      'Projects',
      'Plots',
      'Bookings',
      'Channel Partners',
      'Amenities',
      'Reports',
      'Audit',
      'Payments',
      'Commissions',
      'Enquiries',
    ]);
  });

  it('reports the search as typed and the module as chosen, null for All Modules', async () => {
    const onQueryChange = vi.fn();
    render(<OneModule onQueryChange={onQueryChange} />);
    const asked = (searchTerm: string, module: string | null) => ({
      ...PLAIN_QUERY,
      filters: { searchTerm, module },
    });
    await userEvent.type(searchBox(), 'v');
    expect(onQueryChange).toHaveBeenLastCalledWith(asked('v', 'bookings'), 'typed');
    await userEvent.click(moduleFilter());
    await userEvent.click(screen.getByRole('option', { name: 'Channel Partners' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(asked('', 'channel-partners'), 'chosen');
    await userEvent.click(moduleFilter());
    await userEvent.click(screen.getByRole('option', { name: 'All Modules' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(asked('', null), 'chosen');
  });

  it('narrows the table by search and module, from the keyboard too', async () => {
    render(<Interactive />);
    await userEvent.type(searchBox(), 'VIEW');
    expect(rowHeaders()).toHaveLength(10);
    await userEvent.tab();
    expect(document.activeElement).toBe(moduleFilter());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(screen.getByRole('option', { name: 'Channel Partners' }));
    expect(rowHeaders()).toEqual(['channelpartners.view']);
  });
});

describe('the buttons, by permission', () => {
  it('offers Add Permission, and edit and delete on each row, naming the permission', () => {
    render(<Filled />);
    expect(screen.getByRole('button', { name: 'Add Permission' })).toBeInTheDocument();
    expect(
      within(rowOf('users.view'))
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Edit users.view', 'Delete users.view']);
  });

  it('offers nothing but the list to a user who may only look', () => {
    render(<ReadOnly />);
    expect(screen.queryByRole('button', { name: 'Add Permission' })).toBeNull();
    expect(within(table()).queryAllByRole('button')).toEqual([]);
    expect(within(table()).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('offers edit alone with permissions.edit alone', () => {
    render(<EditOnly />);
    expect(screen.queryByRole('button', { name: 'Add Permission' })).toBeNull();
    expect(
      within(rowOf('users.view'))
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Edit users.view']);
  });
});

describe('the states', () => {
  it('says it is loading', () => {
    render(<Loading />);
    expect(within(table()).getByRole('status').textContent).toBe('Loading...');
  });

  it("says 'No permissions found' with a way to add one", () => {
    render(<Empty />);
    expect(within(table()).getByText('No permissions found')).toBeInTheDocument();
    expect(
      within(table()).getByText('Get started by adding a new permission.'),
    ).toBeInTheDocument();
    expect(within(table()).getByRole('button', { name: 'Add Permission' })).toBeInTheDocument();
  });

  it('asks to change filters that match nothing', () => {
    render(<NoMatches />);
    expect(
      within(table()).getByText('Try adjusting your search or filter criteria.'),
    ).toBeInTheDocument();
    expect(within(table()).queryByRole('button')).toBeNull();
  });

  it('tells a failed load and loads again on request', async () => {
    const onRetry = vi.fn();
    render(<LoadError list={listOf([], { error: PERMISSION_MESSAGES.fetchFailed, onRetry })} />);
    expect(screen.getByText('Failed to fetch permissions')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('adding, editing and deleting', () => {
  it('creates a permission of a module, and closes once saved', async () => {
    const onSave = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
    render(<Filled onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Permission' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Permission' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Permission Name' }),
      'reports.export',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /Module/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Reports' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Permission' }));
    expect(onSave).toHaveBeenCalledWith(
      { name: 'reports.export', description: '', module: 'reports', isActive: true },
      null,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits the permission whose button was pressed', async () => {
    const onSave = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
    render(<Filled onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit bookings.export' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Active' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Permission' }));
    expect(onSave).toHaveBeenCalledWith(
      {
        name: 'bookings.export',
        description: 'Download the bookings as CSV',
        module: 'bookings',
        isActive: true,
      },
      expect.objectContaining({ id: 37 }),
    );
  });

  it('asks first, then deletes', async () => {
    const onDelete = vi.fn(async (): Promise<DeleteOutcome> => ({ ok: true }));
    render(<Filled onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete dashboard.view' }));
    const question = screen.getByRole('alertdialog', { name: 'Delete Permission' });
    expect(question.textContent).toContain('Are you sure you want to delete this permission?');
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 38 }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
