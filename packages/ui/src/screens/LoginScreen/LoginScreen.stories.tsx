import {
  LOCKOUT_AFTER_FAILURES,
  LOCKOUT_DURATION_MS,
  LOCKOUT_WARNING_FROM_FAILURES,
  REGISTRATION_MESSAGES,
} from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { LoginScreen, type LoginScreenProps } from './LoginScreen';
import docs from './LoginScreen.docs.md?raw';

/** The server's answer to a wrong password, so the stories show the failure flow. */
const rejectCredentials: LoginScreenProps['onSubmit'] = async () => ({
  ok: false,
  failure: { kind: 'response', status: 401, message: 'Invalid username or password' },
});

const meta = {
  title: 'Screens/LoginScreen',
  component: LoginScreen,
  parameters: { layout: 'fullscreen', docs: { description: { component: docs } } },
  args: {
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onSubmit: fn(rejectCredentials) as LoginScreenProps['onSubmit'],
    onNotify: fn() as LoginScreenProps['onNotify'],
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Submitted empty: each field shows the domain's message. */
export const WithErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In to Dashboard' }));
    await expect(canvas.getByText('Username is required')).toBeVisible();
  },
};

/** Three failures: the warning that the account will be blocked. */
export const WarningAfterThreeFailures: Story = {
  args: { initialLockout: { failures: LOCKOUT_WARNING_FROM_FAILURES, lockedUntilMs: null } },
};

/** The fourth failure has just locked the form: the countdown runs on the story's clock. */
export const LockedOut: Story = {
  render: function LockedOutScreen(args) {
    const [lockout] = useState(() => ({
      failures: LOCKOUT_AFTER_FAILURES,
      lockedUntilMs: (args.now ?? Date.now)() + LOCKOUT_DURATION_MS,
    }));
    return <LoginScreen {...args} initialLockout={lockout} />;
  },
};

/** The host is signing in: the button is busy. */
export const Submitting: Story = { args: { isSubmitting: true } };

/** The server has registration closed: no link to register. */
export const RegistrationClosed: Story = { args: { registration: 'closed' } };

/** The account was registered while registration needs approval, and is not approved yet. */
export const NotYetApproved: Story = {
  args: {
    onSubmit: fn(async () => ({
      ok: false as const,
      failure: {
        kind: 'response' as const,
        status: 403,
        message: REGISTRATION_MESSAGES.notYetApproved,
      },
    })) as LoginScreenProps['onSubmit'],
  },
};
