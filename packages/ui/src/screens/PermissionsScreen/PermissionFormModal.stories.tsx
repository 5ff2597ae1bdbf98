import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { PERMISSIONS } from './permission-fixtures';
import { PermissionFormModal, type PermissionFormModalProps } from './PermissionFormModal';
import docs from './PermissionFormModal.docs.md?raw';

const byName = (name: string) => PERMISSIONS.find((permission) => permission.name === name) ?? null;

const meta = {
  title: 'Screens/PermissionsScreen/PermissionFormModal',
  component: PermissionFormModal,
  parameters: { docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    permission: null,
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpenChange: fn() as PermissionFormModalProps['onOpenChange'],
    onSave: fn(async () => ({ ok: true as const })) as PermissionFormModalProps['onSave'],
  },
} satisfies Meta<typeof PermissionFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new permission starts empty, without a module, and active. */
export const Add: Story = {};

/** An inactive permission of the bookings. */
export const Edit: Story = { args: { permission: byName('bookings.export') } };

/** A permission without a module: 'None (General)'. */
export const EditWithoutModule: Story = { args: { permission: byName('dashboard.view') } };

/** The name does not start with the chosen module: the domain says so, naming it. */
export const NameOfAnotherModule: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Permission Name' }),
      'plots.view',
    );
    await userEvent.click(screen.getByRole('button', { name: /Module/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Users' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Permission' }));
    const message = await screen.findByText(
      'Permission name must start with its module, e.g. users.view',
    );
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** Saved empty: the domain's message on the name, which takes focus. */
export const WithValidationErrors: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Create Permission' }));
    const message = await screen.findByText('Permission name is required');
    await waitFor(() => expect(message).toBeVisible());
  },
};
