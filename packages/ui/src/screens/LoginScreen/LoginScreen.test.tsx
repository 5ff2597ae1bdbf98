import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginOutcome } from './LoginScreen';
import * as stories from './LoginScreen.stories';

const {
  Default,
  WithErrors,
  WarningAfterThreeFailures,
  LockedOut,
  Submitting,
  RegistrationClosed,
  NotYetApproved,
} = composeStories(stories);

const WARNING = 'Warning: your account will be temporarily blocked after 5 failed attempts.';
const INVALID_CREDENTIALS: LoginOutcome = {
  ok: false,
  failure: { kind: 'response', status: 401, message: 'Invalid username or password' },
};

const signInButton = () => screen.getByRole('button', { name: /Sign In to Dashboard/ });
const usernameBox = () => screen.getByRole('textbox', { name: 'Username or Email:' });
const passwordBox = () => screen.getByLabelText('Password');

/** A clock the test moves by hand, with the screen's one-second tick faked to match. */
function testClock() {
  let ms = 1_700_000_000_000;
  return {
    now: () => ms,
    advance: (byMs: number) => {
      ms += byMs;
      act(() => vi.advanceTimersByTime(byMs));
    },
  };
}

async function signIn(username = 'admin', password = 'wrong-password') {
  await userEvent.clear(usernameBox());
  await userEvent.type(usernameBox(), username);
  await userEvent.clear(passwordBox());
  await userEvent.type(passwordBox(), password);
  await userEvent.click(signInButton());
}

it('shows the title, the fields, the links and the button', () => {
  render(<Default />);
  expect(screen.getByRole('heading', { level: 1, name: 'Real Estate CRM' })).toBeInTheDocument();
  expect(usernameBox()).toBeInTheDocument();
  expect(passwordBox().getAttribute('type')).toBe('password');
  expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
    '/register',
  );
  expect(signInButton()).toBeInTheDocument();
});

