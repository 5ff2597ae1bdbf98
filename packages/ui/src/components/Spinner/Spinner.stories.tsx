import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner';
import docs from './Spinner.docs.md?raw';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Labelled: Story = { args: { 'aria-label': 'Loading bookings', size: 'large' } };

/** Every size. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      {(['small', 'medium', 'large'] as const).map((size) => (
        <Spinner key={size} size={size} aria-label={`Loading (${size})`} />
      ))}
    </div>
  ),
};
