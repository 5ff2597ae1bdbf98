import { fn } from 'storybook/test';
import type { NotificationItem, NotificationsBellProps } from './NotificationsBell';

/** The business's today in the stories: every 'days past' below counts from it. */
export const TODAY = '2026-11-25';

/** What an enquiry's facts are to a notification of no enquiry. */
const noEnquiry = {
  enquiryName: null,
  enquiryMobileNumber: null,
  enquiryStage: null,
  nextAction: null,
  nextActionDate: null,
  visitScheduledAt: null,
} as const;

/** What a booking's notification leaves empty. */
const base = {
  nextFollowUpDate: null,
  changedBy: null,
  operation: null,
  accountName: null,
  ...noEnquiry,
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
  ...noEnquiry,
  occurredAt: '2026-11-25T04:10:00Z',
  read: false,
  href: '/users?searchTerm=kiran',
};

/** What an enquiry's notification leaves empty: it is of no booking and no account. */
const noBooking = {
  bookingNumber: null,
  plotOwnerName: null,
  projectName: null,
  plotNumber: null,
  registryDate: null,
  nextFollowUpDate: null,
  changedBy: null,
  operation: null,
  accountName: null,
} as const;

/**
 * The reminders of a sales person's enquiries: a site visit today at 11:00 in India, and a next
 * action two days overdue, each leading to its enquiry. Both arose at the day's start in India.
 */
export const ENQUIRY_REMINDERS: readonly NotificationItem[] = [
  {
    ...noBooking,
    key: 'siteVisitToday:2:2026-11-25',
    kind: 'siteVisitToday',
    projectName: 'Green Valley',
    enquiryName: 'Kavya Iyer',
    enquiryMobileNumber: '9845067890',
    enquiryStage: 'SiteVisitScheduled',
    nextAction: null,
    nextActionDate: null,
    visitScheduledAt: '2026-11-25T05:30:00Z',
    occurredAt: '2026-11-24T18:30:00Z',
    read: false,
    href: '/enquiries/3',
  },
  {
    ...noBooking,
    key: 'enquiryActionDue:1:2026-11-23',
    kind: 'enquiryActionDue',
    enquiryName: 'Asha Verma',
    enquiryMobileNumber: '9876512345',
    enquiryStage: 'Contacted',
    nextAction: 'Call back with the price list',
    nextActionDate: '2026-11-23',
    visitScheduledAt: null,
    occurredAt: '2026-11-22T18:30:00Z',
    read: false,
    href: '/enquiries/1',
  },
];

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
