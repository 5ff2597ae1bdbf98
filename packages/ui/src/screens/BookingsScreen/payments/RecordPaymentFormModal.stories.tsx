import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { PART_PAID, PAYMENTS_TODAY } from './booking-payments.fixtures';
import { RecordPaymentFormModal, type RecordPaymentFormModalProps } from './RecordPaymentFormModal';
import docs from './RecordPaymentFormModal.docs.md?raw';

const meta = {
  title: 'Screens/BookingsScreen/RecordPaymentFormModal',
  component: RecordPaymentFormModal,
  parameters: { docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    bookingNumber: PART_PAID.bookingNumber,
    today: PAYMENTS_TODAY,
    instalments: PART_PAID.schedule!.instalments,
    outstanding: PART_PAID.totals.outstanding,
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpenChange: fn() as RecordPaymentFormModalProps['onOpenChange'],
    onSave: fn(async () => ({ ok: true as const })) as RecordPaymentFormModalProps['onSave'],
  },
} satisfies Meta<typeof RecordPaymentFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Received today, for what is left of the overdue instalment; the mode still to choose. */
export const Record: Story = {};

/** A cheque without its number: the reference is required for every mode but cash. */
export const ChequeWithoutNumber: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: /Mode/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cheque' }));
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    const message = await screen.findByText('Cheque number is required');
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** The server refused the payment and named the field: the form stays, with what was typed. */
export const RefusedByTheServer: Story = {
  args: {
    onSave: fn(async () => ({
      ok: false as const,
      fieldErrors: { amount: 'Amount cannot be more than the ₹55,61,500.00 outstanding' },
    })) as RecordPaymentFormModalProps['onSave'],
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: /Mode/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cash' }));
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    const message = await screen.findByText(/outstanding$/);
    await waitFor(() => expect(message).toBeVisible());
  },
};
