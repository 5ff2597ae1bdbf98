import { DEFAULT_PAGE_SIZE, PAYMENT_MESSAGES } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { choicesOf, listOf } from '../../patterns';
import { CHANNEL_PARTNERS, PROJECTS } from '../BookingsScreen/bookings.fixtures';
import { COLLECTIONS, COLLECTIONS_WITHOUT_BUYERS, PLAIN_QUERY } from './collections.fixtures';
import { CollectionsScreen, type CollectionsScreenProps } from './CollectionsScreen';
import docs from './CollectionsScreen.docs.md?raw';

const meta = {
  title: 'Screens/CollectionsScreen',
  component: CollectionsScreen,
  parameters: { layout: 'padded', docs: { description: { component: docs } } },
  args: {
    list: listOf(COLLECTIONS.slice(0, DEFAULT_PAGE_SIZE), { totalCount: COLLECTIONS.length }),
    query: PLAIN_QUERY,
    choices: { projects: choicesOf(PROJECTS), channelPartners: choicesOf(CHANNEL_PARTNERS) },
    bookingHref: (item) => `/bookings?viewedBookingId=${item.bookingId}`,
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onQueryChange: fn() as CollectionsScreenProps['onQueryChange'],
    onExport: fn(async () => {}) as CollectionsScreenProps['onExport'],
  },
} satisfies Meta<typeof CollectionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 of 24 instalments, the overdue first; each booking links to its details. */
export const Filled: Story = {};

/** The overdue ones of Green Valley through Ravi Estates, due in March. */
export const Filtered: Story = {
  args: {
    query: {
      ...PLAIN_QUERY,
      filters: {
        state: 'overdue',
        projectId: 1,
        channelPartnerId: 1,
        dueFrom: '2026-03-01',
        dueTo: '2026-03-31',
      },
    },
    choices: {
      projects: { items: PROJECTS, chosen: PROJECTS[0] },
      channelPartners: { items: CHANNEL_PARTNERS, chosen: CHANNEL_PARTNERS[0] },
    },
    list: listOf(
      COLLECTIONS.filter(
        (item) => item.daysOverdue > 0 && item.projectId === 1 && item.channelPartnerId === 1,
      ),
    ),
  },
};

/** Nothing outstanding: nothing to export either. */
export const Empty: Story = { args: { list: listOf([]) } };

export const Loading: Story = { args: { list: listOf([], { isLoading: true }) } };

export const Failed: Story = {
  args: { list: listOf([], { error: PAYMENT_MESSAGES.collectionsFetchFailed }) },
};

/** For a host that shows no booking details: the booking numbers are plain text. */
export const WithoutBookingLinks: Story = { args: { bookingHref: undefined } };

/** For a host that offers no export: no 'Export CSV'. */
export const WithoutExport: Story = { args: { onExport: undefined } };

/**
 * For a viewer with payments.view but not bookings.view: the instalments without their owners'
 * names, and a line saying why.
 */
export const BuyersWithheld: Story = {
  args: {
    list: listOf(COLLECTIONS_WITHOUT_BUYERS.slice(0, DEFAULT_PAGE_SIZE), {
      totalCount: COLLECTIONS_WITHOUT_BUYERS.length,
    }),
    can: { readBuyers: false },
  },
};
