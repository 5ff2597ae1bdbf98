import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RowActions, type RowActionsProps } from './RowActions';
import docs from './RowActions.docs.md?raw';

const meta = {
  title: 'Patterns/RowActions',
  component: RowActions,
  parameters: { docs: { description: { component: docs } } },
  args: {
    name: 'plot A-12',
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onEdit: fn() as RowActionsProps['onEdit'],
    onDelete: fn() as RowActionsProps['onDelete'],
  },
} satisfies Meta<typeof RowActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Edit, then Delete; each says which row it acts on. */
export const Default: Story = {};

/** A row with details: View comes first. */
export const WithView: Story = { args: { onView: fn() as RowActionsProps['onView'] } };

/** Where the user may delete but not edit (the administration screens gate each button). */
export const DeleteOnly: Story = { args: { onEdit: undefined } };
