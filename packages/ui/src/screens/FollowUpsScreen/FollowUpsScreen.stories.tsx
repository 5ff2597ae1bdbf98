import { changedWhileEditingNotice } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { listOf, type EditWatch } from '../../patterns';
import { BOOKINGS, FOLLOW_UPS, PLAIN_QUERY, TODAY, followUpsOf } from './follow-up-fixtures';
import type { FollowUpBookings } from './follow-ups-screen-types';
import { FollowUpsScreen, type FollowUpsScreenProps } from './FollowUpsScreen';
import { InMemoryFollowUpsScreen } from './in-memory-follow-ups';
import docs from './FollowUpsScreen.docs.md?raw';

/** The picker's bookings as a searching host found them; picking one calls the host. */
const bookings: FollowUpBookings = {
  items: BOOKINGS,
  // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
  onSearch: fn() as FollowUpBookings['onSearch'],
  onPick: fn() as FollowUpBookings['onPick'],
};

const meta = {
  title: 'Screens/FollowUpsScreen',
  component: FollowUpsScreen,
  parameters: { layout: 'padded', docs: { description: { component: docs } } },
  args: {
    list: listOf(FOLLOW_UPS),
    query: PLAIN_QUERY,
    today: TODAY,
    bookings,
    onQueryChange: fn() as FollowUpsScreenProps['onQueryChange'],
    onSave: fn(async () => ({ ok: true }) as const) as FollowUpsScreenProps['onSave'],
    onDelete: fn(async () => ({ ok: true })) as FollowUpsScreenProps['onDelete'],
  },
} satisfies Meta<typeof FollowUpsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Overdue, Today and Upcoming badges, next follow-ups a newer call settled, a cut update, a row
 * without a next call.
 */
export const Filled: Story = {};

export const Loading: Story = { args: { list: listOf([], { isLoading: true }) } };

/** No follow-ups at all: the way in is 'New Follow-up'. */
export const Empty: Story = { args: { list: listOf([]) } };

/** The filters hide every follow-up. */
export const EmptyFiltered: Story = {
  args: {
    list: listOf([]),
    query: {
      ...PLAIN_QUERY,
      filters: { ...PLAIN_QUERY.filters, searchTerm: 'Z-99', period: 'overdue' },
    },
  },
};

export const Failed: Story = {
  args: { list: listOf([], { error: 'Failed to fetch follow-ups' }) },
};

/** The second of three pages of five. */
export const Paged: Story = {
  args: {
    list: listOf(FOLLOW_UPS.slice(0, 5), { totalCount: 13 }),
    query: { ...PLAIN_QUERY, page: 2, pageSize: 5 },
  },
};

/** Opened from a booking row: only that booking's follow-ups, and the way back to all. */
export const OneBooking: Story = {
  args: {
    list: listOf(followUpsOf(1)),
    query: { ...PLAIN_QUERY, filters: { ...PLAIN_QUERY.filters, bookingId: 1 } },
    bookings: { ...bookings, chosen: BOOKINGS[0] },
  },
};

/** A follow-up's edit form once someone else changed it: the host's notice above it. */
export const EditedElsewhere: Story = {
  args: {
    editing: {
      onEditingChange: fn() as EditWatch['onEditingChange'],
      notice: changedWhileEditingNotice('follow-up', false),
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    // The modal is portalled to the body, outside the story's canvas.
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Edit follow-up BK-0002 on 10/03/2025' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Follow-up' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent(/^Someone else changed/);
  },
};

/** The whole screen over sample data: search, period, pages, add, edit and delete all work. */
export const Catalog: Story = {
  render: (args) => <InMemoryFollowUpsScreen {...args} />,
};
