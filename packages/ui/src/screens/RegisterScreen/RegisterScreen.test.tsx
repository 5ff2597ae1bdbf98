import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import type { RegisterFormValues, RegisterOutcome } from './RegisterScreen';
import * as stories from './RegisterScreen.stories';

const { Default, WithErrors, WithServerErrors, Submitting } = composeStories(stories);

const textbox = (name: string) => screen.getByRole('textbox', { name });
const createButton = () => screen.getByRole('button', { name: /Create Account/ });

const FILLED: RegisterFormValues = {
  firstName: 'Asha',
  lastName: 'Rao',
  username: 'asha',
  email: 'asha@example.com',
  phoneNumber: '9876543210',
  password: 'secret1',
  confirmPassword: 'secret1',
};

async function fillIn(values: Partial<RegisterFormValues>) {
  const boxes: Record<keyof RegisterFormValues, () => HTMLElement> = {
    firstName: () => textbox('First Name'),
    lastName: () => textbox('Last Name'),
    username: () => textbox('Username'),
    email: () => textbox('Email'),
    phoneNumber: () => textbox('Phone Number'),
    password: () => screen.getByLabelText(/^Password\*?$/),
    confirmPassword: () => screen.getByLabelText(/^Confirm Password\*?$/),
  };
  for (const [field, text] of Object.entries(values)) {
    await userEvent.type(boxes[field as keyof RegisterFormValues](), text);
  }
}

it('shows the title, every field with its label, and the sign-in link', () => {
  render(<Default />);
  expect(
    screen.getByRole('heading', { level: 1, name: 'Join Real Estate CRM' }),
  ).toBeInTheDocument();
  for (const name of ['First Name', 'Last Name', 'Username', 'Email', 'Phone Number']) {
    expect(textbox(name)).toBeInTheDocument();
  }
  expect(screen.getByLabelText(/^Password\*?$/).getAttribute('type')).toBe('password');
  expect(screen.getByLabelText(/^Confirm Password\*?$/).getAttribute('type')).toBe('password');
  expect(textbox('Username').getAttribute('aria-required')).toBe('true');
  expect(textbox('First Name').getAttribute('aria-required')).toBeNull();
  expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
});

it('shows the required messages and focuses the first invalid field', async () => {
  const onSubmit = vi.fn();
  render(<WithErrors onSubmit={onSubmit} />);
  // The story's play function clicks the button in Storybook; here the test does.
  await userEvent.click(createButton());
  for (const message of [
    'Username is required',
    'Email is required',
    'Password is required',
    'Please confirm your password',
  ]) {
    expect(screen.getByText(message)).toBeInTheDocument();
  }
  expect(document.activeElement).toBe(textbox('Username'));
  expect(onSubmit).not.toHaveBeenCalled();
});

it('checks the email, the password length and the confirmation', async () => {
  render(<Default />);
  await fillIn({ username: 'asha', email: 'asha@', password: 'abc', confirmPassword: 'abd' });
  await userEvent.click(createButton());
  expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
  expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
});

it("clears only the edited field's error", async () => {
  render(<Default />);
  await userEvent.click(createButton());
  await userEvent.type(textbox('Email'), 'a');
  expect(screen.queryByText('Email is required')).toBeNull();
  expect(textbox('Email').getAttribute('aria-invalid')).toBeNull();
  expect(screen.getByText('Username is required')).toBeInTheDocument();
});

it('submits every value and announces success', async () => {
  const onSubmit = vi.fn(async (): Promise<RegisterOutcome> => ({ ok: true }));
  const onNotify = vi.fn();
  render(<Default onSubmit={onSubmit} onNotify={onNotify} />);
  await fillIn(FILLED);
  await userEvent.keyboard('{Enter}');
  expect(onSubmit).toHaveBeenCalledWith(FILLED);
  expect(onNotify).toHaveBeenCalledWith({ kind: 'success', message: 'Registration successful!' });
});

it("shows the server's field errors and its message", async () => {
  const onNotify = vi.fn();
  render(<WithServerErrors onNotify={onNotify} />);
  await fillIn(FILLED);
  await userEvent.click(createButton());
  expect(onNotify).toHaveBeenCalledWith({ kind: 'error', message: 'Username already exists' });
  expect(screen.getByText('Username already exists')).toBeInTheDocument();
  expect(textbox('Username').getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(textbox('Username'));
  await userEvent.type(textbox('Username'), '2');
  expect(screen.queryByText('Username already exists')).toBeNull();
});

it("falls back to 'Registration failed' when the server says nothing", async () => {
  const onNotify = vi.fn();
  render(<Default onSubmit={async () => ({ ok: false })} onNotify={onNotify} />);
  await fillIn(FILLED);
  await userEvent.click(createButton());
  expect(onNotify).toHaveBeenCalledWith({ kind: 'error', message: 'Registration failed' });
});

it('is busy while the host registers', () => {
  render(<Submitting />);
  expect(
    screen.getByRole('button', { name: /Creating account/ }).hasAttribute('data-pending'),
  ).toBe(true);
});
