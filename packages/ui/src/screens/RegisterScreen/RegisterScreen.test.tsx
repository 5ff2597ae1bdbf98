import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RegisterFormValues, RegisterOutcome } from './RegisterScreen';
import * as stories from './RegisterScreen.stories';

const { Default, WithErrors, WithServerErrors, Submitting, RegistrationClosed, AwaitingApproval } =
  composeStories(stories);

const CLOSED = 'Registration is closed. Ask an administrator for an account.';
const AWAITING =
  "Your account has been created and is waiting for an administrator's approval. You can sign in once it is approved.";

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

describe('registration the server does not simply open', () => {
  it('says registration is closed, with a way to sign in, instead of the form', () => {
    render(<RegistrationClosed />);
    expect(screen.getByRole('status')).toHaveTextContent(CLOSED);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says an account waits for approval in place of the form, focused, without a toast', async () => {
    const onNotify = vi.fn();
    render(<AwaitingApproval onNotify={onNotify} />);
    await fillIn(FILLED);
    await userEvent.keyboard('{Enter}');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(AWAITING);
    expect(document.activeElement).toBe(status);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(onNotify).not.toHaveBeenCalled();
  });

  it("shows the server's own words for the wait when it sends them", async () => {
    const onSubmit = async (): Promise<RegisterOutcome> => ({
      ok: true,
      awaitingApproval: true,
      message: 'An administrator will approve your account shortly.',
    });
    render(<Default onSubmit={onSubmit} />);
    await fillIn(FILLED);
    await userEvent.click(createButton());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'An administrator will approve your account shortly.',
    );
  });

  it('says registration is closed when the server refuses the form for it', async () => {
    const onNotify = vi.fn();
    const onSubmit = async (): Promise<RegisterOutcome> => ({
      ok: false,
      message: CLOSED,
      registrationClosed: true,
    });
    render(<Default onSubmit={onSubmit} onNotify={onNotify} />);
    await fillIn(FILLED);
    await userEvent.click(createButton());
    expect(await screen.findByRole('status')).toHaveTextContent(CLOSED);
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(onNotify).not.toHaveBeenCalled();
  });
});
