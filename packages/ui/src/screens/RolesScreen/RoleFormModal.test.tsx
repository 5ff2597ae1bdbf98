import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import type { SaveOutcome } from '../../patterns';
import * as stories from './RoleFormModal.stories';

const { Add, Edit } = composeStories(stories);

const nameBox = () => screen.getByRole('textbox', { name: 'Role Name' }) as HTMLInputElement;
const descriptionBox = () =>
  screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement;
const activeBox = () => screen.getByRole('checkbox', { name: 'Active' }) as HTMLInputElement;

it('adds with the three fields, empty and active, the name required and focused', async () => {
  render(<Add />);
  expect(screen.getByRole('dialog', { name: 'Add Role' })).toBeInTheDocument();
  expect(nameBox().getAttribute('aria-required')).toBe('true');
  await waitFor(() => expect(document.activeElement).toBe(nameBox()));
  expect(descriptionBox().value).toBe('');
  expect(activeBox().checked).toBe(true);
  expect(screen.getByRole('button', { name: 'Create Role' })).toBeInTheDocument();
});

it('edits from what the role holds', () => {
  render(<Edit />);
  expect(screen.getByRole('dialog', { name: 'Edit Role' })).toBeInTheDocument();
  expect(nameBox().value).toBe('Field Sales');
  expect(descriptionBox().value).toBe('');
  expect(activeBox().checked).toBe(false);
  expect(screen.getByRole('button', { name: 'Update Role' })).toBeInTheDocument();
});

it('requires a name after trimming, focuses it, and does not save', async () => {
  const onSave = vi.fn();
  render(<Add onSave={onSave} />);
  await userEvent.type(nameBox(), '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Create Role' }));
  expect(screen.getByText('Role name is required')).toBeInTheDocument();
  expect(nameBox().getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(nameBox());
  expect(onSave).not.toHaveBeenCalled();
});

it("clears the name's message as the name is typed", async () => {
  render(<Add />);
  await userEvent.click(screen.getByRole('button', { name: 'Create Role' }));
  await userEvent.type(nameBox(), 'A');
  expect(screen.queryByText('Role name is required')).toBeNull();
});

it('saves what was typed, from the keyboard', async () => {
  const onSave = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
  render(<Add onSave={onSave} />);
  // The modal puts the focus in its first field a frame after it opens, as a user sees the caret.
  await waitFor(() => expect(nameBox()).toHaveFocus());
  await userEvent.keyboard('Auditor');
  await userEvent.tab();
  await userEvent.keyboard('Reads everything');
  await userEvent.tab();
  await userEvent.keyboard(' ');
  await userEvent.click(nameBox());
  await userEvent.keyboard('{Enter}');
  expect(onSave).toHaveBeenCalledWith({
    name: 'Auditor',
    description: 'Reads everything',
    isActive: false,
  });
});

it("keeps what was typed when the server refuses, with its field's message", async () => {
  const onSave = vi.fn(async (): Promise<SaveOutcome> => ({
    ok: false,
    fieldErrors: { name: 'A role named Admin already exists' },
  }));
  render(<Add onSave={onSave} />);
  await userEvent.type(nameBox(), 'Admin');
  await userEvent.click(screen.getByRole('button', { name: 'Create Role' }));
  expect(screen.getByText('A role named Admin already exists')).toBeInTheDocument();
  expect(nameBox().value).toBe('Admin');
  expect(screen.getByRole('dialog', { name: 'Add Role' })).toBeInTheDocument();
});

it('is busy while saving, and Escape waits for the save', async () => {
  let finish: (outcome: SaveOutcome) => void = () => {};
  const onSave = vi.fn(() => new Promise<SaveOutcome>((resolve) => (finish = resolve)));
  const onOpenChange = vi.fn();
  render(<Edit onSave={onSave} onOpenChange={onOpenChange} />);
  await userEvent.click(screen.getByRole('button', { name: 'Update Role' }));
  expect(screen.getByRole('button', { name: 'Saving...' }).dataset.pending).toBe('true');
  await userEvent.keyboard('{Escape}');
  expect(onOpenChange).not.toHaveBeenCalled();
  await act(async () => finish({ ok: true }));
});
