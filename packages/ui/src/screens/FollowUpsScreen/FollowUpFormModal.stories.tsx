import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { loaded, NOT_LOADED } from '../../patterns';
import { BOOKINGS, FOLLOW_UPS, TODAY, followUpsOf } from './follow-up-fixtures';
import type { FollowUpBookings, PickedBooking } from './follow-ups-screen-types';
import { FollowUpFormModal, type FollowUpFormModalProps } from './FollowUpFormModal';
import docs from './FollowUpFormModal.docs.md?raw';

/** The picker's bookings as a searching host found them; picking one calls the host. */
const bookings: FollowUpBookings = {
  items: BOOKINGS,
  // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
  onSearch: fn() as FollowUpBookings['onSearch'],
  onPick: fn() as FollowUpBookings['onPick'],
};

const bookingOf = (bookingId: number) => BOOKINGS.find(({ id }) => id === bookingId);

/** The booking of this id as the host loaded it, with its follow-ups. */
const pickedBooking = (bookingId: number): PickedBooking => ({
  bookingId,
  booking: bookingOf(bookingId),
  followUps: loaded(followUpsOf(bookingId)),
});

/** The picker's bookings with the host's load of the one picked. */
const picking = (picked: PickedBooking): FollowUpBookings => ({ ...bookings, picked });

/** A new follow-up started on this booking (e.g. the list's), and the host's load of it. */
const startedOn = (bookingId: number, picked = pickedBooking(bookingId)): FollowUpBookings => ({
  ...picking(picked),
  chosen: bookingOf(bookingId),
});

const meta = {
  title: 'Screens/FollowUpsScreen/FollowUpFormModal',
  component: FollowUpFormModal,
  parameters: { docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    followUp: null,
    today: TODAY,
    bookings,
    onOpenChange: fn() as FollowUpFormModalProps['onOpenChange'],
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
    bookings: startedOn(1),
  },
};

/** A booking nobody has called about yet. */
export const WithoutPreviousFollowUps: Story = {
  args: {
    bookings: startedOn(5),
  },
};

/** The booking's history is on its way. */
export const LoadingPreviousFollowUps: Story = {
  args: {
    bookings: startedOn(1, { bookingId: 1, followUps: { ...NOT_LOADED, isLoading: true } }),
  },
};

/** Editing the latest call: it is not its own history, so the earlier two show. */
export const Edit: Story = {
  args: {
    followUp: FOLLOW_UPS[0],
    bookings: picking(pickedBooking(1)),
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
    bookings: startedOn(2),
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
