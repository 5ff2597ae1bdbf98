import { composeStories } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import type { SaveOutcome } from '../../patterns';
import * as stories from './RolePermissionsModal.stories';

const { Manager, SomeOfAModule, Everything, Nothing, LoadingPermissions, NoPermissions } =
  composeStories(stories);

const counter = () => screen.getByRole('status').textContent;
const selectAll = (module: string) =>
  screen.getByRole('checkbox', { name: `Select all ${module} permissions` }) as HTMLInputElement;
const permission = (name: string) =>
  screen.getByRole('checkbox', {
    name: new RegExp(`^${name.replace('.', '\\.')}\\b`),
  }) as HTMLInputElement;
const moduleGroup = (module: string) => screen.getByRole('group', { name: module });

it("groups every permission by module in the catalogue's order, 'General' last", () => {
  render(<Manager />);
  expect(
    within(screen.getByRole('dialog', { name: 'Manage Permissions: Manager' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual([
    'Users',
    'Roles',
    'Permissions',
    'Projects',
    'Plots',
    'Bookings',
    'Channel Partners',
    'Amenities',
    'Reports',
    'General',
  ]);
  expect(
    within(moduleGroup('Bookings'))
      .getAllByRole('checkbox')
      .map((checkbox) => checkbox.closest('label')?.textContent),
  ).toEqual([
    'Select all Bookings permissions',
    'bookings.create',
    'bookings.delete',
    'bookings.edit',
    'bookings.export Inactive',
    'bookings.view',
  ]);
  expect(
    within(moduleGroup('General')).getByRole('checkbox', { name: 'dashboard.view' }),
  ).toBeInTheDocument();
});

it('counts the permissions the role holds of all there are', () => {
  render(<Manager />);
  expect(counter()).toBe('25 of 38 permissions selected');
});

it('ticks each module whose permissions are all held, and leaves the others empty', () => {
  render(<Manager />);
  expect(selectAll('Projects').checked).toBe(true);
  expect(selectAll('Bookings').checked).toBe(true);
  expect(selectAll('Users').checked).toBe(false);
  expect(selectAll('Users')).not.toBePartiallyChecked();
  expect(selectAll('General').checked).toBe(false);
});

it('shows a module of which only some are held as mixed', () => {
  render(<SomeOfAModule />);
  expect(selectAll('Reports').checked).toBe(true);
  expect(selectAll('Bookings')).toBePartiallyChecked();
  expect(permission('bookings.view').checked).toBe(true);
  expect(permission('bookings.edit').checked).toBe(false);
});

it('selects the whole module from mixed, then clears it', async () => {
  render(<SomeOfAModule />);
  expect(counter()).toBe('5 of 38 permissions selected');
  await userEvent.click(selectAll('Bookings'));
  expect(selectAll('Bookings').checked).toBe(true);
  expect(selectAll('Bookings')).not.toBePartiallyChecked();
  expect(permission('bookings.export').checked).toBe(true);
  expect(counter()).toBe('9 of 38 permissions selected');
  await userEvent.click(selectAll('Bookings'));
  expect(selectAll('Bookings').checked).toBe(false);
  expect(permission('bookings.view').checked).toBe(false);
  expect(counter()).toBe('4 of 38 permissions selected');
});

it("follows its module's checkboxes: mixed after one, ticked after the last", async () => {
  render(<Nothing />);
  await userEvent.click(permission('plots.view'));
  expect(selectAll('Plots')).toBePartiallyChecked();
  for (const action of ['create', 'edit', 'delete'])
    await userEvent.click(permission(`plots.${action}`));
  expect(selectAll('Plots').checked).toBe(true);
  await userEvent.click(permission('plots.edit'));
  expect(selectAll('Plots')).toBePartiallyChecked();
  expect(counter()).toBe('3 of 38 permissions selected');
});

it("marks inactive permissions and shows each permission's description", () => {
  render(<Everything />);
  expect(screen.getByRole('checkbox', { name: 'bookings.export Inactive' })).toBeInTheDocument();
  expect(permission('users.view')).toHaveAccessibleDescription('View users');
  expect(permission('channelpartners.view')).toHaveAccessibleDescription('View channel partners');
});

it('is used from the keyboard: Tab to a module, Space selects it all, Tab on to its first permission', async () => {
  const onSave = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
  render(<Nothing onSave={onSave} />);
  selectAll('Roles').focus();
  await userEvent.keyboard(' ');
  expect(counter()).toBe('4 of 38 permissions selected');
  await userEvent.tab();
  expect(document.activeElement).toBe(permission('roles.create'));
  await userEvent.keyboard(' ');
  expect(selectAll('Roles')).toBePartiallyChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Save Permissions' }));
  expect(onSave).toHaveBeenCalledWith([5, 7, 8]);
});

it('saves the ids selected, keeping held ones the list lacks', async () => {
  const onSave = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
  render(
    <Manager
      onSave={onSave}
      role={{
        name: 'Manager',
        permissions: [
          { id: 99, name: 'gone.view' },
          { id: 1, name: 'users.view' },
        ],
      }}
    />,
  );
  expect(counter()).toBe('1 of 38 permissions selected');
  await userEvent.click(permission('users.view'));
  await userEvent.click(screen.getByRole('button', { name: 'Save Permissions' }));
  expect(onSave).toHaveBeenCalledWith([99]);
});

it('is busy while saving, and Cancel waits', async () => {
  let finish: (outcome: SaveOutcome) => void = () => {};
  const onSave = vi.fn(() => new Promise<SaveOutcome>((resolve) => (finish = resolve)));
  const onOpenChange = vi.fn();
  render(<Manager onSave={onSave} onOpenChange={onOpenChange} />);
  await userEvent.click(screen.getByRole('button', { name: 'Save Permissions' }));
  expect(screen.getByRole('button', { name: 'Saving...' }).dataset.pending).toBe('true');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onOpenChange).not.toHaveBeenCalled();
  await act(async () => finish({ ok: false }));
  expect(screen.getByRole('button', { name: 'Save Permissions' })).toBeInTheDocument();
});

it('shows a spinner while the permissions load', () => {
  render(<LoadingPermissions />);
  expect(screen.getByRole('progressbar', { name: 'Loading permissions' })).toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).toBeNull();
});

it("says 'No permissions found' when there are none to choose", () => {
  render(<NoPermissions />);
  expect(screen.getByText('No permissions found')).toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).toBeNull();
});
