import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar';
import docs from './ProgressBar.docs.md?raw';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  parameters: { docs: { description: { component: docs } } },
  args: { label: 'Creating plots', value: 3, maxValue: 10, valueLabel: '3 of 10' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BatchCreation: Story = {};

export const Percent: Story = {
  args: { label: 'Uploading', value: 40, maxValue: 100, valueLabel: undefined },
};

export const Indeterminate: Story = { args: { isIndeterminate: true, valueLabel: undefined } };

/** Empty, part-way, full and indeterminate. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      {[0, 3, 10].map((value) => (
        <ProgressBar
          key={value}
          label={`Creating plots (${value})`}
          value={value}
          maxValue={10}
          valueLabel={`${value} of 10`}
        />
      ))}
      <ProgressBar label="Creating plots (starting)" isIndeterminate />
    </div>
  ),
};
