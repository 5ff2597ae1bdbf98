import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { BOOKING_IN, TODAY } from './bookings.fixtures';
import { StatusConfirmModal, type StatusConfirmModalProps } from './StatusConfirmModal';
import docs from './StatusConfirmModal.docs.md?raw';

const meta = {
  title: 'Screens/BookingsScreen/StatusConfirmModal',
  component: StatusConfirmModal,
  parameters: { layout: 'fullscreen', docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    booking: BOOKING_IN.Token,
    target: 'Booking',
    today: TODAY,
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpenChange: fn() as StatusConfirmModalProps['onOpenChange'],
    onBack: fn() as StatusConfirmModalProps['onBack'],
    onConfirm: fn(async () => ({ ok: true as const })) as StatusConfirmModalProps['onConfirm'],
  },
} satisfies Meta<typeof StatusConfirmModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Token to Booking: a remark is all it asks. */
export const ConfirmBooking: Story = {};

/** Cancelling asks why, as well as the remark. */
export const CancelBooking: Story = { args: { target: 'Cancelled' } };

/** Registering asks for the actual registry date, today by default, and the registration number. */
export const RegistryDone: Story = {
  args: { booking: BOOKING_IN.Booking, target: 'RegistryDone' },
};

/** Sent empty: the domain's messages on each field. */
export const WithValidationErrors: Story = {
  args: { booking: BOOKING_IN.Booking, target: 'RegistryDone' },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Registry Done' }));
    const message = await screen.findByText('Registration number is required');
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** A change in flight: the button is busy and Back waits for it. */
export const Saving: Story = {
  args: {
    onConfirm: fn(() => new Promise<never>(() => {})) as StatusConfirmModalProps['onConfirm'],
  },
  play: async ({ userEvent }) => {
    await userEvent.type(await screen.findByRole('textbox', { name: /Remark/ }), 'Paid in full');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    const busy = await screen.findByRole('button', { name: 'Saving...' });
    await waitFor(() => expect(busy).toBeVisible());
  },
};
