import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ChangePasswordScreen, type ChangePasswordScreenProps } from './ChangePasswordScreen';
import docs from './ChangePasswordScreen.docs.md?raw';

/** The server's answer to a wrong current password, so the stories show its field error. */
const rejectCurrentPassword: ChangePasswordScreenProps['onSubmit'] = async () => ({
  ok: false,
  message: 'Current password is incorrect',
  errors: { currentPassword: 'Current password is incorrect' },
});

const meta = {
  title: 'Screens/ChangePasswordScreen',
  component: ChangePasswordScreen,
  parameters: { layout: 'fullscreen', docs: { description: { component: docs } } },
  args: {
    reason: 'required',
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onSubmit: fn(rejectCurrentPassword) as ChangePasswordScreenProps['onSubmit'],
    onNotify: fn() as ChangePasswordScreenProps['onNotify'],
    onSignOut: fn() as ChangePasswordScreenProps['onSignOut'],
  },
} satisfies Meta<typeof ChangePasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The password was set for the user: a page of its own until they choose theirs. */
export const Required: Story = {};

/** Opened from the user menu: a page of the app shell, with Cancel. */
export const Chosen: Story = {
  parameters: { layout: 'padded' },
  args: {
    reason: 'chosen',
    onSignOut: undefined,
    onCancel: fn() as ChangePasswordScreenProps['onCancel'],
  },
};

/** Submitted empty: each field shows the domain's message. */
export const WithErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Password' }));
    await expect(canvas.getByText('Current password is required')).toBeVisible();
  },
};

/** A valid form the server refused: its message beside the current password. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Current Password/), 'not-it');
    await userEvent.type(canvas.getByLabelText(/^New Password/), 'secret123');
    // Enter, not a click: a focused button announces its pending state through RAC's live
    // announcer, whose entries outlive the story and would fail the next story's axe check.
    await userEvent.type(canvas.getByLabelText(/^Confirm New Password/), 'secret123{Enter}');
    await expect(await canvas.findByText('Current password is incorrect')).toBeVisible();
  },
};

/** The host is saving: the button is busy. */
export const Submitting: Story = { args: { isSubmitting: true } };