it('offers no registration when the server has it closed', () => {
  render(<RegistrationClosed />);
  expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
  expect(screen.queryByText(/Don't have an account/)).toBeNull();
  expect(signInButton()).toBeInTheDocument();
});

it.each(['open', 'approval'] as const)('offers registration when it is %s', (registration) => {
  render(<Default registration={registration} />);
  expect(screen.getByRole('link', { name: 'Create an account' })).toBeInTheDocument();
});

it('reveals and hides the password', async () => {
  render(<Default />);
  await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
  expect(passwordBox().getAttribute('type')).toBe('text');
  await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(passwordBox().getAttribute('type')).toBe('password');
});

it("reaches 'Forgot password?' from the keyboard, and it goes nowhere", async () => {
  render(<Default />);
  const forgot = screen.getByRole('link', { name: 'Forgot password?' });
  expect(forgot.hasAttribute('href')).toBe(false);
  forgot.focus();
  expect(document.activeElement).toBe(forgot);
  await userEvent.keyboard('{Enter}');
  expect(window.location.pathname).toBe('/');
});

describe('validation', () => {
  it('shows the required messages, notifies, and focuses the first invalid field', async () => {
    const onNotify = vi.fn();
    const onSubmit = vi.fn();
    render(<Default onNotify={onNotify} onSubmit={onSubmit} />);
    await userEvent.click(signInButton());
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(usernameBox().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(usernameBox());
    expect(onNotify).toHaveBeenCalledWith({
      kind: 'error',
      message: 'Please fix the errors below',
    });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the length messages', async () => {
    render(<Default />);
    await signIn('a', '12345');
    expect(screen.getByText('Username must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it("clears only the edited field's error", async () => {
    // The story's play function clicks the button in Storybook; here the test does.
    render(<WithErrors />);
    await userEvent.click(signInButton());
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    await userEvent.type(usernameBox(), 'a');
    expect(screen.queryByText('Username is required')).toBeNull();
    expect(usernameBox().getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await userEvent.type(passwordBox(), 'x');
    expect(screen.queryByText('Password is required')).toBeNull();
  });
});

describe('signing in', () => {
  it('submits the values, from the keyboard too', async () => {
    const onSubmit = vi.fn(async (): Promise<LoginOutcome> => ({ ok: true }));
    const onNotify = vi.fn();
    render(<Default onSubmit={onSubmit} onNotify={onNotify} />);
    await userEvent.type(usernameBox(), 'admin');
    await userEvent.type(passwordBox(), 'admin123');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.type(passwordBox(), '{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({
      username: 'admin',
      password: 'admin123',
      rememberMe: true,
    });
    expect(onNotify).toHaveBeenCalledWith({ kind: 'success', message: 'Welcome back!' });
  });

  it('tells a failure with the domain toast, longer from the second', async () => {
    const onSubmit = vi.fn(async () => INVALID_CREDENTIALS);
    const onNotify = vi.fn();
    render(<Default onSubmit={onSubmit} onNotify={onNotify} />);
    await signIn();
    expect(onNotify).toHaveBeenLastCalledWith({
      kind: 'error',
      message: 'Invalid credentials. Please check your username and password.',
      durationMs: 4000,
    });
    await userEvent.click(signInButton());
    expect(onNotify).toHaveBeenLastCalledWith({
      kind: 'error',
      message:
        'Invalid credentials. Please check your username and password. If the problem continues, please contact the administrator.',
      durationMs: 8000,
    });
  });

  it('shows the server error when it is not about credentials', async () => {
    const onNotify = vi.fn();
    render(
      <Default
        onSubmit={async () => ({ ok: false, failure: { kind: 'response', status: 500 } })}
        onNotify={onNotify}
      />,
    );
    await signIn();
    expect(onNotify).toHaveBeenLastCalledWith({
      kind: 'error',
      message: 'Server error (500)',
      durationMs: 4000,
    });
  });

  it("shows an account's wait for approval in the server's words, however often tried", async () => {
    const onNotify = vi.fn();
    render(<NotYetApproved onNotify={onNotify} />);
    await signIn('newcomer', 'secret123');
    await userEvent.click(signInButton());
    expect(onNotify).toHaveBeenCalledTimes(2);
    expect(onNotify.mock.calls.map(([notice]) => notice.message)).toEqual([
      "Your account is waiting for an administrator's approval",
      "Your account is waiting for an administrator's approval",
    ]);
  });

  it('is busy while the host signs in', () => {
    render(<Submitting />);
    const button = screen.getByRole('button', { name: /Signing in/ });
    expect(button.hasAttribute('data-pending')).toBe(true);
  });

  it('is busy while onSubmit is pending', async () => {
    let finish: (outcome: LoginOutcome) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<LoginOutcome>((resolve) => (finish = resolve)));
    render(<Default onSubmit={onSubmit} />);
    await signIn('admin', 'admin123');
    expect(screen.getByRole('button', { name: /Signing in/ }).hasAttribute('data-pending')).toBe(
      true,
    );
    await act(async () => finish({ ok: true }));
    expect(signInButton().hasAttribute('data-pending')).toBe(false);
  });
});

describe('lockout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('warns from the third failure', async () => {
    render(<Default />);
    await signIn();
    await userEvent.click(signInButton());
    expect(screen.queryByText(WARNING)).toBeNull();
    await userEvent.click(signInButton());
    expect(screen.getByRole('status').textContent).toBe(WARNING);
  });

  it('shows the warning story at three failures', () => {
    render(<WarningAfterThreeFailures />);
    expect(screen.getByText(WARNING)).toBeInTheDocument();
    expect(signInButton().hasAttribute('disabled')).toBe(false);
  });

  it('locks for 30 seconds after the fourth failure, counting down, then starts again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const clock = testClock();
    const onSubmit = vi.fn(async () => INVALID_CREDENTIALS);
    const onNotify = vi.fn();
    render(<Default onSubmit={onSubmit} onNotify={onNotify} now={clock.now} />);
    await signIn();
    for (let failure = 2; failure <= 4; failure += 1) {
      await userEvent.click(signInButton());
    }
    expect(onNotify).toHaveBeenLastCalledWith({
      kind: 'error',
      message: 'Too many failed attempts. Please wait 30 seconds before trying again.',
      durationMs: 8000,
    });
    expect(screen.getByText('Please wait 30 seconds before trying again.')).toBeInTheDocument();
    expect(signInButton().hasAttribute('disabled')).toBe(true);

    clock.advance(1000);
    expect(screen.getByText('Please wait 29 seconds before trying again.')).toBeInTheDocument();

    // Enter in a field does not get round the disabled button.
    await userEvent.type(passwordBox(), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(4);

    clock.advance(28_000);
    expect(screen.getByText('Please wait 1 seconds before trying again.')).toBeInTheDocument();
    clock.advance(1000);
    expect(screen.queryByText(/Please wait/)).toBeNull();
    expect(screen.queryByText(WARNING)).toBeNull();
    expect(signInButton().hasAttribute('disabled')).toBe(false);

    // The count started again: the next failure is a first one.
    await userEvent.click(signInButton());
    expect(onNotify).toHaveBeenLastCalledWith({
      kind: 'error',
      message: 'Invalid credentials. Please check your username and password.',
      durationMs: 4000,
    });
  });

  it('runs the locked-out story on the given clock', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const clock = testClock();
    render(<LockedOut now={clock.now} />);
    expect(screen.getByText('Please wait 30 seconds before trying again.')).toBeInTheDocument();
    expect(screen.getByText(WARNING)).toBeInTheDocument();
    expect(signInButton().hasAttribute('disabled')).toBe(true);
    clock.advance(30_000);
    expect(signInButton().hasAttribute('disabled')).toBe(false);
  });

  it('resets the count on success', async () => {
    const outcomes: LoginOutcome[] = [INVALID_CREDENTIALS, INVALID_CREDENTIALS, { ok: true }];
    const onSubmit = vi.fn(async () => outcomes.shift() ?? INVALID_CREDENTIALS);
    const onNotify = vi.fn();
    render(<Default onSubmit={onSubmit} onNotify={onNotify} />);
    await signIn();
    await userEvent.click(signInButton());
    await userEvent.click(signInButton());
    expect(onNotify).toHaveBeenLastCalledWith({ kind: 'success', message: 'Welcome back!' });
    await userEvent.click(signInButton());
    await userEvent.click(signInButton());
    expect(screen.queryByText(WARNING)).toBeNull();
  });
});
