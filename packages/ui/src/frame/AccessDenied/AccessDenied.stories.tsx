import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccessDenied } from './AccessDenied';
import docs from './AccessDenied.docs.md?raw';

const meta = {
  title: 'Frame/AccessDenied',
  component: AccessDenied,
  parameters: { docs: { description: { component: docs } } },
  args: { reason: 'permission' },
} satisfies Meta<typeof AccessDenied>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user lacks the permission the page needs. */
export const MissingPermission: Story = {};

/** The user lacks the role the page needs. */
export const MissingRole: Story = { args: { reason: 'role' } };

/** Both reasons side by side. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <AccessDenied reason="permission" />
      <AccessDenied reason="role" />
    </div>
  ),
};
