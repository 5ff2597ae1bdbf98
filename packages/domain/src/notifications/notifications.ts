/**
 * The bell's notifications (openapi.yaml `listNotifications`): what each kind says, and how the
 * unread count shows. The server decides which notifications a user has; these are its words.
 */
import { mayRead, mayWrite, type PolicyCaller } from '../access/access-policy';
import { AUDIT_OPERATION_LABELS } from '../audit/audit-operations';
import { calendarDateAt, daysBetween, type CalendarDate } from '../calendar-date';
import { BUSINESS_TIME_ZONE } from '../constants';
import { formatDate, formatDateTime, formatTime } from '../display/format-date';
import { enquiryStageLabel, type EnquiryStage } from '../enquiry/enquiry-stage';

export const NOTIFICATION_KINDS = [
  'bookingOverdue',
  'followUpDue',
  'bookingChanged',
  'accountAwaitingApproval',
  // Last, so that of those arising at one instant (the start of a day) a visit that day is
  // listed first.
  'enquiryActionDue',
  'siteVisitToday',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds about an enquiry assigned to the recipient (docs/enquiries.md "Reminders"). */
const ENQUIRY_KINDS: ReadonlySet<NotificationKind> = new Set([
  'enquiryActionDue',
  'siteVisitToday',
]);

/**
 * The kinds a user may be notified of, by the access policy as they are now: the bookings' to a
 * reader of bookings, the enquiries' to a reader of enquiries, accounts waiting for approval to
 * whoever may let them in.
 */
export function notificationKindsFor(caller: PolicyCaller): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => {
    if (kind === 'accountAwaitingApproval') return mayWrite(caller, 'user', 'change');
    return mayRead(caller, ENQUIRY_KINDS.has(kind) ? 'enquiry' : 'booking');
  });
}

/**
 * A notification as the contract answers it, as far as its words need: a booking's facts, null
 * for the others; an enquiry's, null for the others (with its visit's project and time for a
 * visit today); and the account's name, null for the others.
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
  enquiryName: string | null;
  enquiryMobileNumber: string | null;
  enquiryStage: EnquiryStage | null;
  nextAction: string | null;
  nextActionDate: CalendarDate | null;
  /** The site visit's time, an instant. */
  visitScheduledAt: string | null;
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

/** 'due today', or how many days late, of something due on `date`. */
const dueOrOverdue = (date: CalendarDate | null, today: CalendarDate) => {
  const late = date ? daysBetween(date, today) : 0;
  return late > 0 ? `${days(late)} overdue` : 'due today';
};

/**
 * When a visit is: 'today at 11:00 am' on its day in the business's calendar, where 'today' is
 * said; its date beside the time on any other (a panel left open past midnight).
 */
function visitTime(scheduledAt: string | null, today: CalendarDate): string {
  if (scheduledAt === null || Number.isNaN(Date.parse(scheduledAt))) return 'today';
  const time = formatTime(scheduledAt, BUSINESS_TIME_ZONE);
  return calendarDateAt(new Date(scheduledAt), BUSINESS_TIME_ZONE) === today
    ? `today at ${time}`
    : `on ${formatDate(scheduledAt, BUSINESS_TIME_ZONE)} at ${time}`;
}

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
    case 'followUpDue':
      return `Follow-up on ${facts.bookingNumber} is ${dueOrOverdue(facts.nextFollowUpDate, today)}`;
    case 'bookingChanged': {
      const labels: Readonly<Record<string, string>> = AUDIT_OPERATION_LABELS;
      const what = (facts.operation && labels[facts.operation]) || 'Changed';
      return `${facts.changedBy ?? 'Someone'}: ${what} ${facts.bookingNumber}`;
    }
    case 'accountAwaitingApproval':
      return `${facts.accountName} registered and is waiting for approval`;
    case 'enquiryActionDue':
      return `${facts.nextAction ?? 'Next action'} for ${facts.enquiryName} is ${dueOrOverdue(facts.nextActionDate, today)}`;
    case 'siteVisitToday':
      return `Site visit with ${facts.enquiryName} ${visitTime(facts.visitScheduledAt, today)}`;
  }
}

/**
 * The kinds that arise on a date: the day after a registry date, a next follow-up date, a next
 * action's date, a site visit's day.
 */
const DATED_KINDS: ReadonlySet<NotificationKind> = new Set([
  'bookingOverdue',
  'followUpDue',
  'enquiryActionDue',
  'siteVisitToday',
]);

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

/**
 * The line under the headline: whose booking, where; for an account, what to do; for a visit,
 * where and the number to call; for a next action, the number to call and where the enquiry
 * stands.
 */
export function notificationDetail(facts: NotificationFacts): string {
  switch (facts.kind) {
    case 'accountAwaitingApproval':
      return 'Approve or delete the account on the Users screen';
    case 'siteVisitToday':
      return `${facts.projectName} · ${facts.enquiryMobileNumber}`;
    case 'enquiryActionDue': {
      const stage = facts.enquiryStage ? ` · ${enquiryStageLabel(facts.enquiryStage)}` : '';
      return `${facts.enquiryMobileNumber}${stage}`;
    }
    case 'bookingOverdue':
    case 'followUpDue':
    case 'bookingChanged':
      return `${facts.plotOwnerName} · ${facts.projectName}, plot ${facts.plotNumber}`;
  }
}
