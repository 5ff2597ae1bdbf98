import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { MANAGER, NEWCOMER, ROLES } from './users.fixtures';
import { ManageRolesModal, type ManageRolesModalProps } from './ManageRolesModal';
import docs from './ManageRolesModal.docs.md?raw';

const meta = {
  title: 'Screens/UsersScreen/ManageRolesModal',
  component: ManageRolesModal,
  parameters: { docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    user: MANAGER,
    roles: ROLES,
    isLoadingRoles: false,
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpenChange: fn() as ManageRolesModalProps['onOpenChange'],
    onSave: fn(async () => ({ ok: true as const })) as ManageRolesModalProps['onSave'],
  },
} satisfies Meta<typeof ManageRolesModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Ravi holds 'manager ' and 'Sales': only Sales matches a role's name exactly, so only it
 * starts ticked. Auditor is inactive.
 */
export const Assigned: Story = {};

/** A user with no roles: nothing ticked. */
export const NoRoles: Story = { args: { user: NEWCOMER } };

/** The roles are loading: nothing to tick or save yet. */
export const LoadingRoles: Story = { args: { roles: [], isLoadingRoles: true } };

/** No role exists to offer. */
export const NothingToOffer: Story = { args: { roles: [] } };

/** Ticking counts. */
export const Ticking: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Admin' }));
    const count = await screen.findByText('2 roles selected');
    await waitFor(() => expect(count).toBeVisible());
  },
};
