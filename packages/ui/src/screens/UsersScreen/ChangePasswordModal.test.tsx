import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import type { SaveOutcome } from '../../patterns';
import * as stories from './ChangePasswordModal.stories';

const { Unavailable, LoadingCurrent, KnownCurrent } = composeStories(stories);

const current = () => screen.getByLabelText('Current Password') as HTMLInputElement;
const toggle = () => screen.getByRole('button', { name: 'Show current password' });
const newBox = () =>
  screen.getByLabelText(/^New Password/, { selector: 'input' }) as HTMLInputElement;
const confirmBox = () =>
  screen.getByLabelText(/^Confirm New Password/, { selector: 'input' }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Update Password' });

it('names the user, warns that the change is immediate, and focuses New Password', async () => {
  render(<Unavailable />);
  expect(
    screen.getByRole('dialog', { name: 'Change Password for Ravi Kumar' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Ravi Kumar (@ravi)')).toBeInTheDocument();
  expect(
    screen.getByText(
      'The new password takes effect immediately: the user is signed out everywhere and must sign in with it.',
    ),
  ).toBeInTheDocument();
  // Past the read-only current password: the first box to type in (FormModal).
  await waitFor(() => expect(document.activeElement).toBe(newBox()));
});

it("says 'Unable to retrieve' when the host cannot know the password, with nothing to show", () => {
  render(<Unavailable />);
  expect(current().value).toBe('Unable to retrieve');
  expect(current().type).toBe('text');
  expect(current().readOnly).toBe(true);
  expect(toggle()).toBeDisabled();
});

it('says Loading... while the host asks', () => {
  render(<LoadingCurrent />);
  expect(current().value).toBe('Loading...');
  expect(current().getAttribute('aria-busy')).toBe('true');
  expect(toggle()).toBeDisabled();
});

it('masks a known password until the toggle is pressed, from the keyboard too', async () => {
  render(<KnownCurrent />);
  expect(current().value).toBe('hunter22');
  expect(current().type).toBe('password');
  expect(toggle().getAttribute('aria-pressed')).toBe('false');
  toggle().focus();
  await userEvent.keyboard(' ');
  expect(current().type).toBe('text');
  expect(toggle().getAttribute('aria-pressed')).toBe('true');
  await userEvent.keyboard('{Enter}');
  expect(current().type).toBe('password');
});

it('keeps the submit disabled until the password is long enough and confirmed', async () => {
  const onSave = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
  render(<Unavailable onSave={onSave} />);
  expect(submit()).toBeDisabled();
  await userEvent.type(newBox(), 'abc12');
  await userEvent.type(confirmBox(), 'abc12');
  expect(submit()).toBeDisabled();
  // Enter in a field submits the form in a browser; a disabled submit stops that too.
  fireEvent.submit(screen.getByRole('form', { name: 'Change Password for Ravi Kumar' }));
  expect(onSave).not.toHaveBeenCalled();
  await userEvent.type(newBox(), '3');
  expect(submit()).toBeDisabled();
  await userEvent.type(confirmBox(), '3');
  expect(submit()).toBeEnabled();
  await userEvent.tab(); // the confirmation's own toggle
  await userEvent.tab(); // Cancel
  await userEvent.tab();
  expect(document.activeElement).toBe(submit());
  await userEvent.keyboard('{Enter}');
  expect(onSave).toHaveBeenCalledWith('abc123');
});

it('says what is wrong with a field once it is left, and follows what is typed', async () => {
  render(<Unavailable />);
  await userEvent.type(newBox(), 'abc');
  expect(screen.queryByText('Password must be at least 6 characters long')).toBeNull();
  await userEvent.tab(); // to the new password's own toggle
  expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
  expect(newBox().getAttribute('aria-invalid')).toBe('true');
  await userEvent.type(confirmBox(), 'abd');
  await userEvent.tab();
  expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  await userEvent.type(newBox(), 'def');
  expect(screen.queryByText('Password must be at least 6 characters long')).toBeNull();
});

it('keeps what was typed when the host refuses, with its message', async () => {
  let finish: (outcome: SaveOutcome) => void = () => {};
  const onSave = vi.fn(() => new Promise<SaveOutcome>((resolve) => (finish = resolve)));
  render(<Unavailable onSave={onSave} />);
  await userEvent.type(newBox(), 'abc123');
  await userEvent.type(confirmBox(), 'abc123');
  await userEvent.click(submit());
  expect(screen.getByRole('button', { name: 'Saving...' })).toBeInTheDocument();
  await act(async () =>
    finish({ ok: false, fieldErrors: { newPassword: 'Password is too common' } }),
  );
  expect(screen.getByText('Password is too common')).toBeInTheDocument();
  expect(newBox().value).toBe('abc123');
  expect(confirmBox().value).toBe('abc123');
});
