/**
 * What every source of notifications shares (notification-sources.ts lists them): whose they are,
 * when one of a date arises, whether its recipient read it by its key, and which of a source's
 * rows come after a page's cursor, as conditions the source's index serves.
 */
import {
  addDays,
  calendarDateAt,
  type CalendarDate,
  type NotificationKind,
} from '@plotline/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DateValue } from '../../db/day-start';
import { notificationReads } from '../../db/schema';
import { kindRank, type ListPosition } from './notification-keys';

/** Whose notifications, the kinds the policy lets them have, and the day and zone they are read in. */
export type Recipient = {
  userId: number;
  kinds: ReadonlySet<NotificationKind>;
  today: CalendarDate;
  timeZone: string;
};

/** Past every id of a serial column, for a row comparison that lets a whole day through. */
const PAST_EVERY_ID = 2 ** 31;

export const keyRead = (userId: number, key: SQL) =>
  sql`exists (select 1 from ${notificationReads} where ${notificationReads.userId} = ${userId} and ${notificationReads.key} = ${key})`.mapWith(
    Boolean,
  );

export const dateText = (date: AnyPgColumn) => sql`to_char(${date}, 'YYYY-MM-DD')`;

/** Rows of dated notifications as `id:date`, which a key of one names its notification by. */
export const datedIds = (rows: readonly { id: number; date: string | null }[]) =>
  new Set(rows.map((row) => `${row.id}:${row.date}`));

/**
 * Of notifications arising at the cursor's very instant, the ids of this kind that come after it:
 * all of a kind listed after the cursor's, none of one listed before, lower ids of its own.
 */
export function idsBelow(kind: NotificationKind, before: ListPosition): number {
  const rank = kindRank(kind);
  const cursorRank = kindRank(before.kind);
  if (rank < cursorRank) return PAST_EVERY_ID;
  return rank > cursorRank ? 0 : before.id;
}

/**
 * The rows of a source of dated notifications that come after the cursor, as a row comparison its
 * index serves: a notification arising `offset` days after its date starts that day, so the
 * cursor's instant falls on a date, and the rows of the date before it all come after it; those
 * of its own date come after it only if the cursor is not that day's start (one arising then is
 * later) or, when it is, by kind and id.
 */
export function afterCursorByDate(
  date: DateValue,
  id: AnyPgColumn,
  offset: number,
  kind: NotificationKind,
  before: ListPosition,
  timeZone: string,
): SQL {
  const day = calendarDateAt(before.occurredAt, timeZone);
  const startsDay = calendarDateAt(new Date(before.occurredAt.getTime() - 1), timeZone) !== day;
  const lastDate = addDays(day, -offset);
  const ids = startsDay ? idsBelow(kind, before) : PAST_EVERY_ID;
  return sql`(${date}, ${id}) < (${lastDate}::date, ${ids}::bigint)`;
}
