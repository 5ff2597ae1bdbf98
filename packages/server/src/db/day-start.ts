/**
 * Where a calendar day starts in the business's time zone, as SQL: the bounds of a day's range
 * of a timestamp column (so its index reads one range), and the instant a notification of a
 * date arises.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { auditEntries } from './schema';

/** A date column, or a date the query names (`sql\`${day}::date\``). */
export type DateValue = AnyPgColumn | SQL;

/** The first instant of `days` after the date's day in the time zone, read as a timestamptz is. */
export const startOfDay = (date: DateValue, timeZone: string, days = 0) =>
  sql`((${date} + ${days}::int)::timestamp at time zone ${timeZone})`.mapWith(
    auditEntries.recordedAt,
  );
