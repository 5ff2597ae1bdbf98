import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { NO_SCHEDULE, PAID_BOOKING, PART_PAID } from './booking-payments.fixtures';
import {
  PaymentScheduleFormModal,
  type PaymentScheduleFormModalProps,
} from './PaymentScheduleFormModal';
import docs from './PaymentScheduleFormModal.docs.md?raw';

const meta = {
  title: 'Screens/BookingsScreen/PaymentScheduleFormModal',
  component: PaymentScheduleFormModal,
  parameters: { docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    bookingNumber: NO_SCHEDULE.bookingNumber,
    booking: PAID_BOOKING,
    schedule: null,
    suggestedSaleValue: NO_SCHEDULE.suggestedSaleValue,
    receivedAmount: 0,
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpenChange: fn() as PaymentScheduleFormModalProps['onOpenChange'],
    onSave: fn(async () => ({ ok: true as const })) as PaymentScheduleFormModalProps['onSave'],
  },
} satisfies Meta<typeof PaymentScheduleFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first schedule: the sale value starts at plot size × rate, with one empty instalment. */
export const FirstSchedule: Story = {};

/** Drafted from the 30-40-30 plan: token, booking amount, then the plan's three shares. */
export const FromAPlan: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: /Payment Plan/ }));
    await userEvent.click(
      await screen.findByRole('option', {
        name: '30% at booking, 40% in 60 days, 30% at registry',
      }),
    );
    const total = await screen.findByText('Total ₹64,12,500.00 of ₹64,12,500.00');
    await waitFor(() => expect(total).toBeVisible());
  },
};

/** Replacing a schedule with payments against it: its rows, its version sent back. */
export const ReplacingASchedule: Story = {
  args: { schedule: PART_PAID.schedule, receivedAmount: PART_PAID.totals.received },
};

/** Saved with a row left empty and the totals short: each message where it belongs. */
export const WithValidationErrors: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Save schedule' }));
    const message = await screen.findByText('Label is required');
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** A save in flight: the button is busy and Cancel waits for it. */
export const Saving: Story = {
  args: {
    schedule: PART_PAID.schedule,
    receivedAmount: PART_PAID.totals.received,
    onSave: fn(() => new Promise<never>(() => {})) as PaymentScheduleFormModalProps['onSave'],
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Save schedule' }));
    const busy = await screen.findByRole('button', { name: 'Saving...' });
    await waitFor(() => expect(busy).toBeVisible());
  },
};
