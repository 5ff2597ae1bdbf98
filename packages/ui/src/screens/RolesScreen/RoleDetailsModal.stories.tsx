import { ROLE_MESSAGES } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { auditHistoryOf } from '../../patterns/AuditTrail/audit-entry.fixtures';
import { PERMISSION_CHOICES, ROLE_HISTORY, ROLES } from './role-fixtures';
import { RoleDetailsModal, type RoleDetailsModalProps } from './RoleDetailsModal';
import docs from './RoleDetailsModal.docs.md?raw';

const [ACCOUNTS, , FIELD_SALES] = ROLES;

const meta = {
  title: 'Screens/RolesScreen/RoleDetailsModal',
  component: RoleDetailsModal,
  parameters: { layout: 'fullscreen', docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    role: ACCOUNTS!,
    permissionCatalogue: PERMISSION_CHOICES,
    can: { edit: true },
    timeZone: 'Asia/Kolkata',
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpenChange: fn() as RoleDetailsModalProps['onOpenChange'],
    onEdit: fn() as RoleDetailsModalProps['onEdit'],
    onManagePermissions: fn() as RoleDetailsModalProps['onManagePermissions'],
  },
} satisfies Meta<typeof RoleDetailsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its facts and its permissions by module, with both buttons for a user with roles.edit. */
export const Details: Story = {};

/** A user who may only look: no buttons. */
export const ReadOnly: Story = { args: { can: { edit: false } } };

/**
 * For a user without permissions.view no catalogue is loaded, and the role's permissions carry no
 * module: they are listed by name.
 */
export const WithoutCatalogue: Story = { args: { permissionCatalogue: undefined } };

/** An inactive role with no description and no permissions yet. */
export const NoPermissions: Story = { args: { role: FIELD_SALES! } };

export const Loading: Story = { args: { role: null, isLoading: true } };

export const NotFound: Story = { args: { role: null, errorMessage: ROLE_MESSAGES.notFound } };

/** For whoever may see the audit trail: every change to the role, last. */
export const WithAuditHistory: Story = {
  args: { audit: auditHistoryOf(ROLE_HISTORY, '/audit-log?entity=role&entityId=3') },
};
