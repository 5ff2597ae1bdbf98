import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PermissionFilters, type PermissionFiltersProps } from './PermissionFilters';
import docs from './PermissionFilters.docs.md?raw';

const meta = {
  title: 'Screens/PermissionsScreen/PermissionFilters',
  component: PermissionFilters,
  parameters: { docs: { description: { component: docs } } },
  args: {
    filters: { searchTerm: '', module: null },
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onFiltersChange: fn() as PermissionFiltersProps['onFiltersChange'],
  },
} satisfies Meta<typeof PermissionFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'All Modules' and no search. */
export const Default: Story = {};

export const Filtered: Story = {
  args: { filters: { searchTerm: 'view', module: 'channel-partners' } },
};
