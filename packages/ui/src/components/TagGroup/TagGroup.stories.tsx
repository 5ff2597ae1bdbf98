import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TagGroup, type TagGroupProps } from './TagGroup';
import docs from './TagGroup.docs.md?raw';

const meta = {
  title: 'Components/TagGroup',
  component: TagGroup,
  parameters: { docs: { description: { component: docs } } },
  args: {
    label: 'Record',
    items: [{ id: 12, label: 'Booking #12' }],
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onRemove: fn() as TagGroupProps['onRemove'],
  },
} satisfies Meta<typeof TagGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One removable chip, as a list narrowed to one record shows it. */
export const Removable: Story = {};

/** Chips that only say what applies. */
export const ReadOnly: Story = {
  args: {
    label: 'Roles',
    items: [
      { id: 1, label: 'Admin' },
      { id: 2, label: 'Sales' },
    ],
    onRemove: undefined,
  },
};

/** Both kinds. */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 48 }}>
      <TagGroup {...args} />
      <TagGroup {...args} label="Roles" onRemove={undefined} />
    </div>
  ),
};
