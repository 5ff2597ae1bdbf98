import { CHANNEL_PARTNER_MESSAGES, DEFAULT_PAGE_SIZE } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChannelPartnersScreen, type ChannelPartnersScreenProps } from './ChannelPartnersScreen';
import { CHANNEL_PARTNERS, COMPANY, NO_FILTERS } from './channel-partners.fixtures';
import { listOf } from '../../patterns';
import docs from './ChannelPartnersScreen.docs.md?raw';

const meta = {
  title: 'Screens/ChannelPartnersScreen',
  component: ChannelPartnersScreen,
  parameters: { layout: 'padded', docs: { description: { component: docs } } },
  args: {
    list: listOf(CHANNEL_PARTNERS.slice(0, DEFAULT_PAGE_SIZE), {
      totalCount: CHANNEL_PARTNERS.length,
    }),
    page: 1,
    filters: NO_FILTERS,
    sort: { sortBy: 'Name', sortOrder: 'asc' },
    timeZone: 'Asia/Kolkata',
    viewedPartnerId: null,
    bookingsHref: (partner) => `/bookings?channelPartnerId=${partner.id}`,
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onViewedPartnerIdChange: fn() as ChannelPartnersScreenProps['onViewedPartnerIdChange'],
    onFiltersChange: fn() as ChannelPartnersScreenProps['onFiltersChange'],
    onClearFilters: fn() as ChannelPartnersScreenProps['onClearFilters'],
    onSortChange: fn() as ChannelPartnersScreenProps['onSortChange'],
    onPageChange: fn() as ChannelPartnersScreenProps['onPageChange'],
    onAddPartner: fn() as ChannelPartnersScreenProps['onAddPartner'],
    onEditPartner: fn() as ChannelPartnersScreenProps['onEditPartner'],
    onDelete: fn(async () => ({ ok: true })) as ChannelPartnersScreenProps['onDelete'],
    onExport: fn(async () => {}) as ChannelPartnersScreenProps['onExport'],
  },
} satisfies Meta<typeof ChannelPartnersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of partners of every nature, one inactive. */
export const Filled: Story = {};

export const Loading: Story = { args: { list: listOf([], { isLoading: true }) } };

/** No partners at all: the way in is 'Add Partner'. */
export const Empty: Story = { args: { list: listOf([]) } };

/** Filters hide every partner: the hint says to loosen them. */
export const EmptyFiltered: Story = {
  args: { list: listOf([]), filters: { ...NO_FILTERS, searchTerm: 'Zed', isActive: false } },
};

export const Failed: Story = {
  args: { list: listOf([], { error: CHANNEL_PARTNER_MESSAGES.fetchFailed }) },
};

/** Filtered to inactive registered companies. */
export const Filtered: Story = {
  args: {
    list: listOf([COMPANY]),
    filters: { ...NO_FILTERS, isActive: false, natureId: 4, name: 'Sky', mobileNumber: '984' },
  },
};

/** A registered company's details, opened from its row; the host has named its creator. */
export const Viewing: Story = {
  args: { viewedPartnerId: COMPANY.id, viewedPartnerCreatedByName: 'Asha Rao' },
};
