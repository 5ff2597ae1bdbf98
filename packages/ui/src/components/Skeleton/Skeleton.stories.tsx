import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';
import docs from './Skeleton.docs.md?raw';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  parameters: { docs: { description: { component: docs } } },
  args: { width: '240px', height: '24px' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};

/** A loading summary card: its label, its figure; the card says it is busy. */
export const Catalog: Story = {
  render: () => (
    <div aria-busy="true" aria-label="Summary loading" role="group" style={{ width: 240 }}>
      <div style={{ display: 'grid', gap: 8 }}>
        <Skeleton width="60%" height="13px" />
        <Skeleton width="40%" height="28px" />
        <Skeleton height="160px" />
      </div>
    </div>
  ),
};
