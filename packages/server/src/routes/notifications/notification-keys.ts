/**
 * How a notification is named (its key, which marks it read) and where it stands in the list
 * (its cursor). The list runs newest first; notifications that arose at the same instant follow
 * their kind's place in NOTIFICATION_KINDS, last first, then their id, highest first, so every
 * notification has one place and a page can start right after any of them.
 */
import { isCalendarDate, NOTIFICATION_KINDS, type CalendarDate } from '@plotline/domain';
import type { NotificationKind } from '@plotline/domain';

/**
 * A notification of a date names the date, so the same booking, follow-up or enquiry due again on
 * another date, or a visit moved to another day, is news again; a change names its notice.
 */
export type NotificationKey =
  | { kind: 'bookingOverdue'; bookingId: number; registryDate: CalendarDate }
  | { kind: 'followUpDue'; followUpId: number; nextFollowUpDate: CalendarDate }
  | { kind: 'bookingChanged'; noticeId: number }
  | { kind: 'accountAwaitingApproval'; userId: number }
  | { kind: 'enquiryActionDue'; enquiryId: number; nextActionDate: CalendarDate }
  | { kind: 'siteVisitToday'; siteVisitId: number; day: CalendarDate };

export type ListPosition = { occurredAt: Date; kind: NotificationKind; id: number };

export function keyText(key: NotificationKey): string {
  switch (key.kind) {
    case 'bookingOverdue':
      return `bookingOverdue:${key.bookingId}:${key.registryDate}`;
    case 'followUpDue':
      return `followUpDue:${key.followUpId}:${key.nextFollowUpDate}`;
    case 'bookingChanged':
      return `bookingChanged:${key.noticeId}`;
    case 'accountAwaitingApproval':
      return `accountAwaitingApproval:${key.userId}`;
    case 'enquiryActionDue':
      return `enquiryActionDue:${key.enquiryId}:${key.nextActionDate}`;
    case 'siteVisitToday':
      return `siteVisitToday:${key.siteVisitId}:${key.day}`;
  }
}

/** The ids of the database's serial columns. */
const idOf = (text: string | undefined): number | null =>
  text !== undefined && /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2 ** 31 - 1
    ? Number(text)
    : null;

const dateOf = (text: string | undefined): CalendarDate | null =>
  text !== undefined && isCalendarDate(text) ? text : null;

/** The key the text names, or null for text that is no key of ours. */
export function parseKey(text: string): NotificationKey | null {
  const [kind, idText, dateText, ...rest] = text.split(':');
  const id = idOf(idText);
  if (id === null || rest.length > 0) return null;
  if (kind === 'bookingChanged') return dateText === undefined ? { kind, noticeId: id } : null;
  if (kind === 'accountAwaitingApproval') {
    return dateText === undefined ? { kind, userId: id } : null;
  }
  const date = dateOf(dateText);
  if (date === null) return null;
  if (kind === 'bookingOverdue') return { kind, bookingId: id, registryDate: date };
  if (kind === 'followUpDue') return { kind, followUpId: id, nextFollowUpDate: date };
  if (kind === 'enquiryActionDue') return { kind, enquiryId: id, nextActionDate: date };
  if (kind === 'siteVisitToday') return { kind, siteVisitId: id, day: date };
  return null;
}

function idOfKey(key: NotificationKey): number {
  switch (key.kind) {
    case 'bookingOverdue':
      return key.bookingId;
    case 'followUpDue':
      return key.followUpId;
    case 'bookingChanged':
      return key.noticeId;
    case 'accountAwaitingApproval':
      return key.userId;
    case 'enquiryActionDue':
      return key.enquiryId;
    case 'siteVisitToday':
      return key.siteVisitId;
  }
}

export function cursorText(occurredAt: Date, key: NotificationKey): string {
  return Buffer.from(`${occurredAt.toISOString()}|${keyText(key)}`).toString('base64url');
}

/** Where the cursor points, or null for text that is no cursor of this list. */
export function parseCursor(text: string): ListPosition | null {
  const [instant, keyPart, ...rest] = Buffer.from(text, 'base64url').toString().split('|');
  if (instant === undefined || keyPart === undefined || rest.length > 0) return null;
  const occurredAt = new Date(instant);
  const key = parseKey(keyPart);
  if (!key || Number.isNaN(occurredAt.getTime()) || occurredAt.toISOString() !== instant) {
    return null;
  }
  return { occurredAt, kind: key.kind, id: idOfKey(key) };
}

export const kindRank = (kind: NotificationKind) => NOTIFICATION_KINDS.indexOf(kind);

/** Negative when `a` comes first in the list (newest first). */
export function listOrder(a: ListPosition, b: ListPosition): number {
  return (
    b.occurredAt.getTime() - a.occurredAt.getTime() ||
    kindRank(b.kind) - kindRank(a.kind) ||
    b.id - a.id
  );
}
