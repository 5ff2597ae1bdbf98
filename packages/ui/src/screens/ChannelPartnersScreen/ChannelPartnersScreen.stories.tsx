import { CHANNEL_PARTNER_MESSAGES, changedWhileEditingNotice } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  ChannelPartnersScreen,
  type ChannelPartnersScreenProps,
  type OpenedChannelPartner,
} from './ChannelPartnersScreen';
import { CHANNEL_PARTNERS, COMPANY, PLAIN_QUERY } from './channel-partners.fixtures';
import { listOf, NOT_LOADED, useInMemoryRecord, type EditWatch } from '../../patterns';
import { openedThrough } from '../../patterns/host-data/in-memory-record';
import docs from './ChannelPartnersScreen.docs.md?raw';

/** No details open; opening a row's calls the host, which loads the whole partner. */
const closed: OpenedChannelPartner = {
  id: null,
  // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
  onOpen: fn() as OpenedChannelPartner['onOpen'],
  details: NOT_LOADED,
};

/**
 * The screen as the story gives it, with a host that opens the partner asked for (its details, or
 * its edit form from a row) and loads it whole from the sample data, unless the story gave its load.
 */
function OpeningPartnersScreen({ record, ...args }: ChannelPartnersScreenProps) {
  const inMemory = useInMemoryRecord(CHANNEL_PARTNERS, record?.id ?? null);
  return <ChannelPartnersScreen {...args} record={record && openedThrough(record, inMemory)} />;
}

const meta = {
  title: 'Screens/ChannelPartnersScreen',
  component: ChannelPartnersScreen,
  parameters: { layout: 'padded', docs: { description: { component: docs } } },
  render: (args) => <OpeningPartnersScreen {...args} />,
  args: {
    list: listOf(CHANNEL_PARTNERS.slice(0, PLAIN_QUERY.pageSize), {
      totalCount: CHANNEL_PARTNERS.length,
    }),
    query: PLAIN_QUERY,
    record: closed,
    timeZone: 'Asia/Kolkata',
    bookingsHref: (partner) => `/bookings?channelPartnerId=${partner.id}`,
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onQueryChange: fn() as ChannelPartnersScreenProps['onQueryChange'],
    onSave: fn(async () => ({ ok: true as const })) as ChannelPartnersScreenProps['onSave'],
    onNotify: fn() as ChannelPartnersScreenProps['onNotify'],
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
  args: {
    list: listOf([]),
    query: {
      ...PLAIN_QUERY,
      filters: { ...PLAIN_QUERY.filters, searchTerm: 'Zed', isActive: false },
    },
  },
};

export const Failed: Story = {
  args: { list: listOf([], { error: CHANNEL_PARTNER_MESSAGES.fetchFailed }) },
};

/** Filtered to inactive registered companies. */
export const Filtered: Story = {
  args: {
    list: listOf([COMPANY]),
    query: {
      ...PLAIN_QUERY,
      filters: { searchTerm: '', isActive: false, natureId: 4, name: 'Sky', mobileNumber: '984' },
    },
  },
};

/** A registered company's details, opened from its row; the host has named its creator. */
export const Viewing: Story = {
  args: { record: { ...closed, id: COMPANY.id, createdByName: 'Asha Rao' } },
};

/** A partner on no page shown (e.g. a link from the search): the details wait for its load. */
export const ViewingAnotherPage: Story = {
  args: {
    list: listOf(CHANNEL_PARTNERS.slice(0, 3), { totalCount: CHANNEL_PARTNERS.length }),
    record: { ...closed, id: COMPANY.id, details: { ...NOT_LOADED, isLoading: true } },
  },
};

export const AddingPartner: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    // The modal is portalled to the body, outside the story's canvas.
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Partner' }));
    await expect(
      await screen.findByRole('dialog', { name: 'Add Channel Partner' }),
    ).toBeInTheDocument();
  },
};

/** A partner's edit form once someone else changed the partner: the host's notice above it. */
export const EditedElsewhere: Story = {
  args: {
    editing: {
      onEditingChange: fn() as EditWatch['onEditingChange'],
      notice: changedWhileEditingNotice('channel partner', false),
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    // The modal is portalled to the body, outside the story's canvas.
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Meera Estates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Channel Partner' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent(/^Someone else changed/);
  },
};
