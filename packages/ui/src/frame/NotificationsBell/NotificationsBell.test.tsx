import { formatDateTime } from '@plotline/domain';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { expect, it, vi } from 'vitest';
import { BROWSER_TIME_ZONE } from '../../patterns/browser-time-zone';
import { NotificationsBell, type NotificationsBellProps } from './NotificationsBell';
import * as stories from './NotificationsBell.stories';
import { NOTIFICATIONS } from './notifications.fixtures';

const {
  SomeUnread,
  NoneUnread,
  ManyUnread,
  AccountAwaitingApproval,
  EnquiryReminders,
  Loading,
  Failed,
  HasMore,
  LoadingMore,
  Empty,
} = composeStories(stories);

/** The stories' props, for rendering the bell inside a router of the test's own. */
const bellProps = SomeUnread.args as NotificationsBellProps;

async function openPanel(name: string | RegExp = /^Notifications/) {
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.getByRole('dialog', { name: 'Notifications' });
}

it('names the bell by its unread count and shows the badge, 99+ at the cap', () => {
  const { unmount } = render(<SomeUnread />);
  expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toHaveTextContent('2');
  unmount();
  render(<ManyUnread />);
  expect(screen.getByRole('button', { name: 'Notifications, 99+ unread' })).toHaveTextContent(
    '99+',
  );
});

it('shows no badge with nothing unread, and disables Mark all as read', async () => {
  render(<NoneUnread />);
  const bell = screen.getByRole('button', { name: 'Notifications' });
  expect(bell).toHaveTextContent('');
  const panel = await openPanel('Notifications');
  expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
});

it('tells the host when the panel opens and closes', async () => {
  const onOpenChange = vi.fn();
  render(<SomeUnread onOpenChange={onOpenChange} />);
  await openPanel();
  expect(onOpenChange).toHaveBeenLastCalledWith(true);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(onOpenChange).toHaveBeenLastCalledWith(false);
  const bell = screen.getByRole('button', { name: /^Notifications/ });
  await waitFor(() => expect(document.activeElement).toBe(bell));
});

it('lists the notifications newest first in the domain words, the unread ones said and marked', async () => {
  render(<SomeUnread />);
  const panel = await openPanel();
  const links = within(panel).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/bookings?bookingId=221',
    '/follow-ups?bookingId=230',
    '/bookings?bookingId=198',
    '/follow-ups?bookingId=187',
  ]);
  // An overdue booking arises on a day, which it says rather than a time.
  expect(links[0]).toHaveAccessibleName(
    'Unread: BK-0221 is 3 days past its registry date, Asha Rao · Green Valley, plot A-12, 25/11/2026',
  );
  expect(links[1]).toHaveAccessibleName(/^Unread: Follow-up on BK-0230 is due today, /);
  expect(links[2]).toHaveAccessibleName(/^Ravi Kumar: Changed status BK-0198, /);
  expect(links[3]).toHaveAccessibleName(/^Follow-up on BK-0187 is 4 days overdue, /);
  expect(links[0]!.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-25');
  expect(links[2]!.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-24T11:45:00Z');
  expect(
    within(panel)
      .getAllByRole('button', { name: /^Mark as read: / })
      .map((button) => button.getAttribute('aria-label')),
  ).toEqual([
    'Mark as read: BK-0221 is 3 days past its registry date',
    'Mark as read: Follow-up on BK-0230 is due today',
  ]);
});

it("dates a follow-up due today by India's day, never as the evening before in the browser's zone", async () => {
  // Due on the 25th: it arose at the 25th's start in India, the 24th's evening in UTC and westward.
  const dueToday = { ...NOTIFICATIONS[1]!, occurredAt: '2026-11-24T18:30:00.000Z' };
  render(<SomeUnread items={[dueToday]} />);
  const panel = await openPanel();
  const link = within(panel).getByRole('link');
  expect(link).toHaveAccessibleName(
    'Unread: Follow-up on BK-0230 is due today, Vikram Shah · Green Valley, plot B-03, 25/11/2026',
  );
  expect(link.querySelector('time')).toHaveTextContent('25/11/2026');
  expect(link.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-25');
});

it('marks one read, keeping the focus on its notification, and marks all read', async () => {
  const onMarkRead = vi.fn();
  const onMarkAllRead = vi.fn();
  render(<SomeUnread onMarkRead={onMarkRead} onMarkAllRead={onMarkAllRead} />);
  const panel = await openPanel();
  await userEvent.click(
    within(panel).getByRole('button', { name: /^Mark as read: Follow-up on BK-0230/ }),
  );
  expect(onMarkRead).toHaveBeenCalledExactlyOnceWith('followUpDue:230');
  expect(document.activeElement).toBe(within(panel).getAllByRole('link')[1]);
  await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
  expect(onMarkAllRead).toHaveBeenCalledTimes(1);
  expect(document.activeElement).toBe(panel);
});

it('follows a link through the router and closes the panel', async () => {
  const navigate = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <RouterProvider navigate={navigate}>
      <NotificationsBell {...bellProps} onOpenChange={onOpenChange} />
    </RouterProvider>,
  );
  const panel = await openPanel();
  await userEvent.click(within(panel).getByRole('link', { name: /BK-0198/ }));
  expect(navigate).toHaveBeenCalledWith('/bookings?bookingId=198', undefined);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(onOpenChange).toHaveBeenLastCalledWith(false);
});

