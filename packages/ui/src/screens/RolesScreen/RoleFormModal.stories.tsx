import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { ROLES } from './role-fixtures';
import { RoleFormModal, type RoleFormModalProps } from './RoleFormModal';
import docs from './RoleFormModal.docs.md?raw';

const meta = {
  title: 'Screens/RolesScreen/RoleFormModal',
  component: RoleFormModal,
  parameters: { docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    role: null,
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpenChange: fn() as RoleFormModalProps['onOpenChange'],
    onSave: fn(async () => ({ ok: true as const })) as RoleFormModalProps['onSave'],
  },
} satisfies Meta<typeof RoleFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new role starts empty and active. */
export const Add: Story = {};

/** An inactive role without a description. */
export const Edit: Story = { args: { role: ROLES[2] } };

/** Saved empty: the domain's message on the name, which takes focus. */
export const WithValidationErrors: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Create Role' }));
    const message = await screen.findByText('Role name is required');
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** The server refused the name: the modal stays, with what was typed and its message. */
export const RefusedByTheServer: Story = {
  args: {
    onSave: fn(async () => ({
      ok: false as const,
      fieldErrors: { name: 'A role named Admin already exists' },
    })) as RoleFormModalProps['onSave'],
  },
  play: async ({ userEvent }) => {
    await userEvent.type(await screen.findByRole('textbox', { name: 'Role Name' }), 'Admin');
    await userEvent.click(screen.getByRole('button', { name: 'Create Role' }));
    const message = await screen.findByText('A role named Admin already exists');
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** A save in flight: the button is busy and Cancel waits for it. */
export const Saving: Story = {
  args: {
    role: ROLES[1],
    onSave: fn(() => new Promise<never>(() => {})) as RoleFormModalProps['onSave'],
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Update Role' }));
    const busy = await screen.findByRole('button', { name: 'Saving...' });
    await waitFor(() => expect(busy).toBeVisible());
  },
};
