import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { listOf, loaded, NOT_LOADED } from '../../patterns';
import type { UserActions } from './users-screen-types';
import * as stories from './UsersScreen.stories';
import { ON_ANOTHER_PAGE, PLAIN_QUERY } from './users.fixtures';

const {
  Filled,
  ViewOnly,
  EditOnly,
  SortedByLastLogin,
  Loading,
  Empty,
  EmptySearch,
  Failed,
  ChangingPassword,
  ManagingRoles,
  PendingApproval,
  AskingToApprove,
  Details,
  DetailsOfAnotherPage,
  DetailsNotFound,
} = composeStories(stories);

/** The stories' groups, with some of their callbacks the test's own. */
const { actions, password, roles } = stories.default.args;
const actionsWith = (changed: Partial<UserActions>) => ({ ...actions, ...changed });

const table = () => screen.getByRole('grid', { name: 'Users' });
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });
const cellsOf = (name: string) =>
  within(rowOf(name))
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent);
const buttonsOf = (name: string) =>
  within(rowOf(name))
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

describe('the list', () => {
  it('shows the columns of docs/product/screens.md and each user in them', () => {
    render(<Filled />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('User Management');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['User', 'Contact', 'Roles', 'Status', 'Last Login', 'Actions']);
    expect(within(rowOf('Ravi Kumar')).getByRole('rowheader').textContent).toBe('Ravi Kumar@ravi');
    expect(cellsOf('Ravi Kumar').slice(0, 4)).toEqual([
      'ravi.kumar@plotline.example9876500002',
      'managerSales',
      'Active',
      '09/03/2026',
    ]);
    expect(screen.getByText('Showing 1 to 10 of 24 results')).toBeInTheDocument();
  });

  it('names a user by the username alone when no name is known, and says Never and No roles', () => {
    render(<Filled />);
    expect(within(rowOf('meera')).getByRole('rowheader').textContent).toBe('meera@meera');
    expect(cellsOf('meera').slice(0, 4)).toEqual([
      'meera@plotline.example',
      'Sales',
      'Blocked',
      'Never',
    ]);
    // A phone of spaces is no phone.
    expect(cellsOf('Neha').slice(0, 2)).toEqual(['neha@plotline.example', 'No roles']);
  });

  it('writes each role on its badge, red for Admin and yellow for Manager whatever the case', () => {
    render(<Filled />);
    const badgeOf = (user: string, role: string) =>
      within(rowOf(user)).getByText(role).closest('[data-tone]');
    expect(badgeOf('Asha Rao', 'Admin')?.getAttribute('data-tone')).toBe('danger');
    expect(badgeOf('Ravi Kumar', 'manager')?.getAttribute('data-tone')).toBe('caution');
    expect(badgeOf('Ravi Kumar', 'Sales')?.getAttribute('data-tone')).toBe('success');
    expect(within(rowOf('Ravi Kumar')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('asks for another page and the sorts the API offers, each sort on page 1', async () => {
    const onQueryChange = vi.fn();
    render(<Filled onQueryChange={onQueryChange} />);
    const sorted = () => onQueryChange.mock.lastCall?.[0].sort;
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onQueryChange).toHaveBeenCalledWith({ ...PLAIN_QUERY, page: 3 }, 'chosen');
    await userEvent.click(screen.getByRole('columnheader', { name: 'User' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(
      { ...PLAIN_QUERY, sort: { sortBy: 'Name', sortOrder: 'desc' } },
      'chosen',
    );
    await userEvent.click(screen.getByRole('columnheader', { name: 'Last Login' }));
    expect(sorted()).toEqual({ sortBy: 'LastLoginAt', sortOrder: 'asc' });
    await userEvent.click(screen.getByRole('columnheader', { name: 'Roles' }));
    expect(onQueryChange).toHaveBeenCalledTimes(3);
  });

  it('marks the order under its own header, and sorts by no other column', () => {
    render(<SortedByLastLogin />);
    expect(screen.getByRole('columnheader', { name: 'Last Login' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: 'Roles' }).hasAttribute('aria-sort')).toBe(
      false,
    );
  });

  it('shows its loading, empty and failed states', async () => {
    const loading = render(<Loading />);
    expect(within(table()).getByRole('status').textContent).toBe('Loading...');
    loading.unmount();

    const empty = render(<Empty />);
    expect(within(table()).getByText('No users found')).toBeInTheDocument();
    expect(screen.getByText('Get started by adding a new user.')).toBeInTheDocument();
    await userEvent.click(within(table()).getByRole('button', { name: 'Add User' }));
    expect(await screen.findByRole('dialog', { name: 'Add User' })).toBeInTheDocument();
    empty.unmount();

    const searched = render(<EmptySearch />);
    expect(screen.getByText('Try adjusting your search or filter criteria.')).toBeInTheDocument();
    expect(within(table()).queryByRole('button', { name: 'Add User' })).toBeNull();
    searched.unmount();

    const onRetry = vi.fn();
    render(<Failed list={listOf([], { error: 'Failed to fetch users: 500', onRetry })} />);
    expect(screen.getByText('Failed to fetch users: 500')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('the search', () => {
  it('applies the search once typing pauses, and the page size at once, each on page 1', async () => {
    const onQueryChange = vi.fn();
    render(<Filled query={{ ...PLAIN_QUERY, page: 2 }} onQueryChange={onQueryChange} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Users' }), '98765');
    await waitFor(() =>
      expect(onQueryChange).toHaveBeenCalledWith(
        { ...PLAIN_QUERY, filters: { searchTerm: '98765' } },
        'typed',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: /Page Size$/ }));
    await userEvent.click(await screen.findByRole('option', { name: '25' }));
    expect(onQueryChange).toHaveBeenLastCalledWith({ ...PLAIN_QUERY, pageSize: 25 }, 'chosen');
  });

  it('clears the search and the page size, back on page 1', async () => {
    const onQueryChange = vi.fn();
    render(
      <EmptySearch
        query={{ ...PLAIN_QUERY, page: 3, pageSize: 25, filters: { searchTerm: 'zed' } }}
        onQueryChange={onQueryChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(onQueryChange).toHaveBeenCalledWith(PLAIN_QUERY, 'chosen');
  });
});

describe('what the signed-in user may do', () => {
  it('offers an administrator every button, each naming its user', () => {
    render(<Filled />);
    expect(screen.getByRole('button', { name: 'Add User' })).toBeInTheDocument();
    expect(buttonsOf('Ravi Kumar')).toEqual([
      'View ravi',
      'Edit ravi',
      'Manage roles of ravi',
      'Change password of ravi',
      'Block ravi',
      'Sign out ravi everywhere',
      'Delete ravi',
    ]);
    expect(buttonsOf('meera')).toContain('Unblock meera');
    expect(buttonsOf('meera')).not.toContain('Block meera');
  });

  it('offers no Block and no Delete on their own row', () => {
    render(<Filled />);
    expect(buttonsOf('Asha Rao')).toEqual([
      'View admin',
      'Edit admin',
      'Manage roles of admin',
      'Change password of admin',
      'Sign out admin everywhere',
    ]);
  });

  it('offers only View on a user who holds more than the viewer', () => {
    render(<Filled viewer={{ id: 2, permissions: ['users.view', 'users.edit'] }} />);
    expect(buttonsOf('Asha Rao')).toEqual(['View admin']);
    expect(buttonsOf('Ravi Kumar')).toContain('Edit ravi');
  });

  it('offers nothing to change without users.create, users.edit and users.delete', () => {
    render(<ViewOnly />);
    expect(screen.queryByRole('button', { name: 'Add User' })).toBeNull();
    expect(buttonsOf('Ravi Kumar')).toEqual(['View ravi']);
  });

  it('offers no Add User and no Delete with users.edit alone', () => {
    render(<EditOnly />);
    expect(screen.queryByRole('button', { name: 'Add User' })).toBeNull();
    expect(buttonsOf('Ravi Kumar')).not.toContain('Delete ravi');
    expect(buttonsOf('Ravi Kumar')).toContain('Block ravi');
  });
});

describe('the questions', () => {
  it.each([
    ['Block ravi', 'Block Ravi Kumar?', 'Block', 'block'],
    [
      'Sign out ravi everywhere',
      'Sign out Ravi Kumar everywhere?',
      'Sign Out Everywhere',
      'revokeSessions',
    ],
    ['Delete ravi', 'Delete Ravi Kumar', 'Delete', 'delete'],
    ['Unblock meera', 'Unblock meera?', 'Unblock', 'unblock'],
  ] as const)(
    '%s asks %s, runs on %s and closes once done',
    async (button, title, confirm, action) => {
      const run = vi.fn(async () => ({ ok: true }));
      render(<Filled actions={actionsWith({ [action]: run })} />);
      await userEvent.click(screen.getByRole('button', { name: button }));
      const question = screen.getByRole('alertdialog', { name: title });
      await userEvent.click(within(question).getByRole('button', { name: confirm }));
      expect(run).toHaveBeenCalledWith(
        expect.objectContaining({
          username: button.split(' ').find((word) => ['ravi', 'meera'].includes(word)),
        }),
      );
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    },
  );

  it('says what blocking does and what deleting asks', async () => {
    render(<Filled />);
    await userEvent.click(screen.getByRole('button', { name: 'Block ravi' }));
    expect(
      screen.getByText('Ravi Kumar will be signed out at once and cannot sign in until unblocked.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Delete ravi' }));
    expect(screen.getByText('Are you sure you want to delete this user?')).toBeInTheDocument();
  });

  it('keeps the question open when the host refuses, and runs nothing on Cancel', async () => {
    const onBlock = vi.fn(async () => ({ ok: false }));
    render(<Filled actions={actionsWith({ block: onBlock })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Block ravi' }));
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(onBlock).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Block' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onBlock).toHaveBeenCalledTimes(1);
  });

  it('asks from the keyboard, with Cancel focused first', async () => {
    const onRevokeSessions = vi.fn(async () => ({ ok: true }));
    render(<Filled actions={actionsWith({ revokeSessions: onRevokeSessions })} />);
    screen.getByRole('button', { name: 'Sign out ravi everywhere' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onRevokeSessions).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  });
});

describe('an account waiting for approval', () => {
  it("reads 'Pending approval' in words on its badge", () => {
    render(<PendingApproval />);
    expect(cellsOf('Kiran Patel').slice(0, 4)).toEqual([
      'kiran@plotline.example',
      'No roles',
      'Pending approval',
      'Never',
    ]);
    const badge = within(rowOf('Kiran Patel')).getByText('Pending approval');
    expect(badge.closest('[data-tone]')?.getAttribute('data-tone')).toBe('caution');
  });

  it('offers Approve, Edit, Manage Roles and Delete to reject it, and no Block', () => {
    render(<PendingApproval />);
    expect(buttonsOf('Kiran Patel')).toEqual([
      'View kiran',
      'Approve kiran',
      'Edit kiran',
      'Manage roles of kiran',
      'Delete kiran',
    ]);
    expect(buttonsOf('Ravi Kumar')).not.toContain('Approve ravi');
  });

  it('offers no Approve without users.edit', () => {
    render(<PendingApproval can={{ create: false, edit: false, delete: true }} />);
    expect(buttonsOf('Kiran Patel')).toEqual(['View kiran', 'Delete kiran']);
  });

  it('approves after the question, with a button that is not a danger', async () => {
    const onApprove = vi.fn(async () => ({ ok: true }));
    render(<AskingToApprove actions={actionsWith({ approve: onApprove })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Approve kiran' }));
    const question = screen.getByRole('alertdialog', { name: 'Approve Kiran Patel?' });
    const approve = within(question).getByRole('button', { name: 'Approve' });
    expect(approve.dataset.variant).toBe('primary');
    await userEvent.click(approve);
    expect(onApprove).toHaveBeenCalledWith(expect.objectContaining({ username: 'kiran' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('keeps the question open when the host refuses', async () => {
    const onApprove = vi.fn(async () => ({ ok: false }));
    render(<PendingApproval actions={actionsWith({ approve: onApprove })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Approve kiran' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onApprove).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('alertdialog', { name: 'Approve Kiran Patel?' })).toBeVisible();
  });

  it('rejects it by Delete, asked as any delete is', async () => {
    const onDelete = vi.fn(async () => ({ ok: true }));
    render(<PendingApproval actions={actionsWith({ delete: onDelete })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete kiran' }));
    const question = screen.getByRole('alertdialog', { name: 'Delete Kiran Patel' });
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 25 }));
  });
});

describe('the modals', () => {
  it('adds a user and closes once saved', async () => {
    const onSave = vi.fn(async () => ({ ok: true as const }));
    render(<Filled onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'kiran');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'kiran@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'kiran', password: 'secret1', isActive: true }),
      null,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits the user of the row', async () => {
    const onSave = vi.fn(async () => ({ ok: true as const }));
    render(<Filled onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit ravi' }));
    expect(screen.getByRole('dialog', { name: 'Edit User' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update User' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'ravi' }),
      expect.objectContaining({ id: 2 }),
    );
  });

  it('asks the host to open Change Password and Manage Roles for the row', async () => {
    const onOpenPassword = vi.fn();
    const onOpenRoles = vi.fn();
    render(
      <Filled
        password={{ ...password, onOpen: onOpenPassword }}
        roles={{ ...roles, onOpen: onOpenRoles }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Change password of ravi' }));
    expect(onOpenPassword).toHaveBeenCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Manage roles of ravi' }));
    expect(onOpenRoles).toHaveBeenCalledWith(2);
  });

  it("changes the open user's password, and closes once done", async () => {
    const onChangePassword = vi.fn(async () => ({ ok: true as const }));
    const onPasswordUserIdChange = vi.fn();
    render(
      <ChangingPassword
        password={{
          ...password,
          userId: 2,
          onSave: onChangePassword,
          onOpen: onPasswordUserIdChange,
        }}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Change Password for Ravi Kumar' });
    expect(within(dialog).getByRole('textbox', { name: 'Current Password' })).toHaveValue(
      'Unable to retrieve',
    );
    await userEvent.type(
      within(dialog).getByLabelText(/^New Password/, { selector: 'input' }),
      'newpass',
    );
    await userEvent.type(
      within(dialog).getByLabelText(/^Confirm New Password/, { selector: 'input' }),
      'newpass',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    expect(onChangePassword).toHaveBeenCalledWith('newpass', expect.objectContaining({ id: 2 }));
    expect(onPasswordUserIdChange).toHaveBeenCalledWith(null);
  });

  it("saves the open user's roles, and closes once done", async () => {
    const onSaveRoles = vi.fn(async () => ({ ok: true as const }));
    const onRolesUserIdChange = vi.fn();
    render(
      <ManagingRoles
        roles={{ ...roles, userId: 2, onSave: onSaveRoles, onOpen: onRolesUserIdChange }}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Manage Roles for Ravi Kumar' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Admin' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Roles' }));
    expect(onSaveRoles).toHaveBeenCalledWith([1, 3], expect.objectContaining({ id: 2 }));
    expect(onRolesUserIdChange).toHaveBeenCalledWith(null);
  });

  it('closes Manage Roles through the host on Cancel', async () => {
    const onRolesUserIdChange = vi.fn();
    render(<ManagingRoles roles={{ ...roles, userId: 2, onOpen: onRolesUserIdChange }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onRolesUserIdChange).toHaveBeenCalledWith(null);
  });
});

describe('the details', () => {
  const detailsDialog = () => screen.getByRole('dialog', { name: 'User Details' });

  it('opens from the View button and asks the host for the user', async () => {
    const onOpen = vi.fn();
    render(<Filled record={{ id: null, onOpen, details: NOT_LOADED }} />);
    await userEvent.click(screen.getByRole('button', { name: 'View ravi' }));
    expect(onOpen).toHaveBeenCalledWith(2);
  });

  it("shows the page's row at once while the host loads the details", () => {
    render(
      <Filled record={{ id: 2, onOpen: vi.fn(), details: { ...NOT_LOADED, isLoading: true } }} />,
    );
    expect(within(detailsDialog()).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(detailsDialog()).queryByRole('progressbar')).toBeNull();
  });

  it('shows the loaded details with their History', () => {
    render(<Details />);
    expect(
      within(detailsDialog()).getByText('Must change the password at the next sign-in'),
    ).toBeInTheDocument();
    expect(
      within(detailsDialog()).getByRole('list', { name: 'Changes, newest first' }).children,
    ).toHaveLength(2);
  });

  it('waits for the details of a user on no page shown, then shows them', () => {
    const { rerender } = render(<DetailsOfAnotherPage />);
    expect(
      within(detailsDialog()).getByRole('progressbar', { name: 'Loading user details' }),
    ).toBeInTheDocument();
    expect(within(detailsDialog()).getByRole('button', { name: 'Edit User' })).toBeDisabled();
    rerender(
      <DetailsOfAnotherPage
        record={{ id: 40, onOpen: vi.fn(), details: loaded(ON_ANOTHER_PAGE) }}
      />,
    );
    expect(within(detailsDialog()).getByText('Vikram Singh')).toBeInTheDocument();
  });

  it("says 'User not found' for a user who is gone", () => {
    render(<DetailsNotFound />);
    expect(within(detailsDialog()).getByText('User not found')).toBeInTheDocument();
  });

  it("moves to the form from 'Edit User', telling the host whom it edits", async () => {
    const onOpen = vi.fn();
    const onEditingChange = vi.fn();
    render(
      <Details
        record={{ id: 2, onOpen, details: loaded(ON_ANOTHER_PAGE) }}
        editing={{ onEditingChange }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit User' }));
    expect(onOpen).toHaveBeenLastCalledWith(null);
    expect(onEditingChange).toHaveBeenCalledWith(40);
    const form = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(form).getByRole('textbox', { name: 'Username' })).toHaveValue('vikram');
  });

  it('moves to Manage Roles from the details, for a user on no page shown too', async () => {
    const onOpen = vi.fn();
    const onOpenRoles = vi.fn();
    const { rerender } = render(
      <Filled
        record={{ id: 40, onOpen, details: loaded(ON_ANOTHER_PAGE) }}
        roles={{ ...roles, onOpen: onOpenRoles }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Manage Roles' }));
    expect(onOpen).toHaveBeenLastCalledWith(null);
    expect(onOpenRoles).toHaveBeenCalledWith(40);
    rerender(
      <Filled
        record={{ id: null, onOpen, details: NOT_LOADED }}
        roles={{ ...roles, userId: 40, onOpen: onOpenRoles }}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Manage Roles for Vikram Singh' });
    expect(within(dialog).getByRole('checkbox', { name: /Sales/ })).toBeChecked();
  });

  it("gives the focus back to the row's View once the form its 'Edit User' opened closes", async () => {
    function OpeningHost() {
      const [openedId, setOpenedId] = useState<number | null>(null);
      return <Filled record={{ id: openedId, onOpen: setOpenedId, details: NOT_LOADED }} />;
    }
    render(<OpeningHost />);
    const view = () => screen.getByRole('button', { name: 'View ravi' });
    await userEvent.click(view());
    await userEvent.click(await screen.findByRole('button', { name: 'Edit User' }));
    await screen.findByRole('dialog', { name: 'Edit User' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(view()));
  });
});
