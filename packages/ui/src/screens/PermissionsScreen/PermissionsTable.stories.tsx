import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EmptyState } from '../../components/EmptyState';
import { PERMISSIONS } from './permission-fixtures';
import { PermissionsTable, type PermissionsTableProps } from './PermissionsTable';
import docs from './PermissionsTable.docs.md?raw';

const meta = {
  title: 'Screens/PermissionsScreen/PermissionsTable',
  component: PermissionsTable,
  parameters: { docs: { description: { component: docs } } },
  args: {
    rows: PERMISSIONS.filter(({ module }) => module === 'bookings' || module === null),
    isLoading: false,
    emptyState: <EmptyState title="No permissions found" />,
    timeZone: 'Asia/Kolkata',
    can: { edit: true, delete: true },
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onEdit: fn() as PermissionsTableProps['onEdit'],
    onDelete: fn() as PermissionsTableProps['onDelete'],
  },
} satisfies Meta<typeof PermissionsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** No button at all: no Actions column. */
export const ReadOnly: Story = { args: { can: { edit: false, delete: false } } };

export const Empty: Story = { args: { rows: [] } };
