import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BOOKING_IN } from './bookings.fixtures';
import { StatusPickerModal, type StatusPickerModalProps } from './StatusPickerModal';
import docs from './StatusPickerModal.docs.md?raw';

const meta = {
  title: 'Screens/BookingsScreen/StatusPickerModal',
  component: StatusPickerModal,
  parameters: { layout: 'fullscreen', docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    booking: BOOKING_IN.Token,
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpenChange: fn() as StatusPickerModalProps['onOpenChange'],
    onPick: fn() as StatusPickerModalProps['onPick'],
  },
} satisfies Meta<typeof StatusPickerModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Token booking can be confirmed or cancelled. */
export const FromToken: Story = {};

/** A confirmed booking can be registered or cancelled. */
export const FromBooking: Story = { args: { booking: BOOKING_IN.Booking } };
