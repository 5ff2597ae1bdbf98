import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EmptyState } from '../../components/EmptyState';
import { ROLES } from './role-fixtures';
import { RolesTable, type RolesTableProps } from './RolesTable';
import docs from './RolesTable.docs.md?raw';

const meta = {
  title: 'Screens/RolesScreen/RolesTable',
  component: RolesTable,
  parameters: { docs: { description: { component: docs } } },
  args: {
    rows: ROLES,
    isLoading: false,
    emptyState: <EmptyState title="No roles found" />,
    timeZone: 'Asia/Kolkata',
    can: { edit: true, delete: true },
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onView: fn() as RolesTableProps['onView'],
    onManagePermissions: fn() as RolesTableProps['onManagePermissions'],
    onEdit: fn() as RolesTableProps['onEdit'],
    onDelete: fn() as RolesTableProps['onDelete'],
  },
} satisfies Meta<typeof RolesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Manage permissions, view, edit and delete on every row. */
export const Default: Story = {};

/** roles.delete alone: View and Delete. */
export const DeleteOnly: Story = { args: { can: { edit: false, delete: true } } };

/** A user who may only look: View alone. */
export const ReadOnly: Story = { args: { can: { edit: false, delete: false } } };

export const Loading: Story = { args: { rows: [], isLoading: true } };
