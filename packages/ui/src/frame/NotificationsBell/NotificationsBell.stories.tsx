import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { NotificationsBell } from './NotificationsBell';
import {
  ACCOUNT_AWAITING_APPROVAL,
  ENQUIRY_REMINDERS,
  NOTIFICATIONS,
  NOTIFICATIONS_BELL,
} from './notifications.fixtures';
import docs from './NotificationsBell.docs.md?raw';

const meta = {
  title: 'Frame/NotificationsBell',
  component: NotificationsBell,
  parameters: { docs: { description: { component: docs } } },
  args: NOTIFICATIONS_BELL,
  decorators: [
    // The app's router follows the links; here they go nowhere, and the panel has room to open.
    (Story) => (
      <RouterProvider navigate={fn()}>
        <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 560 }}>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof NotificationsBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the panel from the bell, and waits for it to show. */
async function openPanel(userEvent: { click: (element: Element) => Promise<void> }) {
  await userEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  await waitFor(() => expect(panel).toBeVisible());
  return panel;
}

/** Two unread: the count on the badge and in the bell's name. */
export const SomeUnread: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
  },
};

/** Nothing unread: no badge, and the bell is named 'Notifications'. */
export const NoneUnread: Story = {
  args: { unreadCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};

/** At the server's cap the badge says '99+'. */
export const ManyUnread: Story = {
  args: { unreadCount: 100 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Notifications, 99+ unread' }),
    ).toHaveTextContent('99+');
  },
};

/** Open: newest first, the unread ones marked, each a link to its record. */
export const Open: Story = {
  play: async ({ userEvent }) => {
    await openPanel(userEvent);
  },
};

/**
 * An account waiting for approval, newest, for whoever may let it in: it names the account and
 * leads to the Users screen, searched for it.
 */
export const AccountAwaitingApproval: Story = {
  args: { unreadCount: 3, items: [ACCOUNT_AWAITING_APPROVAL, ...NOTIFICATIONS] },
  play: async ({ userEvent }) => {
    const panel = await openPanel(userEvent);
    await expect(
      within(panel).getByRole('link', {
        name: /^Unread: kiran registered and is waiting for approval, Approve or delete the account on the Users screen, /,
      }),
    ).toHaveAttribute('href', '/users?searchTerm=kiran');
  },
};

/**
 * A sales person's reminders of their enquiries, newest: a site visit today, at its time in India,
 * and a next action overdue, each leading to its enquiry.
 */
export const EnquiryReminders: Story = {
  args: { unreadCount: 4, items: [...ENQUIRY_REMINDERS, ...NOTIFICATIONS] },
  play: async ({ userEvent }) => {
    const panel = await openPanel(userEvent);
    await expect(
      within(panel).getByRole('link', {
        name: /^Unread: Site visit with Kavya Iyer today at 11:00 am, Green Valley · 9845067890, /,
      }),
    ).toHaveAttribute('href', '/enquiries/3');
    await expect(
      within(panel).getByRole('link', {
        name: /^Unread: Call back with the price list for Asha Verma is 2 days overdue, /,
      }),
    ).toHaveAttribute('href', '/enquiries/1');
  },
};

/** The first page loading, just after the panel opened. */
export const Loading: Story = {
  args: { items: null, status: 'loading' },
  play: async ({ userEvent }) => {
    await openPanel(userEvent);
    await expect(screen.getByRole('progressbar', { name: 'Loading notifications' })).toBeVisible();
  },
};

/** The list could not be loaded: it says so and offers to try again. */
export const Failed: Story = {
  args: { items: null, status: 'failed' },
  play: async ({ args, userEvent }) => {
    await openPanel(userEvent);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** More than a page: 'Show more' loads the next one. */
export const HasMore: Story = {
  args: { hasMore: true },
  play: async ({ args, userEvent }) => {
    await openPanel(userEvent);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await expect(args.onShowMore).toHaveBeenCalledTimes(1);
  },
};

/** The next page loading: 'Show more' is busy, the loaded ones stay. */
export const LoadingMore: Story = {
  args: { hasMore: true, status: 'loading' },
  play: async ({ userEvent }) => {
    await openPanel(userEvent);
  },
};

/** No notifications at all. */
export const Empty: Story = {
  args: { unreadCount: 0, items: [] },
  play: async ({ userEvent }) => {
    const panel = await openPanel(userEvent);
    await expect(panel).toHaveTextContent("You're all caught up");
  },
};

/** Marking one read names it; 'Mark all as read' marks the rest. */
export const MarkRead: Story = {
  play: async ({ args, userEvent }) => {
    await openPanel(userEvent);
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Mark as read: BK-0221 is 3 days past its registry date',
      }),
    );
    await expect(args.onMarkRead).toHaveBeenCalledWith('bookingOverdue:221');
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
  },
};

/** By keyboard alone: Enter opens the panel, Tab reaches its buttons, Escape closes it. */
export const KeyboardFlow: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 2 unread' });
    bell.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Mark all as read' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(panel).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(bell).toHaveFocus());
  },
};

/** The bell for no, some and capped unread counts. */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      {[0, 3, 100].map((unreadCount) => (
        <NotificationsBell key={unreadCount} {...args} unreadCount={unreadCount} />
      ))}
    </div>
  ),
};
