import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { BOOKINGS, FOLLOW_UPS, TODAY, followUpsOf } from './follow-up-fixtures';
import { FollowUpFormModal, type FollowUpFormModalProps } from './FollowUpFormModal';
import docs from './FollowUpFormModal.docs.md?raw';

const meta = {
  title: 'Screens/FollowUpsScreen/FollowUpFormModal',
  component: FollowUpFormModal,
  parameters: { docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    followUp: null,
    today: TODAY,
    bookingChoices: BOOKINGS,
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpenChange: fn() as FollowUpFormModalProps['onOpenChange'],
    onBookingSearch: fn() as FollowUpFormModalProps['onBookingSearch'],
    onBookingChosen: fn() as FollowUpFormModalProps['onBookingChosen'],
    onSave: fn(async () => ({ ok: true as const })) as FollowUpFormModalProps['onSave'],
  },
} satisfies Meta<typeof FollowUpFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new follow-up, dated today, waiting for its booking. */
export const Add: Story = {};

/** Started on a booking with history: its details, the latest follow-up and the earlier ones. */
export const WithPreviousFollowUps: Story = {
  args: {
    initialBooking: BOOKINGS[0],
    bookingFollowUps: { bookingId: 1, booking: BOOKINGS[0], followUps: followUpsOf(1) },
  },
};

/** A booking nobody has called about yet. */
export const WithoutPreviousFollowUps: Story = {
  args: {
    initialBooking: BOOKINGS[4],
    bookingFollowUps: { bookingId: 5, booking: BOOKINGS[4], followUps: [] },
  },
};

/** The booking's history is on its way. */
export const LoadingPreviousFollowUps: Story = {
  args: {
    initialBooking: BOOKINGS[0],
    bookingFollowUps: { bookingId: 1, isLoading: true },
  },
};

/** Editing the latest call: it is not its own history, so the earlier two show. */
export const Edit: Story = {
  args: {
    followUp: FOLLOW_UPS[0],
    bookingFollowUps: { bookingId: 1, booking: BOOKINGS[0], followUps: followUpsOf(1) },
  },
};

/** Saved empty: the domain's messages under each required field. */
export const WithValidationErrors: Story = {
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Follow-up' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Follow-up' }));
    const message = await screen.findByText('Booking selection is required');
    await waitFor(() => expect(message).toBeVisible());
    await expect(dialog).toHaveTextContent('Purpose is required');
    await expect(dialog).toHaveTextContent('Follow-up update is required');
  },
};

/** The server refused the save and named a field: the modal stays, with what was typed. */
export const RefusedByTheServer: Story = {
  args: {
    initialBooking: BOOKINGS[1],
    bookingFollowUps: { bookingId: 2, booking: BOOKINGS[1], followUps: followUpsOf(2) },
    onSave: fn(async () => ({
      ok: false as const,
      fieldErrors: { bookingId: 'Booking not found' },
    })) as FollowUpFormModalProps['onSave'],
  },
  play: async ({ userEvent }) => {
    await userEvent.type(await screen.findByRole('textbox', { name: /Purpose/ }), 'Site visit');
    await userEvent.type(screen.getByRole('textbox', { name: /Follow-up Update/ }), 'Visited');
    await userEvent.click(screen.getByRole('button', { name: 'Add Follow-up' }));
    const message = await screen.findByText('Booking not found');
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** A save in flight: the button is busy and Cancel waits for it. */
export const Saving: Story = {
  args: {
    followUp: FOLLOW_UPS[1],
    onSave: fn(() => new Promise<never>(() => {})) as FollowUpFormModalProps['onSave'],
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Update Follow-up' }));
    const busy = await screen.findByRole('button', { name: 'Saving...' });
    await waitFor(() => expect(busy).toBeVisible());
  },
};
