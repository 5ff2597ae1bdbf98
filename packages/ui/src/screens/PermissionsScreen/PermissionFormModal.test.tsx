import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import type { SaveOutcome } from '../../patterns';
import * as stories from './PermissionFormModal.stories';

const { Add, Edit, EditWithoutModule } = composeStories(stories);

const nameBox = () => screen.getByRole('textbox', { name: 'Permission Name' }) as HTMLInputElement;
const descriptionBox = () =>
  screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement;
const moduleSelect = () => screen.getByRole('button', { name: /Module/ });
const activeBox = () => screen.getByRole('checkbox', { name: 'Active' }) as HTMLInputElement;
const create = () => userEvent.click(screen.getByRole('button', { name: 'Create Permission' }));
const chooseModule = async (label: string) => {
  await userEvent.click(moduleSelect());
  await userEvent.click(screen.getByRole('option', { name: label }));
};

it('adds with the four fields: the name required and focused, no module, active', async () => {
  render(<Add />);
  expect(screen.getByRole('dialog', { name: 'Add Permission' })).toBeInTheDocument();
  expect(nameBox().getAttribute('aria-required')).toBe('true');
  expect(nameBox()).toHaveAccessibleDescription('module.action in lowercase, e.g. users.view');
  await waitFor(() => expect(document.activeElement).toBe(nameBox()));
  expect(descriptionBox().value).toBe('');
  expect(moduleSelect().textContent).toContain('None (General)');
  expect(activeBox().checked).toBe(true);
});

it("offers no module, then the catalogue's modules", async () => {
  render(<Add />);
  await userEvent.click(moduleSelect());
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'None (General)',
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

it('edits from what the permission holds', () => {
  render(<Edit />);
  expect(screen.getByRole('dialog', { name: 'Edit Permission' })).toBeInTheDocument();
  expect(nameBox().value).toBe('bookings.export');
  expect(descriptionBox().value).toBe('Download the bookings as CSV');
  expect(moduleSelect().textContent).toContain('Bookings');
  expect(activeBox().checked).toBe(false);
  expect(screen.getByRole('button', { name: 'Update Permission' })).toBeInTheDocument();
});

it('edits one without a module as none', () => {
  render(<EditWithoutModule />);
  expect(moduleSelect().textContent).toContain('None (General)');
});

it.each([
  ['', 'Permission name is required'],
  ['   ', 'Permission name is required'],
  ['Users.View', 'Permission name must be module.action in lowercase, e.g. users.view'],
  ['users', 'Permission name must be module.action in lowercase, e.g. users.view'],
  ['users view', 'Permission name must be module.action in lowercase, e.g. users.view'],
])('refuses the name %j: %s, and saves nothing', async (name, message) => {
  const onSave = vi.fn();
  render(<Add onSave={onSave} />);
  if (name) await userEvent.type(nameBox(), name);
  await create();
  expect(screen.getByText(message)).toBeInTheDocument();
  expect(nameBox().getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(nameBox());
  expect(onSave).not.toHaveBeenCalled();
});

it('wants the name to start with its module, hyphens aside', async () => {
  const onSave = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
  render(<Add onSave={onSave} />);
  await userEvent.type(nameBox(), 'plots.view');
  await chooseModule('Channel Partners');
  await create();
  expect(
    screen.getByText('Permission name must start with its module, e.g. channel-partners.view'),
  ).toBeInTheDocument();
  await userEvent.clear(nameBox());
  await userEvent.type(nameBox(), 'channelpartners.export');
  await create();
  expect(onSave).toHaveBeenCalledWith({
    name: 'channelpartners.export',
    description: '',
    module: 'channel-partners',
    isActive: true,
  });
});

it("clears the name's message about its module when another module is chosen", async () => {
  render(<Add />);
  await userEvent.type(nameBox(), 'plots.view');
  await chooseModule('Users');
  await create();
  expect(
    screen.getByText('Permission name must start with its module, e.g. users.view'),
  ).toBeInTheDocument();
  await chooseModule('Plots');
  expect(screen.queryByText(/must start with its module/)).toBeNull();
});

it('saves what was typed, with no module, from the keyboard', async () => {
  const onSave = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
  render(<Add onSave={onSave} />);
  // The modal puts the focus in its first field a frame after it opens, as a user sees the caret.
  await waitFor(() => expect(nameBox()).toHaveFocus());
  await userEvent.keyboard('dashboard.view');
  await userEvent.tab();
  await userEvent.keyboard('See the dashboard');
  await userEvent.click(nameBox());
  await userEvent.keyboard('{Enter}');
  expect(onSave).toHaveBeenCalledWith({
    name: 'dashboard.view',
    description: 'See the dashboard',
    module: '',
    isActive: true,
  });
});

it("keeps what was typed when the server refuses, with its field's message", async () => {
  const onSave = vi.fn(async (): Promise<SaveOutcome> => ({
    ok: false,
    fieldErrors: { name: 'Permission users.view already exists' },
  }));
  render(<Add onSave={onSave} />);
  await userEvent.type(nameBox(), 'users.view');
  await create();
  expect(screen.getByText('Permission users.view already exists')).toBeInTheDocument();
  expect(nameBox().value).toBe('users.view');
});
