/**
 * The Collections screen and the Dashboard's Collections card (docs/payments.md "Collections"):
 * every instalment with something outstanding, soonest due first.
 */
import { daysBetween, isCalendarDate, type CalendarDate } from '../calendar-date';

export const COLLECTION_STATES = ['all', 'overdue', 'due'] as const;
export type CollectionState = (typeof COLLECTION_STATES)[number];

export const COLLECTION_STATE_LABELS: Readonly<Record<CollectionState, string>> = {
  all: 'All',
  overdue: 'Overdue',
  due: 'Due',
};

export function isCollectionState(value: unknown): value is CollectionState {
  return typeof value === 'string' && (COLLECTION_STATES as readonly string[]).includes(value);
}

/** The header row of GET /collections/export, in column order. */
export const collectionsCsvColumns = [
  'Booking Number',
  'Project',
  'Plot',
  'Plot Owner',
  'Channel Partner',
  'Instalment',
  'Due Date',
  'Amount',
  'Paid',
  'Outstanding',
  'Overdue Days',
] as const;

/** The Dashboard card's words. */
export const COLLECTIONS_CARD_TEXTS = {
  title: 'Collections',
  dueThisMonth: 'Due this month',
  overdue: 'Overdue',
  viewCollections: 'View collections',
} as const;

/** The last day of today's month: 'Due this month' runs from today to it. */
export function monthEnd(today: CalendarDate): CalendarDate {
  if (!isCalendarDate(today)) throw new RangeError(`Not a calendar date: ${today}`);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const date = new Date(0);
  // Day 0 of the next month is the last day of this one.
  date.setUTCFullYear(year, month, 0);
  return date.toISOString().slice(0, 10);
}

/** Days an instalment is late: 0 until its due date has passed. */
export function instalmentDaysOverdue(dueDate: CalendarDate, today: CalendarDate): number {
  return Math.max(0, daysBetween(dueDate, today));
}
