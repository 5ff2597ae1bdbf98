import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BOOKINGS, FOLLOW_UPS, NO_FILTERS, TODAY, followUpsOf } from './follow-up-fixtures';
import { FollowUpsScreen, type FollowUpsScreenProps } from './FollowUpsScreen';
import { InMemoryFollowUpsScreen } from './in-memory-follow-ups';
import { listOf } from '../../patterns';
import docs from './FollowUpsScreen.docs.md?raw';

const meta = {
  title: 'Screens/FollowUpsScreen',
  component: FollowUpsScreen,
  parameters: { layout: 'padded', docs: { description: { component: docs } } },
  args: {
    list: listOf(FOLLOW_UPS),
    page: 1,
    filters: NO_FILTERS,
    today: TODAY,
    bookingChoices: BOOKINGS,
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onSearchChange: fn() as FollowUpsScreenProps['onSearchChange'],
    onPeriodChange: fn() as FollowUpsScreenProps['onPeriodChange'],
    onPageChange: fn() as FollowUpsScreenProps['onPageChange'],
    onShowAllFollowUps: fn() as FollowUpsScreenProps['onShowAllFollowUps'],
    onBookingSearch: fn() as FollowUpsScreenProps['onBookingSearch'],
    onBookingChosen: fn() as FollowUpsScreenProps['onBookingChosen'],
    onSave: fn(async () => ({ ok: true }) as const) as FollowUpsScreenProps['onSave'],
    onDelete: fn(async () => ({ ok: true })) as FollowUpsScreenProps['onDelete'],
  },
} satisfies Meta<typeof FollowUpsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Overdue, Today and Upcoming badges, a cut update, a row without a next call. */
export const Filled: Story = {};

export const Loading: Story = { args: { list: listOf([], { isLoading: true }) } };

/** No follow-ups at all: the way in is 'New Follow-up'. */
export const Empty: Story = { args: { list: listOf([]) } };

/** The filters hide every follow-up. */
export const EmptyFiltered: Story = {
  args: { list: listOf([]), filters: { ...NO_FILTERS, searchTerm: 'Z-99', period: 'overdue' } },
};

export const Failed: Story = {
  args: { list: listOf([], { error: 'Failed to fetch follow-ups' }) },
};

/** The second of three pages of five. */
export const Paged: Story = {
  args: {
    list: listOf(FOLLOW_UPS.slice(0, 5), { totalCount: 13 }),
    page: 2,
    filters: { ...NO_FILTERS, pageSize: 5 },
  },
};

/** Opened from a booking row: only that booking's follow-ups, and the way back to all. */
export const OneBooking: Story = {
  args: { list: listOf(followUpsOf(1)), bookingFilter: { bookingId: 1, booking: BOOKINGS[0] } },
};

/** The whole screen over sample data: search, period, add, edit and delete all work. */
export const Catalog: Story = {
  render: (args) => <InMemoryFollowUpsScreen {...args} />,
};
