import type { Meta, StoryObj } from '@storybook/react-vite';
import { outstandingAtRegistryMessage, type StatusChangeRequest } from '@plotline/domain';
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

const OWED = outstandingAtRegistryMessage(2_910_000);

/**
 * Registering while part of the sale value is unpaid: the server says how much, and the box that
 * confirms registering anyway appears with it; the change goes once the box is ticked.
 */
export const BalanceOutstanding: Story = {
  args: {
    booking: BOOKING_IN.Booking,
    target: 'RegistryDone',
    onConfirm: fn(async (request: StatusChangeRequest) =>
      request.acceptOutstanding
        ? { ok: true as const }
        : { ok: false as const, fieldErrors: { acceptOutstanding: OWED } },
    ) as StatusConfirmModalProps['onConfirm'],
  },
  play: async ({ userEvent }) => {
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Registration Number/ }),
      'RJ-JPR-2026-0412',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Remark/ }), 'Sale deed registered');
    await userEvent.click(screen.getByRole('button', { name: 'Registry Done' }));
    const box = await screen.findByRole('checkbox', {
      name: /Register with the balance outstanding/,
    });
    await waitFor(() => expect(screen.getByText(OWED)).toBeVisible());
    expect(box).not.toBeChecked();
  },
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
