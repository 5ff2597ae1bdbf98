import {
  BOOKING_STATUSES,
  COMMISSION_STATES,
  INSTALMENT_STATES,
  type NextFollowUpBadge,
  PAYOUT_STATES,
  PLOT_STATUSES,
  USER_STATUSES,
} from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type BadgeStatus, StatusBadge } from './StatusBadge';
import docs from './StatusBadge.docs.md?raw';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  parameters: { docs: { description: { component: docs } } },
  args: { status: 'RegistryDone' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BookingStatus: Story = {};

export const PlotStatus: Story = { args: { status: 'Available' } };

export const UserStatus: Story = { args: { status: 'Blocked' } };

/** An account registered while registration needs approval, not yet let in. */
export const PendingApproval: Story = { args: { status: 'Pending approval' } };

export const FollowUp: Story = { args: { status: 'Overdue' } };

/** An instalment paid in part, its due date still to come. */
export const Instalment: Story = { args: { status: 'PartPaid' } };

const FAMILIES: readonly (readonly [string, readonly BadgeStatus[]])[] = [
  ['Booking', BOOKING_STATUSES],
  ['Plot', PLOT_STATUSES],
  ['User', USER_STATUSES],
  ['Active flag', ['Active', 'Inactive']],
  ['Next follow-up', ['Overdue', 'Today', 'Upcoming'] satisfies NextFollowUpBadge[]],
  ['Instalment', INSTALMENT_STATES],
  ['Commission', COMMISSION_STATES],
  ['Payout', PAYOUT_STATES],
];

/** Every status of every family. */
export const Catalog: Story = {
  render: () => (
    <dl style={{ display: 'grid', gap: 8, gridTemplateColumns: 'max-content 1fr', margin: 0 }}>
      {FAMILIES.map(([family, statuses]) => (
        <div key={family} style={{ display: 'contents' }}>
          <dt>{family}</dt>
          <dd style={{ display: 'flex', gap: 8, margin: 0 }}>
            {statuses.map((status) => (
              <StatusBadge key={status} status={status} />
            ))}
          </dd>
        </div>
      ))}
    </dl>
  ),
};
