import { USER_MESSAGES } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { loaded, NOT_LOADED } from '../../patterns';
import { MANAGER } from './users.fixtures';
import { ChangePasswordModal, type ChangePasswordModalProps } from './ChangePasswordModal';
import docs from './ChangePasswordModal.docs.md?raw';

const meta = {
  title: 'Screens/UsersScreen/ChangePasswordModal',
  component: ChangePasswordModal,
  parameters: { docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    user: MANAGER,
    currentPassword: { ...NOT_LOADED, error: USER_MESSAGES.currentPasswordFetchFailed },
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpenChange: fn() as ChangePasswordModalProps['onOpenChange'],
    onSave: fn(async () => ({ ok: true as const })) as ChangePasswordModalProps['onSave'],
  },
} satisfies Meta<typeof ChangePasswordModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** This server never reveals a password: the field says so. */
export const Unavailable: Story = {};

/** The host is still asking for the current password. */
export const LoadingCurrent: Story = {
  args: { currentPassword: { ...NOT_LOADED, isLoading: true } },
};

/** A backend that knows it: masked until the toggle shows it. */
export const KnownCurrent: Story = {
  args: { currentPassword: loaded('hunter22') },
  play: async ({ userEvent }) => {
    const toggle = await screen.findByRole('button', { name: 'Show current password' });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    await expect(screen.getByRole('textbox', { name: 'Current Password' })).toHaveValue('hunter22');
  },
};

/** Too short and not matching: each field says why, and the submit stays disabled. */
export const NotYetValid: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(
      await screen.findByLabelText(/^New Password/, { selector: 'input' }),
      'abc',
    );
    await userEvent.type(
      screen.getByLabelText(/^Confirm New Password/, { selector: 'input' }),
      'abd',
    );
    await userEvent.tab();
    const message = await screen.findByText('Passwords do not match');
    await waitFor(() => expect(message).toBeVisible());
    await expect(screen.getByText('Password must be at least 6 characters long')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Update Password' })).toBeDisabled();
  },
};
