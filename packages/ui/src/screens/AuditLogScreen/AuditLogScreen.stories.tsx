import { AUDIT_MESSAGES } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { choicesOf, listOf } from '../../patterns';
import { NO_AUDIT_FILTERS } from './audit-log-screen-types';
import { AuditLogScreen, type AuditLogScreenProps } from './AuditLogScreen';
import {
  AUDIT_ENTRIES,
  BOOKING_HISTORY,
  BOOKINGS_WITHHELD,
  PLAIN_QUERY,
  READS_EVERYTHING,
  READS_NO_BOOKINGS,
  USERS,
  recordHref,
} from './audit-log.fixtures';
import docs from './AuditLogScreen.docs.md?raw';

const meta = {
  title: 'Screens/AuditLogScreen',
  component: AuditLogScreen,
  parameters: { layout: 'padded', docs: { description: { component: docs } } },
  args: {
    list: listOf(AUDIT_ENTRIES, { totalCount: 23 }),
    query: PLAIN_QUERY,
    users: { ...choicesOf(USERS), onSearch: fn() },
    viewer: READS_EVERYTHING,
    recordHref,
    timeZone: 'Asia/Kolkata',
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onQueryChange: fn() as AuditLogScreenProps['onQueryChange'],
  },
} satisfies Meta<typeof AuditLogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of every kind of entry: a sign-up, permissions, an edit, a delete, a booking's life. */
export const Filled: Story = {};

/** A role's permissions change, opened from its count. */
export const ChangesOpened: Story = {
  play: async ({ canvas, userEvent }) => {
    const count = canvas.getByRole('button', { name: '1 field changed in Role #2' });
    await userEvent.click(count);
    await expect(count).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('list', { name: 'Changes to Role #2' })).toBeVisible();
  },
};

/**
 * To an auditor who may not read bookings: the server sends the bookings' entries without their
 * states, and each says which permission would show them; the project's edit shows as ever.
 */
export const Withheld: Story = {
  args: { list: listOf(BOOKINGS_WITHHELD), viewer: READS_NO_BOOKINGS },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Audit entries' });
    await expect(
      within(table).getAllByText('Bookings need the bookings.view permission.'),
    ).toHaveLength(4);
    await expect(within(table).queryByText('No field changed')).toBeNull();
  },
};

/** Arrived from a booking's History: its entries, the record as a chip to remove. */
export const OneRecord: Story = {
  args: {
    list: listOf(BOOKING_HISTORY),
    query: { ...PLAIN_QUERY, filters: { ...NO_AUDIT_FILTERS, entity: 'booking', entityId: 12 } },
  },
};

/** One user's changes over a fortnight, the user named before any search. */
export const ByUserAndDays: Story = {
  args: {
    list: listOf(AUDIT_ENTRIES.filter((entry) => entry.user?.id === 1)),
    query: {
      ...PLAIN_QUERY,
      filters: { ...NO_AUDIT_FILTERS, userId: 1, startDate: '2026-03-01', endDate: '2026-03-14' },
    },
    users: { items: USERS, chosen: USERS[0], onSearch: fn() },
  },
};

/** A host that may not list the users: no user filter. */
export const WithoutUserFilter: Story = { args: { users: undefined } };

export const Loading: Story = { args: { list: listOf([], { isLoading: true }) } };

/** Nothing recorded yet. */
export const Empty: Story = { args: { list: listOf([]) } };

/** The filters match nothing: the hint says to loosen them. */
export const EmptyFiltered: Story = {
  args: {
    list: listOf([]),
    query: { ...PLAIN_QUERY, filters: { ...NO_AUDIT_FILTERS, entity: 'amenity' } },
  },
};

export const Failed: Story = {
  args: { list: listOf([], { error: AUDIT_MESSAGES.fetchFailed }) },
};
