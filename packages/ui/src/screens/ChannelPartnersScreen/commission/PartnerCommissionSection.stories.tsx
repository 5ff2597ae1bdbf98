import { PAYMENT_MESSAGES } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { loaded } from '../../../patterns';
import {
  failed,
  loading,
  pageFailed,
  pageLoading,
  pageOf,
} from '../../DashboardScreen/dashboard.fixtures';
import { COMMISSION_PROPS, RAVI_COMMISSION, RAVI_LEDGER } from './commission.fixtures';
import { PartnerCommissionSection, type PartnerCommissionProps } from './PartnerCommissionSection';
import docs from './PartnerCommissionSection.docs.md?raw';

const meta = {
  title: 'Screens/ChannelPartnersScreen/PartnerCommissionSection',
  component: PartnerCommissionSection,
  parameters: { docs: { description: { component: docs } } },
  args: {
    ...COMMISSION_PROPS,
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onRecordPayout: fn(async () => ({
      ok: true as const,
    })) as PartnerCommissionProps['onRecordPayout'],
    onReversePayout: fn(async () => ({
      ok: true as const,
    })) as PartnerCommissionProps['onReversePayout'],
  },
} satisfies Meta<typeof PartnerCommissionSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 of the ledger, for a user who may pay: a balance to pay out and a payout to reverse. */
export const WithBalance: Story = {};

/** For a user with commissions.view alone: the same figures and ledger, no button. */
export const ReadOnly: Story = { args: { can: { pay: false } } };

/** The ledger's second page. */
export const SecondPage: Story = { args: { ledger: pageOf(RAVI_LEDGER, 2) } };

/** A booking was cancelled after a payout: the partner owes some back, and nothing is paid out. */
export const OwesBack: Story = {
  args: {
    summary: loaded({ ...RAVI_COMMISSION, earned: 17275, balance: -2725, reversed: 14500 }),
  },
};

/** A partner with no commission yet. */
export const NoCommission: Story = {
  args: {
    summary: loaded({
      ...RAVI_COMMISSION,
      earned: 0,
      pending: 0,
      reversed: 0,
      paid: 0,
      balance: 0,
    }),
    ledger: pageOf([]),
  },
};

export const Loading: Story = { args: { summary: loading(), ledger: pageLoading() } };

export const Failed: Story = {
  args: {
    summary: failed(PAYMENT_MESSAGES.commissionFetchFailed),
    ledger: pageFailed(PAYMENT_MESSAGES.commissionFetchFailed),
  },
};
