import { REGISTRATION_MESSAGES } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RegisterScreen, type RegisterScreenProps } from './RegisterScreen';
import docs from './RegisterScreen.docs.md?raw';

/** The server's answer when the username is taken, so the stories show its field errors. */
const rejectTakenUsername: RegisterScreenProps['onSubmit'] = async () => ({
  ok: false,
  message: 'Username already exists',
  errors: { username: 'Username already exists' },
});

const meta = {
  title: 'Screens/RegisterScreen',
  component: RegisterScreen,
  parameters: { layout: 'fullscreen', docs: { description: { component: docs } } },
  args: {
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onSubmit: fn(rejectTakenUsername) as RegisterScreenProps['onSubmit'],
    onNotify: fn() as RegisterScreenProps['onNotify'],
  },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Submitted empty: each required field shows the domain's message. */
export const WithErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(canvas.getByText('Username is required')).toBeVisible();
  },
};

/** A valid form the server refused: its message under the field. */
export const WithServerErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'admin');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'admin@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password\*?$/), 'secret1');
    // Enter, not a click: a focused button announces its pending state through RAC's live
    // announcer, whose entries outlive the story and would fail the next story's axe check.
    await userEvent.type(canvas.getByLabelText(/^Confirm Password\*?$/), 'secret1{Enter}');
    await expect(await canvas.findByText('Username already exists')).toBeVisible();
  },
};

/** The host is registering: the button is busy. */
export const Submitting: Story = { args: { isSubmitting: true } };

/** The server has registration closed: the page says so instead of showing the form. */
export const RegistrationClosed: Story = { args: { registration: 'closed' } };

/**
 * Registration needs an administrator's approval: once submitted, the page says the account
 * waits, and nobody is signed in.
 */
export const AwaitingApproval: Story = {
  args: {
    registration: 'approval',
    onSubmit: fn(async () => ({
      ok: true as const,
      awaitingApproval: true,
      message: REGISTRATION_MESSAGES.awaitingApproval,
    })) as RegisterScreenProps['onSubmit'],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'newcomer');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'new@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password\*?$/), 'secret1');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password\*?$/), 'secret1{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      REGISTRATION_MESSAGES.awaitingApproval,
    );
  },
};
