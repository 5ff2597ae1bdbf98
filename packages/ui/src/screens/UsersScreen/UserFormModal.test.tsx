import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import type { SaveOutcome } from '../../patterns';
import * as stories from './UserFormModal.stories';

const { Add, Edit } = composeStories(stories);

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const passwordBox = () =>
  screen.queryByLabelText(/^Password/, { selector: 'input' }) as HTMLInputElement | null;
const activeBox = () => screen.getByRole('checkbox', { name: 'Active User' }) as HTMLInputElement;

it('adds with every field, empty and active, Username focused', async () => {
  render(<Add />);
  expect(screen.getByRole('dialog', { name: 'Add User' })).toBeInTheDocument();
  await waitFor(() => expect(document.activeElement).toBe(box('Username')));
  for (const name of ['Username', 'Email']) {
    expect(box(name).getAttribute('aria-required')).toBe('true');
  }
  for (const name of ['First Name', 'Last Name', 'Phone Number']) {
    expect(box(name).value).toBe('');
    expect(box(name).getAttribute('aria-required')).toBeNull();
  }
  expect(passwordBox()!.getAttribute('aria-required')).toBe('true');
  expect(passwordBox()!.type).toBe('password');
  expect(activeBox().checked).toBe(true);
  expect(screen.getByRole('button', { name: 'Create User' })).toBeInTheDocument();
});

it('edits from what the user holds, with no password', () => {
  render(<Edit />);
  expect(screen.getByRole('dialog', { name: 'Edit User' })).toBeInTheDocument();
  expect(box('Username').value).toBe('ravi');
  expect(box('Email').value).toBe('ravi.kumar@plotline.example');
  expect(box('First Name').value).toBe('Ravi');
  expect(box('Last Name').value).toBe('Kumar');
  expect(box('Phone Number').value).toBe('9876500002');
  expect(passwordBox()).toBeNull();
  expect(activeBox().checked).toBe(true);
  expect(screen.getByRole('button', { name: 'Update User' })).toBeInTheDocument();
});

it("says each rule's words at its field, focuses the first, and saves nothing", async () => {
  const onSave = vi.fn();
  render(<Add onSave={onSave} />);
  await userEvent.type(box('Username'), 'r');
  await userEvent.type(box('Email'), 'ravi@');
  await userEvent.type(passwordBox()!, '12345');
  await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
  expect(screen.getByText('Username must be at least 2 characters')).toBeInTheDocument();
  expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
  expect(box('Username').getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(box('Username'));
  expect(onSave).not.toHaveBeenCalled();
  await userEvent.type(box('Username'), 'avi');
  expect(screen.queryByText('Username must be at least 2 characters')).toBeNull();
});

it('saves what was typed, from the keyboard', async () => {
  const onSave = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
  render(<Add onSave={onSave} />);
  // The modal puts the focus in its first field a frame after it opens, as a user sees the caret.
  await waitFor(() => expect(box('Username')).toHaveFocus());
  await userEvent.keyboard('kiran');
  await userEvent.tab();
  await userEvent.keyboard('kiran@example.com');
  await userEvent.tab();
  await userEvent.keyboard('Kiran');
  await userEvent.tab();
  await userEvent.keyboard('Das');
  await userEvent.tab();
  await userEvent.keyboard('9876543210');
  await userEvent.tab();
  await userEvent.keyboard('secret1');
  await userEvent.tab(); // the password's show/hide toggle
  await userEvent.tab();
  expect(document.activeElement).toBe(activeBox());
  await userEvent.keyboard(' ');
  await userEvent.tab(); // Cancel
  await userEvent.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Create User' }));
  await userEvent.keyboard('{Enter}');
  expect(onSave).toHaveBeenCalledWith({
    username: 'kiran',
    email: 'kiran@example.com',
    firstName: 'Kiran',
    lastName: 'Das',
    phoneNumber: '9876543210',
    password: 'secret1',
    isActive: false,
  });
});

it('keeps everything typed when the server refuses, with its message at the field', async () => {
  let finish: (outcome: SaveOutcome) => void = () => {};
  const onSave = vi.fn(() => new Promise<SaveOutcome>((resolve) => (finish = resolve)));
  render(<Edit onSave={onSave} />);
  await userEvent.clear(box('Email'));
  await userEvent.type(box('Email'), 'asha@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Update User' }));
  expect(screen.getByRole('button', { name: 'Saving...' })).toBeInTheDocument();
  await act(async () => finish({ ok: false, fieldErrors: { email: 'Email already exists' } }));
  expect(screen.getByText('Email already exists')).toBeInTheDocument();
  expect(box('Email').value).toBe('asha@example.com');
  expect(document.activeElement).toBe(box('Email'));
});
