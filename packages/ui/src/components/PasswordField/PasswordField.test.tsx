import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import * as stories from './PasswordField.stories';

const { Default, Invalid, ReadOnlyCurrent, Disabled } = composeStories(stories);

it('masks the password until shown, and masks it again on hide', async () => {
  render(<Default />);
  const input = screen.getByLabelText('Password');
  expect(input.getAttribute('type')).toBe('password');

  await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
  expect(input.getAttribute('type')).toBe('text');

  await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(input.getAttribute('type')).toBe('password');
});

it('is typed into and toggled from the keyboard alone', async () => {
  const onChange = vi.fn();
  render(<Default onChange={onChange} />);
  await userEvent.tab();
  await userEvent.keyboard('secret1');
  expect(onChange).toHaveBeenLastCalledWith('secret1');

  await userEvent.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show password' }));
  await userEvent.keyboard('{Enter}');
  expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');
});

it("shows the domain's error message", () => {
  render(<Invalid />);
  expect(screen.getByLabelText(/^Password/).getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
});

it('reveals a read-only current password without letting it be edited', async () => {
  const onChange = vi.fn();
  render(<ReadOnlyCurrent onChange={onChange} />);
  const input = screen.getByLabelText('Current Password');
  await userEvent.type(input, 'x');
  expect(onChange).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
  expect(input.getAttribute('type')).toBe('text');
  expect((input as HTMLInputElement).value).toBe('Plotline@2024');
});

it('disables the toggle with the field', () => {
  render(<Disabled />);
  expect(screen.getByRole('button', { name: 'Show password' })).toHaveProperty('disabled', true);
});
