import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ROLES } from './role-fixtures';
import * as stories from './RoleDetailsModal.stories';

const { Details, ReadOnly, WithoutCatalogue, NoPermissions, Loading, NotFound, WithAuditHistory } =
  composeStories(stories);

const dialog = () => screen.getByRole('dialog', { name: 'Role Details' });

/** Each term with its value, as the description list reads. */
function facts(): Record<string, string | null> {
  return Object.fromEntries(
    [...dialog().querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling!.textContent,
    ]),
  );
}

const namesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const buttonNames = () =>
  within(dialog())
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);

it('shows the name, status, creation date, users holding it and the description', () => {
  render(<Details />);
  expect(facts()).toEqual({
    'Role Name': 'Accounts',
    Status: 'Active',
    'Created On': '10/03/2025',
    'Assigned Users': '0',
    Description: 'Reads the reports and the bookings to reconcile token and booking amounts.',
  });
});

it('lists the permissions by module, in the catalogue’s order, each by name', () => {
  render(<Details />);
  const permissions = within(dialog()).getByRole('heading', { level: 3, name: 'Permissions' });
  expect(permissions).toBeInTheDocument();
  expect(
    within(dialog())
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent),
  ).toEqual(['Bookings', 'Reports']);
  expect(namesIn(screen.getByRole('list', { name: 'Bookings' }))).toEqual(['bookings.view']);
  expect(namesIn(screen.getByRole('list', { name: 'Reports' }))).toEqual([
    'reports.create',
    'reports.delete',
    'reports.edit',
    'reports.view',
  ]);
});

it('lists them by name where no catalogue says their modules', () => {
  render(<WithoutCatalogue />);
  expect(within(dialog()).queryAllByRole('heading', { level: 4 })).toEqual([]);
  expect(namesIn(screen.getByRole('list', { name: 'Permissions' }))).toEqual(
    ROLES[0]!.permissions.map(({ name }) => name),
  );
});

it("says 'No permissions', and no description, for a new role", () => {
  render(<NoPermissions />);
  expect(facts()).toMatchObject({ Status: 'Inactive', 'Assigned Users': '1' });
  expect(facts()).not.toHaveProperty('Description');
  expect(within(dialog()).getByText('No permissions')).toBeInTheDocument();
});

it("hands the role to 'Manage Permissions' and to 'Edit Role'", async () => {
  const onEdit = vi.fn();
  const onManagePermissions = vi.fn();
  render(<Details onEdit={onEdit} onManagePermissions={onManagePermissions} />);
  expect(buttonNames()).toEqual(['Close', 'Manage Permissions', 'Edit Role']);
  await userEvent.click(screen.getByRole('button', { name: 'Manage Permissions' }));
  expect(onManagePermissions).toHaveBeenCalledWith(ROLES[0]);
  await userEvent.click(screen.getByRole('button', { name: 'Edit Role' }));
  expect(onEdit).toHaveBeenCalledWith(ROLES[0]);
});

it('offers no button but Close to a user who may not edit roles', () => {
  render(<ReadOnly />);
  expect(buttonNames()).toEqual(['Close']);
});

it('closes from its corner button', async () => {
  const onOpenChange = vi.fn();
  render(<Details onOpenChange={onOpenChange} />);
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onOpenChange).toHaveBeenCalledWith(false);
});

it('waits for the details with a spinner, offering nothing to change', () => {
  render(<Loading />);
  expect(screen.getByRole('progressbar', { name: 'Loading role details' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit Role' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Manage Permissions' })).toBeDisabled();
});

it("says 'Role not found' and offers nothing to change", () => {
  render(<NotFound />);
  expect(within(dialog()).getByText('Role not found')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit Role' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Manage Permissions' })).toBeDisabled();
});

it("lists the role's changes for whoever may see the audit trail, and none otherwise", () => {
  const { unmount } = render(<WithAuditHistory />);
  const history = screen.getByRole('list', { name: 'Changes, newest first' });
  expect(history.children).toHaveLength(2);
  expect(within(history).getByText(/asha · Changed permissions/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See all in the Audit Log' })).toHaveAttribute(
    'href',
    '/audit-log?entity=role&entityId=3',
  );
  unmount();
  render(<Details />);
  expect(screen.queryByRole('heading', { name: 'History' })).toBeNull();
});
