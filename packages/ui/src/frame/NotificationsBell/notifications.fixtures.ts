import { fn } from 'storybook/test';
import type { NotificationItem, NotificationsBellProps } from './NotificationsBell';

/** The business's today in the stories: every 'days past' below counts from it. */
export const TODAY = '2026-11-25';

/** What a booking's notification leaves empty. */
const base = {
  nextFollowUpDate: null,
  changedBy: null,
  operation: null,
  accountName: null,
} as const;

/** A page of notifications, newest first: two unread, then the ones already read. */
export const NOTIFICATIONS: readonly NotificationItem[] = [
  {
    ...base,
    key: 'bookingOverdue:221',
    kind: 'bookingOverdue',
    bookingNumber: 'BK-0221',
    plotOwnerName: 'Asha Rao',
    projectName: 'Green Valley',
    plotNumber: 'A-12',
    registryDate: '2026-11-22',
    occurredAt: '2026-11-25T03:30:00Z',
    read: false,
    href: '/bookings?bookingId=221',
  },
  {
    ...base,
    key: 'followUpDue:230',
    kind: 'followUpDue',
    bookingNumber: 'BK-0230',
    plotOwnerName: 'Vikram Shah',
    projectName: 'Green Valley',
    plotNumber: 'B-03',
    registryDate: '2026-12-20',
    nextFollowUpDate: '2026-11-25',
    occurredAt: '2026-11-25T02:00:00Z',
    read: false,
    href: '/follow-ups?bookingId=230',
  },
  {
    ...base,
    key: 'bookingChanged:198:5512',
    kind: 'bookingChanged',
    bookingNumber: 'BK-0198',
    plotOwnerName: 'Meera Iyer',
    projectName: 'Sunrise Enclave',
    plotNumber: 'C-07',
    registryDate: '2027-01-10',
    changedBy: 'Ravi Kumar',
    operation: 'changeBookingStatus',
    occurredAt: '2026-11-24T11:45:00Z',
    read: true,
    href: '/bookings?bookingId=198',
  },
  {
    ...base,
    key: 'followUpDue:187',
    kind: 'followUpDue',
    bookingNumber: 'BK-0187',
    plotOwnerName: 'Sanjay Gupta',
    projectName: 'Sunrise Enclave',
    plotNumber: 'D-02',
    registryDate: '2026-12-01',
    nextFollowUpDate: '2026-11-21',
    occurredAt: '2026-11-21T04:15:00Z',
    read: true,
    href: '/follow-ups?bookingId=187',
  },
];

/** An account registered while registration needs approval, to whoever may let it in. */
export const ACCOUNT_AWAITING_APPROVAL: NotificationItem = {
  key: 'accountAwaitingApproval:25',
  kind: 'accountAwaitingApproval',
  accountName: 'kiran',
  bookingNumber: null,
  plotOwnerName: null,
  projectName: null,
  plotNumber: null,
  registryDate: null,
  nextFollowUpDate: null,
  changedBy: null,
  operation: null,
  occurredAt: '2026-11-25T04:10:00Z',
  read: false,
  href: '/users?searchTerm=kiran',
};

// Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.

/** The bell as the app gives it, two of its notifications unread. */
export const NOTIFICATIONS_BELL: NotificationsBellProps = {
  unreadCount: 2,
  items: NOTIFICATIONS,
  status: 'idle',
  hasMore: false,
  today: TODAY,
  onOpenChange: fn() as NotificationsBellProps['onOpenChange'],
  onMarkRead: fn() as NotificationsBellProps['onMarkRead'],
  onMarkAllRead: fn() as NotificationsBellProps['onMarkAllRead'],
  onShowMore: fn() as NotificationsBellProps['onShowMore'],
  onRetry: fn() as NotificationsBellProps['onRetry'],
};
