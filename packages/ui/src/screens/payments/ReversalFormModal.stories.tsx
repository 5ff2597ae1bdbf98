import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { ReversalFormModal, type ReversalFormModalProps } from './ReversalFormModal';
import docs from './ReversalFormModal.docs.md?raw';

const meta = {
  title: 'Screens/Payments/ReversalFormModal',
  component: ReversalFormModal,
  parameters: { docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    record: 'payment',
    number: 'RC-000003',
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpenChange: fn() as ReversalFormModalProps['onOpenChange'],
    onSave: fn(async () => ({ ok: true as const })) as ReversalFormModalProps['onSave'],
  },
} satisfies Meta<typeof ReversalFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A booking's payment, e.g. a cheque the bank returned. */
export const ReversePayment: Story = {};

/** A payout to a channel partner. */
export const ReversePayout: Story = { args: { record: 'payout', number: 'CP-000002' } };

/** Too short a reason: it must say why, in at least five characters. */
export const ReasonTooShort: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(await screen.findByRole('textbox', { name: /Reason/ }), 'oops');
    await userEvent.click(screen.getByRole('button', { name: 'Reverse payment' }));
    const message = await screen.findByText('Reason must be at least 5 characters');
    await waitFor(() => expect(message).toBeVisible());
  },
};
