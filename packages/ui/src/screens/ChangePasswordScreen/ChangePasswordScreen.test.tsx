import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChangePasswordFormValues, ChangePasswordOutcome } from './ChangePasswordScreen';
import * as stories from './ChangePasswordScreen.stories';

const { Required, Chosen, WithErrors, WrongCurrentPassword, Submitting } = composeStories(stories);

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));
const saveButton = () => screen.getByRole('button', { name: /Save Password/ });

const CHOSEN: ChangePasswordFormValues = {
  currentPassword: 'first-password',
  newPassword: 'my-own-password',
  confirmPassword: 'my-own-password',
};

async function fillIn(values: Partial<ChangePasswordFormValues>) {
  const labels: Record<keyof ChangePasswordFormValues, string> = {
    currentPassword: 'Current Password',
    newPassword: 'New Password',
    confirmPassword: 'Confirm New Password',
  };
  for (const [name, text] of Object.entries(values)) {
    await userEvent.type(field(labels[name as keyof ChangePasswordFormValues]), text);
  }
}

describe('a password that must be chosen', () => {
  it('is a page of its own: the title, why, the three fields and Sign out', () => {
    render(<Required />);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Choose your password' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your password was set for you when your account was made. Choose your own to continue.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Choose your password' })).toBeInTheDocument();
    for (const label of ['Current Password', 'New Password', 'Confirm New Password']) {
      expect(field(label).getAttribute('type')).toBe('password');
      expect(field(label).getAttribute('aria-required')).toBe('true');
    }
    expect(field('Current Password').getAttribute('autocomplete')).toBe('current-password');
    expect(field('New Password').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('starts with focus in the current password', () => {
    render(<Required />);
    expect(document.activeElement).toBe(field('Current Password'));
  });

  it('signs out from the keyboard', async () => {
    const onSignOut = vi.fn();
    render(<Required onSignOut={onSignOut} />);
    screen.getByRole('button', { name: 'Sign out' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});

describe('a password the user chose to change', () => {
  it('sits in the shell: its title, what the change does, and Cancel', async () => {
    const onCancel = vi.fn();
    render(<Chosen onCancel={onCancel} />);
    expect(screen.queryByRole('main')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    expect(
      screen.getByText('Changing it signs you out everywhere else; you stay signed in here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

it('reveals and hides each password', async () => {
  render(<Required />);
  const [toggle] = screen.getAllByRole('button', { name: 'Show password' });
  await userEvent.click(toggle!);
  expect(field('Current Password').getAttribute('type')).toBe('text');
  await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(field('Current Password').getAttribute('type')).toBe('password');
});

it('shows the required messages and focuses the first invalid field', async () => {
  const onSubmit = vi.fn();
  render(<WithErrors onSubmit={onSubmit} />);
  // The story's play function clicks the button in Storybook; here the test does.
  await userEvent.click(saveButton());
  expect(screen.getByText('Current password is required')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
  expect(document.activeElement).toBe(field('Current Password'));
  expect(onSubmit).not.toHaveBeenCalled();
});

it('checks the new password against its confirmation, and lands there', async () => {
  render(<Required />);
  await fillIn({ currentPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdeg' });
  await userEvent.click(saveButton());
  expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  expect(document.activeElement).toBe(field('Confirm New Password'));
});

it("clears only the edited field's error", async () => {
  render(<Required />);
  await userEvent.click(saveButton());
  await userEvent.type(field('Current Password'), 'a');
  expect(screen.queryByText('Current password is required')).toBeNull();
  expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
});

it('submits the three values from the keyboard alone and announces success', async () => {
  const onSubmit = vi.fn(async (): Promise<ChangePasswordOutcome> => ({ ok: true }));
  const onNotify = vi.fn();
  render(<Required onSubmit={onSubmit} onNotify={onNotify} />);
  // Focus starts in the first field; Tab passes each show/hide toggle.
  await userEvent.keyboard(CHOSEN.currentPassword);
  await userEvent.tab();
  await userEvent.tab();
  await userEvent.keyboard(CHOSEN.newPassword);
  await userEvent.tab();
  await userEvent.tab();
  await userEvent.keyboard(`${CHOSEN.confirmPassword}{Enter}`);
  expect(onSubmit).toHaveBeenCalledExactlyOnceWith(CHOSEN);
  expect(onNotify).toHaveBeenCalledExactlyOnceWith({
    kind: 'success',
    message: 'Password changed successfully',
  });
});

it("shows the server's refusal beside the current password, and its message", async () => {
  const onNotify = vi.fn();
  render(<WrongCurrentPassword onNotify={onNotify} />);
  await fillIn(CHOSEN);
  await userEvent.click(saveButton());
  expect(onNotify).toHaveBeenCalledWith({
    kind: 'error',
    message: 'Current password is incorrect',
  });
  expect(screen.getByText('Current password is incorrect')).toBeInTheDocument();
  expect(field('Current Password').getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(field('Current Password'));
  await userEvent.type(field('Current Password'), 'x');
  expect(screen.queryByText('Current password is incorrect')).toBeNull();
});

it("falls back to 'Password change failed' when the server says nothing", async () => {
  const onNotify = vi.fn();
  render(<Required onSubmit={async () => ({ ok: false })} onNotify={onNotify} />);
  await fillIn(CHOSEN);
  await userEvent.click(saveButton());
  expect(onNotify).toHaveBeenCalledWith({ kind: 'error', message: 'Password change failed' });
});

it('is busy while the host saves', () => {
  render(<Submitting />);
  expect(screen.getByRole('button', { name: /Saving password/ }).hasAttribute('data-pending')).toBe(
    true,
  );
});

it('is busy while onSubmit is pending', async () => {
  let finish: (outcome: ChangePasswordOutcome) => void = () => {};
  const onSubmit = vi.fn(() => new Promise<ChangePasswordOutcome>((resolve) => (finish = resolve)));
  render(<Required onSubmit={onSubmit} />);
  await fillIn(CHOSEN);
  await userEvent.type(field('Confirm New Password'), '{Enter}');
  await userEvent.type(field('Confirm New Password'), '{Enter}');
  expect(onSubmit).toHaveBeenCalledTimes(1);
  await act(async () => finish({ ok: true }));
  expect(saveButton().hasAttribute('data-pending')).toBe(false);
});
