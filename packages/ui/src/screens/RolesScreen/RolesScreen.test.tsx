import { changedWhileEditingNotice, ROLE_MESSAGES } from '@plotline/domain';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listOf, loaded, NOT_LOADED, type DeleteOutcome, type SaveOutcome } from '../../patterns';
import { PLAIN_QUERY, ROLES } from './role-fixtures';
import type { RolesScreenProps } from './RolesScreen';
import * as stories from './RolesScreen.stories';

const {
  Filled,
  ReadOnly,
  EditOnly,
  Loading,
  Empty,
  NoMatches,
  LoadError,
  PermissionsOpenedLoading,
  Details,
  DetailsOfHiddenRole,
  DetailsNotFound,
  Interactive,
} = composeStories(stories);

/** The stories' permissions, with the save given. */
const permissionsSavedBy = (onSave: RolesScreenProps['permissions']['onSave']) => ({
  ...stories.default.args.permissions,
  onSave,
});

const table = () => screen.getByRole('grid', { name: 'Roles' });
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
const buttonNames = (container: HTMLElement) =>
  within(container)
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);

describe('the table', () => {
  it("is headed 'Role Management' and lists each role's name, description, status and date", () => {
    render(<Filled />);
    expect(screen.getByRole('heading', { level: 1, name: 'Role Management' })).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Description', 'Status', 'Created At', 'Actions']);
    expect(rowHeaders()).toEqual(['Accounts', 'Admin', 'Field Sales', 'Manager']);
    expect(cellTexts('Admin').slice(0, 3)).toEqual([
      'Every permission, including users, roles and permissions.',
      'Active',
      '02/01/2025',
    ]);
    expect(cellTexts('Field Sales').slice(0, 3)).toEqual([
      'No description',
      'Inactive',
      '21/05/2025',
    ]);
  });

  it('reports the search as typed', async () => {
    const onQueryChange = vi.fn();
    render(<Filled onQueryChange={onQueryChange} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Roles' }), 'a');
    expect(onQueryChange).toHaveBeenLastCalledWith(
      { ...PLAIN_QUERY, filters: { searchTerm: 'a' } },
      'typed',
    );
  });

  it('narrows the roles by name or description, whatever the case', async () => {
    render(<Interactive />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Roles' }), 'REPORTS');
    expect(rowHeaders()).toEqual(['Accounts', 'Manager']);
  });
});

describe('the buttons, by permission', () => {
  it('offers Add Role and, on each row, manage permissions, view, edit and delete, naming the role', () => {
    render(<Filled />);
    expect(screen.getByRole('button', { name: 'Add Role' })).toBeInTheDocument();
    expect(buttonNames(rowOf('Admin'))).toEqual([
      'Manage permissions of Admin',
      'View Admin',
      'Edit Admin',
      'Delete Admin',
    ]);
  });

  it('offers only View on each row to a user who may only look', () => {
    render(<ReadOnly />);
    expect(screen.queryByRole('button', { name: 'Add Role' })).toBeNull();
    expect(buttonNames(rowOf('Admin'))).toEqual(['View Admin']);
  });

  it('offers manage permissions and edit with roles.edit alone', () => {
    render(<EditOnly />);
    expect(screen.queryByRole('button', { name: 'Add Role' })).toBeNull();
    expect(buttonNames(rowOf('Manager'))).toEqual([
      'Manage permissions of Manager',
      'View Manager',
      'Edit Manager',
    ]);
  });
});

describe('the states', () => {
  it('says it is loading', () => {
    render(<Loading />);
    expect(within(table()).getByRole('status').textContent).toBe('Loading...');
  });

  it("says 'No roles found' with a way to add one", () => {
    render(<Empty />);
    const empty = within(table());
    expect(empty.getByText('No roles found')).toBeInTheDocument();
    expect(empty.getByText('Get started by adding a new role.')).toBeInTheDocument();
    expect(empty.getByRole('button', { name: 'Add Role' })).toBeInTheDocument();
  });

  it('offers no way to add one to a user who may not', () => {
    render(<Empty can={{ create: false, edit: true, delete: true }} />);
    expect(screen.getByText('No roles found')).toBeInTheDocument();
    expect(screen.queryByText('Get started by adding a new role.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Role' })).toBeNull();
  });

  it('asks to change a search that matches nothing', () => {
    render(<NoMatches />);
    expect(within(table()).getByText('Try adjusting your search.')).toBeInTheDocument();
    expect(within(table()).queryByRole('button', { name: 'Add Role' })).toBeNull();
  });

  it('tells a failed load and loads again on request', async () => {
    const onRetry = vi.fn();
    render(<LoadError list={listOf([], { error: ROLE_MESSAGES.fetchFailed, onRetry })} />);
    expect(screen.getByText('Failed to fetch roles')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('adding and editing', () => {
  it('requires a name and does not save without one', async () => {
    const onSave = vi.fn();
    render(<Filled onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Role' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Role' }));
    expect(screen.getByText('Role name is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('creates, and closes the modal once saved', async () => {
    const onSave = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
    render(<Filled onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Role' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Role Name' }), 'Auditor');
    await userEvent.click(screen.getByRole('button', { name: 'Create Role' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'Auditor', description: '', isActive: true }, null);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits the role whose button was pressed', async () => {
    const onSave = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
    render(<Filled onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Field Sales' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Active' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Role' }));
    expect(onSave).toHaveBeenCalledWith(
      { name: 'Field Sales', description: '', isActive: true },
      expect.objectContaining({ id: 4 }),
    );
  });
});

describe('deleting', () => {
  it('says how many users hold the role, then deletes it', async () => {
    const onDelete = vi.fn(async (): Promise<DeleteOutcome> => ({ ok: true }));
    render(<Filled onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Manager' }));
    const question = screen.getByRole('alertdialog', { name: 'Delete Role' });
    expect(question.textContent).toContain(
      '5 users hold this role; they will lose its permissions. Are you sure you want to delete it?',
    );
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('says so of a single user', async () => {
    render(<Filled />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Field Sales' }));
    expect(screen.getByRole('alertdialog').textContent).toContain(
      '1 user holds this role and will lose its permissions.',
    );
  });

  it('asks the plain question of a role nobody holds, and deletes nothing on Cancel', async () => {
    const onDelete = vi.fn();
    render(<Filled onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Accounts' }));
    const question = screen.getByRole('alertdialog', { name: 'Delete Role' });
    expect(question.textContent).toContain('Are you sure you want to delete this role?');
    expect(question.textContent).not.toContain('users');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();
  });
});

describe("a role's permissions", () => {
  it('opens on the role, counts what it holds, and saves the new set', async () => {
    const onSavePermissions = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
    render(<Filled permissions={permissionsSavedBy(onSavePermissions)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Manage permissions of Accounts' }));
    const dialog = screen.getByRole('dialog', { name: 'Manage Permissions: Accounts' });
    expect(within(dialog).getByRole('status').textContent).toBe('5 of 38 permissions selected');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^users\.view/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Permissions' }));
    expect(onSavePermissions).toHaveBeenCalledWith(
      expect.objectContaining({ id: 3 }),
      [1, 21, 33, 34, 35, 36],
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays open when the save is refused', async () => {
    const onSavePermissions = vi.fn(async (): Promise<SaveOutcome> => ({ ok: false }));
    render(<Filled permissions={permissionsSavedBy(onSavePermissions)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Manage permissions of Admin' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Permissions' }));
    expect(onSavePermissions).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Manage Permissions: Admin' })).toBeInTheDocument();
  });

  it('tells the host which role it opens and closes, by id', async () => {
    const onOpen = vi.fn();
    render(<Filled permissions={{ ...stories.default.args.permissions, onOpen }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Manage permissions of Accounts' }));
    expect(onOpen).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpen).toHaveBeenLastCalledWith(null);
  });

  it('opens on the role the host names, waiting for the permissions meanwhile', () => {
    render(<PermissionsOpenedLoading />);
    const dialog = screen.getByRole('dialog', { name: 'Manage Permissions: Manager' });
    expect(
      within(dialog).getByRole('progressbar', { name: 'Loading permissions' }),
    ).toBeInTheDocument();
  });

  it('shows the saved permissions when opened again', async () => {
    render(<Interactive />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Manage permissions of Field Sales' }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all Plots permissions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Permissions' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(
      screen.getByRole('button', { name: 'Manage permissions of Field Sales' }),
    );
    expect(screen.getByRole('status').textContent).toBe('4 of 38 permissions selected');
  });
});

describe('editing while someone else changes the role', () => {
  it('tells the host which role its edit form or permissions edit, and shows the notice in both', async () => {
    const notice = changedWhileEditingNotice('role', false);
    const onEditingChange = vi.fn();
    render(<Filled editing={{ onEditingChange, notice }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Accounts' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Role' });
    expect(within(edit).getByText(notice)).toHaveAttribute('role', 'status');
    await userEvent.click(within(edit).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Manage permissions of Accounts' }));
    const permissions = screen.getByRole('dialog', { name: 'Manage Permissions: Accounts' });
    expect(within(permissions).getByText(notice)).toHaveAttribute('role', 'status');
    await userEvent.click(within(permissions).getByRole('button', { name: 'Cancel' }));
    expect(onEditingChange.mock.calls).toEqual([[3], [null], [3], [null]]);
  });
});

describe("a role's details", () => {
  const details = () => screen.getByRole('dialog', { name: 'Role Details' });
  const closedRecord = stories.default.args.record;

  it("opens from a row's View and asks the host for the role", async () => {
    const onOpen = vi.fn();
    render(<Filled record={{ ...closedRecord, onOpen }} />);
    await userEvent.click(screen.getByRole('button', { name: 'View Manager' }));
    expect(onOpen).toHaveBeenCalledWith(2);
    expect(within(details()).getByText('Manager')).toBeInTheDocument();
  });

  it("shows the list's row at once while the host loads the details, grouped by module", () => {
    render(
      <Filled record={{ ...closedRecord, id: 3, details: { ...NOT_LOADED, isLoading: true } }} />,
    );
    expect(within(details()).getByText('Accounts')).toBeInTheDocument();
    expect(within(details()).getByRole('list', { name: 'Reports' })).toBeInTheDocument();
  });

  it("shows the role's History for whoever may see the audit trail", () => {
    render(<Details />);
    expect(
      within(details()).getByRole('list', { name: 'Changes, newest first' }).children,
    ).toHaveLength(2);
  });

  it('waits for the details of a role the search hides, then shows them', () => {
    const { rerender } = render(<DetailsOfHiddenRole />);
    expect(
      within(details()).getByRole('progressbar', { name: 'Loading role details' }),
    ).toBeInTheDocument();
    expect(within(details()).getByRole('button', { name: 'Edit Role' })).toBeDisabled();
    rerender(
      <DetailsOfHiddenRole record={{ ...closedRecord, id: 3, details: loaded(ROLES[0]!) }} />,
    );
    expect(within(details()).getByText('Accounts')).toBeInTheDocument();
  });

  it("says 'Role not found' for a role that is gone", () => {
    render(<DetailsNotFound />);
    expect(within(details()).getByText(ROLE_MESSAGES.notFound)).toBeInTheDocument();
  });

  it('offers no button to change the role to a user who may only look', () => {
    render(<Details can={{ create: false, edit: false, delete: false }} />);
    expect(within(details()).queryByRole('button', { name: 'Edit Role' })).toBeNull();
    expect(within(details()).queryByRole('button', { name: 'Manage Permissions' })).toBeNull();
  });

  it("moves to the form from 'Edit Role', closing the details", async () => {
    const onOpen = vi.fn();
    const onEditingChange = vi.fn();
    render(
      <Details
        record={{ ...closedRecord, id: 3, details: loaded(ROLES[0]!), onOpen }}
        editing={{ onEditingChange }}
      />,
    );
    await userEvent.click(within(details()).getByRole('button', { name: 'Edit Role' }));
    expect(onOpen).toHaveBeenLastCalledWith(null);
    expect(onEditingChange).toHaveBeenCalledWith(3);
    const form = await screen.findByRole('dialog', { name: 'Edit Role' });
    expect(
      (within(form).getByRole('textbox', { name: 'Role Name' }) as HTMLInputElement).value,
    ).toBe('Accounts');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Role Details' })).toBeNull());
  });

  it("moves to the permissions from 'Manage Permissions', even of a role the search hides", async () => {
    const onOpenPermissions = vi.fn();
    const onSavePermissions = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
    render(
      <DetailsOfHiddenRole
        record={{ ...closedRecord, id: 3, details: loaded(ROLES[0]!) }}
        permissions={{
          ...permissionsSavedBy(onSavePermissions),
          onOpen: onOpenPermissions,
        }}
      />,
    );
    await userEvent.click(within(details()).getByRole('button', { name: 'Manage Permissions' }));
    expect(onOpenPermissions).toHaveBeenLastCalledWith(3);
    const dialog = await screen.findByRole('dialog', { name: 'Manage Permissions: Accounts' });
    expect(within(dialog).getByRole('status').textContent).toBe('5 of 38 permissions selected');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Role Details' })).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Permissions' }));
    expect(onSavePermissions).toHaveBeenCalledWith(
      expect.objectContaining({ id: 3 }),
      [21, 33, 34, 35, 36],
    );
  });
});
