import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { COMMISSION_TODAY, RAVI_COMMISSION } from './commission.fixtures';
import {
  CommissionPayoutFormModal,
  type CommissionPayoutFormModalProps,
} from './CommissionPayoutFormModal';
import docs from './CommissionPayoutFormModal.docs.md?raw';

const meta = {
  title: 'Screens/ChannelPartnersScreen/CommissionPayoutFormModal',
  component: CommissionPayoutFormModal,
  parameters: { docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    partnerName: RAVI_COMMISSION.channelPartnerName,
    today: COMMISSION_TODAY,
    balance: RAVI_COMMISSION.balance,
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpenChange: fn() as CommissionPayoutFormModalProps['onOpenChange'],
    onSave: fn(async () => ({ ok: true as const })) as CommissionPayoutFormModalProps['onSave'],
  },
} satisfies Meta<typeof CommissionPayoutFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid today, the whole balance to start with; the mode still to choose. */
export const RecordPayout: Story = {};

/** More than the balance: the form says how much the most is. */
export const MoreThanBalance: Story = {
  play: async ({ userEvent }) => {
    const amount = await screen.findByRole('textbox', { name: /Amount/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '10000');
    await userEvent.click(screen.getByRole('button', { name: /Mode/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cash' }));
    await userEvent.click(screen.getByRole('button', { name: 'Record payout' }));
    const message = await screen.findByText('Amount cannot be more than the ₹9,275.00 balance');
    await waitFor(() => expect(message).toBeVisible());
  },
};
