import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { MANAGER } from './users.fixtures';
import { UserFormModal, type UserFormModalProps } from './UserFormModal';
import docs from './UserFormModal.docs.md?raw';

const meta = {
  title: 'Screens/UsersScreen/UserFormModal',
  component: UserFormModal,
  parameters: { docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    user: null,
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpenChange: fn() as UserFormModalProps['onOpenChange'],
    onSave: fn(async () => ({ ok: true as const })) as UserFormModalProps['onSave'],
  },
} satisfies Meta<typeof UserFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new user starts empty and active, with a password to set. */
export const Add: Story = {};

/** An existing user starts from what they hold; no password here (Change Password sets it). */
export const Edit: Story = { args: { user: MANAGER } };

/** Saved empty: the domain's messages at each required field, the first focused. */
export const WithValidationErrors: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Create User' }));
    const message = await screen.findByText('Username is required');
    await waitFor(() => expect(message).toBeVisible());
    await expect(screen.getByText('Email is required')).toBeVisible();
    await expect(screen.getByText('Password is required')).toBeVisible();
  },
};

/** The server refused the username: the modal stays, with what was typed. */
export const RefusedByTheServer: Story = {
  args: {
    onSave: fn(async () => ({
      ok: false as const,
      fieldErrors: { username: 'Username already exists' },
    })) as UserFormModalProps['onSave'],
  },
  play: async ({ userEvent }) => {
    await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), 'ravi');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ravi@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    const message = await screen.findByText('Username already exists');
    await waitFor(() => expect(message).toBeVisible());
  },
};
