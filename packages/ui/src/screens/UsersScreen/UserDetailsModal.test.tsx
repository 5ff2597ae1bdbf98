import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { MANAGER_DETAILS } from './users.fixtures';
import * as stories from './UserDetailsModal.stories';

const { Details, ViewOnly, OutOfReach, BlockedNewcomer, Loading, NotFound, WithAuditHistory } =
  composeStories(stories);

/** Each term with its values, as the description list reads. */
function facts(): Record<string, string[]> {
  const list = screen.getByRole('dialog', { name: 'User Details' }).querySelector('dl')!;
  return Object.fromEntries(
    [...list.querySelectorAll('dt')].map((term) => [
      term.textContent,
      [...term.parentElement!.querySelectorAll('dd')].map((value) => value.textContent),
    ]),
  );
}

const permissions = () =>
  screen.getByRole('heading', { name: 'Permissions' }).nextElementSibling as HTMLElement;

const footerButtons = () =>
  within(screen.getByRole('dialog', { name: 'User Details' }))
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((name) => name !== '');

it('shows who the user is, how to reach them, their status, roles and sign-ins', () => {
  render(<Details />);
  expect(facts()).toEqual({
    Username: ['ravi'],
    'Full Name': ['Ravi Kumar'],
    Email: ['ravi.kumar@plotline.example'],
    'Phone Number': ['9876500002'],
    Status: ['Active', 'Must change the password at the next sign-in'],
    Roles: ['managerSales'],
    'Last Login': ['09/03/2026'],
    'Created On': ['05/01/2026'],
  });
  expect(
    within(permissions())
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['users.view']);
});

it('colours the roles as the table does', () => {
  render(<Details />);
  const badgeOf = (role: string) =>
    within(screen.getByRole('dialog')).getByText(role).closest('[data-tone]');
  expect(badgeOf('manager')?.getAttribute('data-tone')).toBe('caution');
  expect(badgeOf('Sales')?.getAttribute('data-tone')).toBe('success');
});

it('names a user without a name by the username alone, and says what is missing', () => {
  render(<BlockedNewcomer />);
  expect(facts()).toEqual({
    Username: ['meera'],
    Email: ['meera@plotline.example'],
    'Phone Number': ['Not provided'],
    Status: ['Blocked'],
    Roles: ['Sales'],
    'Last Login': ['Never'],
    'Created On': ['05/01/2026'],
  });
  expect(permissions()).toHaveTextContent('No permissions');
});

it("hands the user to 'Edit User' and 'Manage Roles'", async () => {
  const onEdit = vi.fn();
  const onManageRoles = vi.fn();
  render(<Details onEdit={onEdit} onManageRoles={onManageRoles} />);
  expect(footerButtons()).toEqual(['Manage Roles', 'Edit User']);
  await userEvent.click(screen.getByRole('button', { name: 'Edit User' }));
  expect(onEdit).toHaveBeenCalledWith(MANAGER_DETAILS);
  await userEvent.click(screen.getByRole('button', { name: 'Manage Roles' }));
  expect(onManageRoles).toHaveBeenCalledWith(MANAGER_DETAILS);
});

it('offers nothing to change without users.edit, or on a user holding more than the viewer', () => {
  const { unmount } = render(<ViewOnly />);
  expect(facts().Username).toEqual(['ravi']);
  expect(footerButtons()).toEqual([]);
  unmount();
  render(<OutOfReach />);
  expect(facts().Username).toEqual(['admin']);
  expect(footerButtons()).toEqual([]);
});

it('closes from its corner button', async () => {
  const onOpenChange = vi.fn();
  render(<Details onOpenChange={onOpenChange} />);
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onOpenChange).toHaveBeenCalledWith(false);
});

it('waits for the details with a spinner, its buttons disabled', () => {
  render(<Loading />);
  expect(screen.getByRole('progressbar', { name: 'Loading user details' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit User' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Manage Roles' })).toBeDisabled();
});

it("says 'User not found' and offers nothing to change", () => {
  render(<NotFound />);
  expect(screen.getByText('User not found')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Permissions' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Edit User' })).toBeDisabled();
});

it("lists the user's changes for whoever may see the audit trail, and none otherwise", () => {
  const { unmount } = render(<WithAuditHistory />);
  const history = screen.getByRole('list', { name: 'Changes, newest first' });
  expect(history.children).toHaveLength(2);
  expect(within(history).getByText(/admin · Changed roles/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See all in the Audit Log' })).toHaveAttribute(
    'href',
    '/audit-log?entity=user&entityId=2',
  );
  unmount();
  render(<Details />);
  expect(screen.queryByRole('heading', { name: 'History' })).toBeNull();
});
