/**
 * The bell's notifications (openapi.yaml `listNotifications`): what each kind says, and how the
 * unread count shows. The server decides which notifications a user has; these are its words.
 */
import { mayRead, mayWrite, type PolicyCaller } from '../access/access-policy';
import { AUDIT_OPERATION_LABELS } from '../audit/audit-operations';
import { calendarDateAt, daysBetween, type CalendarDate } from '../calendar-date';
import { BUSINESS_TIME_ZONE } from '../constants';
import { formatDate, formatDateTime } from '../display/format-date';

export const NOTIFICATION_KINDS = [
  'bookingOverdue',
  'followUpDue',
  'bookingChanged',
  'accountAwaitingApproval',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The kinds a user may be notified of, by the access policy as they are now: the bookings' to a
 * reader of bookings, accounts waiting for approval to whoever may let them in.
 */
export function notificationKindsFor(caller: PolicyCaller): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) =>
    kind === 'accountAwaitingApproval'
      ? mayWrite(caller, 'user', 'change')
      : mayRead(caller, 'booking'),
  );
}

/**
 * A notification as the contract answers it, as far as its words need: a booking's facts, null
 * for an account's, and the account's name, null for a booking's.
 */
export type NotificationFacts = {
  kind: NotificationKind;
  bookingNumber: string | null;
  plotOwnerName: string | null;
  projectName: string | null;
  plotNumber: string | null;
  registryDate: CalendarDate | null;
  nextFollowUpDate: CalendarDate | null;
  changedBy: string | null;
  operation: string | null;
  accountName: string | null;
};

/** The server counts unread notifications up to this many; the bell shows one fewer and a '+'. */
export const UNREAD_COUNT_CAP = 100;

/** Notifications the panel asks for a page at a time. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * What the contract takes of notifications: a key (or a page's cursor) of at most `keyLength`
 * characters, at most `keysPerMark` keys marked read at once, pages of at most `mostPerPage`.
 */
export const NOTIFICATION_LIMITS = { keyLength: 200, keysPerMark: 100, mostPerPage: 50 } as const;

export const NOTIFICATION_TEXTS = {
  panelTitle: 'Notifications',
  none: "You're all caught up",
  markRead: 'Mark as read',
  markAllRead: 'Mark all as read',
  showMore: 'Show more',
  loadFailed: "Notifications couldn't be loaded",
  /** The spinner's name while the first page loads. */
  loading: 'Loading notifications',
  /** Said before an unread notification's headline; the eye sees a dot and bold type. */
  unread: 'Unread',
  /** The product's word for loading again, as every failed list offers it. */
  retry: 'Try Again',
} as const;

/** The per-notification button's name, naming the notification it marks. */
export function markReadLabel(title: string): string {
  return `${NOTIFICATION_TEXTS.markRead}: ${title}`;
}

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** What the bell's badge shows: nothing for none, '99+' from the cap on. */
export function unreadBadge(unreadCount: number): string | null {
  if (unreadCount <= 0) return null;
  return unreadCount >= UNREAD_COUNT_CAP ? `${UNREAD_COUNT_CAP - 1}+` : String(unreadCount);
}

/** The bell's accessible name, with the count a screen reader cannot see on the badge. */
export function bellLabel(unreadCount: number): string {
  const badge = unreadBadge(unreadCount);
  return badge ? `Notifications, ${badge} unread` : 'Notifications';
}

/** The notification's headline, as of `today` in the business's calendar. */
export function notificationTitle(facts: NotificationFacts, today: CalendarDate): string {
  switch (facts.kind) {
    case 'bookingOverdue': {
      const late = facts.registryDate ? Math.max(1, daysBetween(facts.registryDate, today)) : 1;
      return `${facts.bookingNumber} is ${days(late)} past its registry date`;
    }
    case 'followUpDue': {
      const late = facts.nextFollowUpDate ? daysBetween(facts.nextFollowUpDate, today) : 0;
      return late > 0
        ? `Follow-up on ${facts.bookingNumber} is ${days(late)} overdue`
        : `Follow-up on ${facts.bookingNumber} is due today`;
    }
    case 'bookingChanged': {
      const labels: Readonly<Record<string, string>> = AUDIT_OPERATION_LABELS;
      const what = (facts.operation && labels[facts.operation]) || 'Changed';
      return `${facts.changedBy ?? 'Someone'}: ${what} ${facts.bookingNumber}`;
    }
    case 'accountAwaitingApproval':
      return `${facts.accountName} registered and is waiting for approval`;
  }
}

/** The kinds that arise on a date: the day after a registry date, a next follow-up date. */
const DATED_KINDS: ReadonlySet<NotificationKind> = new Set(['bookingOverdue', 'followUpDue']);

/**
 * When the notification arose, as the panel shows it (`text`) and as a `<time>` names it
 * (`dateTime`). One that arises on a date is that date on the business's calendar, wherever the
 * browser is: its instant is the day's start in India, which a browser west of it would show as
 * the evening before, beside a headline that says 'due today'. The others are their instant in
 * `timeZone`.
 */
export function notificationWhen(
  kind: NotificationKind,
  occurredAt: string,
  timeZone: string,
): { dateTime: string; text: string } {
  const instant = new Date(occurredAt);
  // Text that is no instant is shown as it came, as formatDateTime shows it.
  if (!DATED_KINDS.has(kind) || Number.isNaN(instant.getTime())) {
    return { dateTime: occurredAt, text: formatDateTime(occurredAt, timeZone) };
  }
  const day = calendarDateAt(instant, BUSINESS_TIME_ZONE);
  return { dateTime: day, text: formatDate(day) };
}

/** The line under the headline: whose booking, where; for an account, what to do. */
export function notificationDetail(facts: NotificationFacts): string {
  if (facts.kind === 'accountAwaitingApproval')
    return 'Approve or delete the account on the Users screen';
  return `${facts.plotOwnerName} · ${facts.projectName}, plot ${facts.plotNumber}`;
}
