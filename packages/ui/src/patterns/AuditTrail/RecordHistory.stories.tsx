import { AUDIT_MESSAGES } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { listOf } from '../ListPage';
import type { AuditHistory } from './audit-entry';
import {
  BOOKING_HISTORY,
  PAYMENT_WITHHELD,
  READS_EVERYTHING,
  READS_NO_PAYMENTS,
} from './audit-entry.fixtures';
import { RecordHistory } from './RecordHistory';
import docs from './RecordHistory.docs.md?raw';

const history = (changes: Partial<AuditHistory> = {}): AuditHistory => ({
  list: listOf(BOOKING_HISTORY),
  page: 1,
  pageSize: 5,
  // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
  onPageChange: fn() as AuditHistory['onPageChange'],
  auditLogHref: '/audit-log?entity=booking&entityId=12',
  viewer: READS_EVERYTHING,
  ...changes,
});

const meta = {
  title: 'Patterns/AuditTrail/RecordHistory',
  component: RecordHistory,
  parameters: { layout: 'padded', docs: { description: { component: docs } } },
  args: { history: history(), timeZone: 'Asia/Kolkata' },
} satisfies Meta<typeof RecordHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A booking's three changes: its status and edit shown, its whole created record behind a count. */
export const WithEntries: Story = {};

/**
 * To a reader of bookings without payments.view: the payment's entry says why it shows no
 * fields, where they would be.
 */
export const PaymentWithheld: Story = {
  args: {
    history: history({
      list: listOf([PAYMENT_WITHHELD, ...BOOKING_HISTORY]),
      viewer: READS_NO_PAYMENTS,
    }),
  },
};

/** More changes than a page holds: the pager under them. */
export const Paged: Story = {
  args: { history: history({ list: listOf(BOOKING_HISTORY, { totalCount: 12 }), page: 2 }) },
};

export const Loading: Story = {
  args: { history: history({ list: listOf([], { isLoading: true }) }) },
};

export const Failed: Story = {
  args: { history: history({ list: listOf([], { error: AUDIT_MESSAGES.historyFetchFailed }) }) },
};

/** A record changed before the trail began keeps no entries. */
export const Empty: Story = { args: { history: history({ list: listOf([]) }) } };
