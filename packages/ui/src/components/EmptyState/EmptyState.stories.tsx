import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';
import docs from './EmptyState.docs.md?raw';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  parameters: { docs: { description: { component: docs } } },
  args: { title: 'No bookings found', hint: 'Get started by creating a new booking.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No bookings yet: the hint and a way to create the first. */
export const WithAction: Story = { args: { action: <Button>New Booking</Button> } };

/** Filters leave nothing: no action, only advice. */
export const Filtered: Story = { args: { hint: 'Try adjusting your search or filter criteria.' } };

export const TitleOnly: Story = { args: { title: 'No overtime bookings', hint: undefined } };

/** Title only, with a hint, and with a hint and an action. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <EmptyState title="No overtime bookings" />
      <EmptyState title="No projects found" hint="Try adjusting your search or filter criteria." />
      <EmptyState
        title="No bookings found"
        hint="Get started by creating a new booking."
        action={<Button>New Booking</Button>}
      />
    </div>
  ),
};
