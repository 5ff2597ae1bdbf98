import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
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