it('follows a link from the keyboard and closes the panel', async () => {
  const navigate = vi.fn();
  render(
    <RouterProvider navigate={navigate}>
      <NotificationsBell {...bellProps} />
    </RouterProvider>,
  );
  const panel = await openPanel();
  within(panel).getAllByRole('link')[0]!.focus();
  await userEvent.keyboard('{Enter}');
  expect(navigate).toHaveBeenCalledWith('/bookings?bookingId=221', undefined);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('names an account waiting for approval and leads to it on the Users screen', async () => {
  const navigate = vi.fn();
  // The story's own router goes nowhere: the bell is rendered inside the test's.
  const props = AccountAwaitingApproval.args as NotificationsBellProps;
  render(
    <RouterProvider navigate={navigate}>
      <NotificationsBell {...props} />
    </RouterProvider>,
  );
  const panel = await openPanel('Notifications, 3 unread');
  const link = within(panel).getAllByRole('link')[0]!;
  const time = formatDateTime('2026-11-25T04:10:00Z', BROWSER_TIME_ZONE);
  expect(link).toHaveAccessibleName(
    `Unread: kiran registered and is waiting for approval, Approve or delete the account on the Users screen, ${time}`,
  );
  expect(within(panel).getByRole('button', { name: /^Mark as read: kiran/ })).toHaveAccessibleName(
    'Mark as read: kiran registered and is waiting for approval',
  );
  link.focus();
  await userEvent.keyboard('{Enter}');
  expect(navigate).toHaveBeenCalledWith('/users?searchTerm=kiran', undefined);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it("names an enquiry's visit today and its next action due, dated by India's day, and leads to the enquiry", async () => {
  const navigate = vi.fn();
  const props = EnquiryReminders.args as NotificationsBellProps;
  render(
    <RouterProvider navigate={navigate}>
      <NotificationsBell {...props} />
    </RouterProvider>,
  );
  const panel = await openPanel('Notifications, 4 unread');
  const [visit, action] = within(panel).getAllByRole('link');
  expect(visit).toHaveAccessibleName(
    'Unread: Site visit with Kavya Iyer today at 11:00 am, Green Valley · 9845067890, 25/11/2026',
  );
  expect(visit!.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-25');
  expect(action).toHaveAccessibleName(
    'Unread: Call back with the price list for Asha Verma is 2 days overdue, 9876512345 · Contacted, 23/11/2026',
  );
  expect(
    within(panel).getByRole('button', { name: /^Mark as read: Site visit/ }),
  ).toHaveAccessibleName('Mark as read: Site visit with Kavya Iyer today at 11:00 am');
  action!.focus();
  await userEvent.keyboard('{Enter}');
  expect(navigate).toHaveBeenCalledWith('/enquiries/1', undefined);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('shows a spinner while the first page loads', async () => {
  render(<Loading />);
  const panel = await openPanel();
  expect(
    within(panel).getByRole('progressbar', { name: 'Loading notifications' }),
  ).toBeInTheDocument();
  expect(within(panel).queryByRole('link')).toBeNull();
});

it('says the list failed and tries again', async () => {
  const onRetry = vi.fn();
  render(<Failed onRetry={onRetry} />);
  const panel = await openPanel();
  expect(panel).toHaveTextContent("Notifications couldn't be loaded");
  await userEvent.click(within(panel).getByRole('button', { name: 'Try Again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('keeps the loaded notifications when the next page fails', async () => {
  render(<HasMore status="failed" />);
  const panel = await openPanel();
  expect(within(panel).getAllByRole('link')).toHaveLength(4);
  expect(panel).toHaveTextContent("Notifications couldn't be loaded");
  expect(within(panel).queryByRole('button', { name: 'Show more' })).toBeNull();
});

it('offers Show more while there is more, busy while it loads', async () => {
  const onShowMore = vi.fn();
  const { unmount } = render(<HasMore onShowMore={onShowMore} />);
  let panel = await openPanel();
  await userEvent.click(within(panel).getByRole('button', { name: 'Show more' }));
  expect(onShowMore).toHaveBeenCalledTimes(1);
  unmount();

  render(<LoadingMore />);
  panel = await openPanel();
  expect(within(panel).getAllByRole('link')).toHaveLength(4);
  expect(within(panel).getByRole('button', { name: /Show more/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

it('says when there is nothing', async () => {
  render(<Empty />);
  const panel = await openPanel('Notifications');
  expect(panel).toHaveTextContent("You're all caught up");
  expect(within(panel).queryByRole('list')).toBeNull();
});
