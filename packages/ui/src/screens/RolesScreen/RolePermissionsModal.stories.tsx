import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { PERMISSION_CHOICES, ROLES } from './role-fixtures';
import { RolePermissionsModal, type RolePermissionsModalProps } from './RolePermissionsModal';
import docs from './RolePermissionsModal.docs.md?raw';

const [ACCOUNTS, ADMIN, FIELD_SALES, MANAGER] = ROLES;

const meta = {
  title: 'Screens/RolesScreen/RolePermissionsModal',
  component: RolePermissionsModal,
  parameters: { docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    role: MANAGER ?? null,
    permissions: PERMISSION_CHOICES,
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpenChange: fn() as RolePermissionsModalProps['onOpenChange'],
    onSave: fn(async () => ({ ok: true as const })) as RolePermissionsModalProps['onSave'],
  },
} satisfies Meta<typeof RolePermissionsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Manager: whole modules selected and whole modules not, 'General' last. */
export const Manager: Story = {};

/** Accounts: all of Reports, one of Bookings (its select-all mixed). */
export const SomeOfAModule: Story = { args: { role: ACCOUNTS ?? null } };

/** Admin holds every permission. */
export const Everything: Story = { args: { role: ADMIN ?? null } };

/** A role with none yet. */
export const Nothing: Story = { args: { role: FIELD_SALES ?? null } };

export const LoadingPermissions: Story = { args: { permissions: [], isLoadingPermissions: true } };

/** The permissions could not be loaded (logged only): nothing to choose from. */
export const NoPermissions: Story = { args: { permissions: [] } };

/** A module's select-all from the keyboard: Tab to it, Space selects the whole module. */
export const SelectAllByKeyboard: Story = {
  args: { role: FIELD_SALES ?? null },
  play: async ({ userEvent }) => {
    const selectAll = await screen.findByRole('checkbox', { name: 'Select all Users permissions' });
    selectAll.focus();
    await userEvent.keyboard(' ');
    const counter = await screen.findByText('4 of 38 permissions selected');
    await waitFor(() => expect(counter).toBeVisible());
  },
};

/** A save in flight: the button is busy and Cancel waits for it. */
export const Saving: Story = {
  args: { onSave: fn(() => new Promise<never>(() => {})) as RolePermissionsModalProps['onSave'] },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Save Permissions' }));
    const busy = await screen.findByRole('button', { name: 'Saving...' });
    await waitFor(() => expect(busy).toBeVisible());
  },
};
