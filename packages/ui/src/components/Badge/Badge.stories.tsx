import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, type BadgeTone } from './Badge';
import docs from './Badge.docs.md?raw';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  parameters: { docs: { description: { component: docs } } },
  args: { children: 'Manager' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};

export const Danger: Story = { args: { tone: 'danger', children: 'Admin' } };

export const Success: Story = { args: { tone: 'success', children: 'Sales' } };

const TONES: readonly BadgeTone[] = ['neutral', 'info', 'success', 'caution', 'warning', 'danger'];

/** Every tone. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {TONES.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};
