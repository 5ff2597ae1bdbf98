import { USER_MESSAGES } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { auditHistoryOf } from '../../patterns/AuditTrail/audit-entry.fixtures';
import {
  ADMIN,
  ADMIN_VIEWER,
  ALL_GRANTS,
  BLOCKED,
  MANAGER_DETAILS,
  MANAGER_HISTORY,
  VIEW_ONLY,
} from './users.fixtures';
import { UserDetailsModal, type UserDetailsModalProps } from './UserDetailsModal';
import docs from './UserDetailsModal.docs.md?raw';

const meta = {
  title: 'Screens/UsersScreen/UserDetailsModal',
  component: UserDetailsModal,
  parameters: { layout: 'fullscreen', docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    user: MANAGER_DETAILS,
    can: ALL_GRANTS,
    viewer: ADMIN_VIEWER,
    timeZone: 'Asia/Kolkata',
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpenChange: fn() as UserDetailsModalProps['onOpenChange'],
    onEdit: fn() as UserDetailsModalProps['onEdit'],
    onManageRoles: fn() as UserDetailsModalProps['onManageRoles'],
  },
} satisfies Meta<typeof UserDetailsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ravi for an administrator: his facts, roles and permissions, with Manage Roles and Edit User. */
export const Details: Story = {};

/** Someone who may only look: the same facts, and no button but the corner Close. */
export const ViewOnly: Story = { args: { can: VIEW_ONLY } };

/** The administrator to a viewer with users.edit alone: nothing to change, as on her row. */
export const OutOfReach: Story = {
  args: { user: ADMIN, viewer: { id: 9, permissions: ['users.view', 'users.edit'] } },
};

/** Blocked, never signed in, known by the username alone, with no phone and no permissions. */
export const BlockedNewcomer: Story = { args: { user: BLOCKED } };

export const Loading: Story = { args: { user: null, isLoading: true } };

export const NotFound: Story = { args: { user: null, errorMessage: USER_MESSAGES.notFound } };

/** For whoever may see the audit trail: every change to the user, last. */
export const WithAuditHistory: Story = {
  args: { audit: auditHistoryOf(MANAGER_HISTORY, '/audit-log?entity=user&entityId=2') },
};
