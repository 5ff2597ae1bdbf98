import { composeStories } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import type { SaveOutcome } from '../../patterns';
import * as stories from './ManageRolesModal.stories';
import { ADMIN, ROLES } from './users.fixtures';

const { Assigned, NoRoles, LoadingRoles, NothingToOffer } = composeStories(stories);

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save Roles' });

it('offers each role with its description, ticked as the user holds it by exact name', () => {
  render(<Assigned />);
  expect(screen.getByRole('dialog', { name: 'Manage Roles for Ravi Kumar' })).toBeInTheDocument();
  const group = screen.getByRole('group', { name: 'Roles' });
  expect(
    within(group)
      .getAllByRole('checkbox')
      .map((checkbox) => checkbox.getAttribute('value')),
  ).toEqual(['1', '2', '3', '4']);
  expect(box('Sales').checked).toBe(true);
  // 'manager ' is not the role 'Manager'.
  expect(box('Manager').checked).toBe(false);
  expect(box('Admin').checked).toBe(false);
  expect(screen.getByRole('status').textContent).toBe('1 role selected');
  expect(box('Admin')).toHaveAccessibleDescription('Every permission');
  expect(box('Sales')).toHaveAccessibleDescription('No description');
  expect(box('Auditor')).toHaveAccessibleDescription('Inactive Reads reports only');
});

it('ticks the roles an admin holds', () => {
  render(<Assigned user={ADMIN} />);
  expect(box('Admin').checked).toBe(true);
  expect(screen.getByRole('status').textContent).toBe('1 role selected');
});

it('counts the selected roles as they are ticked, from the keyboard too', async () => {
  render(<NoRoles />);
  expect(screen.getByRole('status').textContent).toBe('No roles selected');
  await userEvent.click(box('Admin'));
  expect(screen.getByRole('status').textContent).toBe('1 role selected');
  await userEvent.tab();
  expect(document.activeElement).toBe(box('Manager'));
  await userEvent.keyboard(' ');
  expect(screen.getByRole('status').textContent).toBe('2 roles selected');
});

it('saves the whole set by id, in the order offered', async () => {
  const onSave = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
  render(<Assigned onSave={onSave} />);
  await userEvent.click(box('Auditor'));
  await userEvent.click(box('Admin'));
  await userEvent.click(box('Sales'));
  await userEvent.click(save());
  expect(onSave).toHaveBeenCalledWith([1, 4]);
});

it('saves an empty set to remove every role', async () => {
  const onSave = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
  render(<Assigned onSave={onSave} />);
  await userEvent.click(box('Sales'));
  await userEvent.click(save());
  expect(onSave).toHaveBeenCalledWith([]);
});

it('keeps the ticks when the host refuses', async () => {
  let finish: (outcome: SaveOutcome) => void = () => {};
  const onSave = vi.fn(() => new Promise<SaveOutcome>((resolve) => (finish = resolve)));
  render(<Assigned onSave={onSave} />);
  await userEvent.click(box('Admin'));
  await userEvent.click(save());
  expect(screen.getByRole('button', { name: 'Saving...' })).toBeInTheDocument();
  await act(async () => finish({ ok: false }));
  expect(box('Admin').checked).toBe(true);
  expect(box('Sales').checked).toBe(true);
});

it('waits for the roles, with nothing to save meanwhile', async () => {
  const onSave = vi.fn();
  render(<LoadingRoles onSave={onSave} />);
  expect(screen.getByRole('progressbar', { name: 'Loading roles' })).toBeInTheDocument();
  expect(save()).toBeDisabled();
  expect(screen.queryByRole('checkbox')).toBeNull();
});

it('ticks the held roles once they arrive', () => {
  const { rerender } = render(<LoadingRoles />);
  rerender(<LoadingRoles roles={ROLES} isLoadingRoles={false} />);
  expect(box('Sales').checked).toBe(true);
});

it('says when there is no role to offer', () => {
  render(<NothingToOffer />);
  expect(screen.getByText('No roles found')).toBeInTheDocument();
});
