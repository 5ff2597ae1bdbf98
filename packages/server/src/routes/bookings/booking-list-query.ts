/**
 * The filters and sort orders of the bookings screen, as SQL, shared by the paged list and
 * the CSV export so both list exactly the same bookings in the same order.
 */
import type { operations } from '@plotline/api-client/schema';
import { LIST_DEFAULTS } from '@plotline/domain';
import { and, asc, desc, eq, gte, ilike, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { containsPattern, INSIDE_WORDS_FROM } from '../../db/contains-pattern';
import { bookings, channelPartners, plots, projects } from '../../db/schema';
import { wordQuery, wordsOf, writtenNumber } from '../../db/search-words';

export type BookingListQuery = NonNullable<operations['exportBookings']['parameters']['query']>;
export type BookingListPageQuery = NonNullable<
  operations['listBookingsFiltered']['parameters']['query']
>;
type SortBy = NonNullable<BookingListQuery['sortBy']>;

/**
 * What the search finds by words: a booking when each of the search's words starts a word of its
 * own (number, owner, mobile: search_words), of its project's or channel partner's name; or a
 * booking on a plot whose number holds the search. The names and numbers of other tables are
 * reached through the ids they match, so the filter reads the bookings table alone and every arm
 * is an index the planner can combine (a bitmap OR) instead of reading every booking.
 */
function foundByWords(text: string): SQL {
  const prefixes = wordQuery(text);
  if (!prefixes) return sql`false`;
  const named = (id: AnyPgColumn, table: PgTable, name: AnyPgColumn) =>
    sql`array(select ${id} from ${table} where ${wordsOf(sql`${name}`)} @@ ${prefixes})`;
  const plotIds = sql`array(select ${plots.id} from ${plots} where ${ilike(plots.plotNumber, containsPattern(text))})`;
  return or(
    sql`${bookings.searchWords} @@ ${prefixes}`,
    sql`${bookings.projectId} = any(${named(projects.id, projects, projects.name)})`,
    sql`${bookings.channelPartnerId} = any(${named(channelPartners.id, channelPartners, channelPartners.name)})`,
    // Plot numbers are codes ('A-12'), found by any part of them, and their trigram index needs
    // three characters: a shorter search would read every plot.
    text.length >= INSIDE_WORDS_FROM ? sql`${bookings.plotId} = any(${plotIds})` : undefined,
  )!;
}

/**
 * What the search finds inside words, through the trigram indexes: a part of the owner's or the
 * project's name, a run of the mobile's or the booking number's digits. Null for a search too
 * short to look inside words for.
 */
function foundInsideWords(text: string): SQL | null {
  const digits = writtenNumber(text);
  if (digits !== null) {
    if (digits.length < INSIDE_WORDS_FROM) return null;
    const run = containsPattern(digits);
    return or(
      like(bookings.ownerMobileNumber, run),
      like(bookings.ownerMobileLastFiveDigits, run),
      like(bookings.bookingNumber, run),
    )!;
  }
  if (text.length < INSIDE_WORDS_FROM) return null;
  const pattern = containsPattern(text);
  const projectIds = sql`array(select ${projects.id} from ${projects} where ${ilike(projects.name, pattern)})`;
  return or(
    ilike(bookings.plotOwnerName, pattern),
    sql`${bookings.projectId} = any(${projectIds})`,
  )!;
}

/**
 * The bookings the search finds by words or inside them, both at once: for a search of bookings
 * through what refers to them (the follow-ups), which looks inside its own text anyway.
 */
export function bookingSearch(text: string): SQL {
  return or(foundByWords(text), foundInsideWords(text) ?? undefined)!;
}

/** The list query's filters but its search, and `search`. */
function listFiltersAnd(query: BookingListQuery, search: SQL | undefined): SQL | undefined {
  return and(
    search,
    query.bookingStatus ? eq(bookings.bookingStatus, query.bookingStatus) : undefined,
    query.projectId ? eq(bookings.projectId, query.projectId) : undefined,
    query.plotId ? eq(bookings.plotId, query.plotId) : undefined,
    query.channelPartnerId ? eq(bookings.channelPartnerId, query.channelPartnerId) : undefined,
    query.startDate ? gte(bookings.bookingDate, query.startDate) : undefined,
    query.endDate ? lte(bookings.bookingDate, query.endDate) : undefined,
  );
}

/** The list query's filters, its search matched by words. */
export function bookingFilter(query: BookingListQuery): SQL | undefined {
  const searchTerm = query.searchTerm?.trim();
  return listFiltersAnd(query, searchTerm ? foundByWords(searchTerm) : undefined);
}

/**
 * The list query's filters, its search matched by the booking's own words, whole: no more
 * bookings than bookingFilter's, whose number the planner estimates from how often each word is
 * (a prefix's estimate is a flat guess unless the column holds a hundred frequent words), and
 * cheaply, with no other table to plan for. Undefined without a search.
 */
export function wholeWordsFilter(query: BookingListQuery): SQL | undefined {
  const whole = wordQuery(query.searchTerm?.trim() ?? '', { whole: true });
  return whole ? listFiltersAnd(query, sql`${bookings.searchWords} @@ ${whole}`) : undefined;
}

/**
 * The list query's filters, its search looked for inside words; null without a search, or with
 * one too short to look inside words for.
 */
export function insideWordsFilter(query: BookingListQuery): SQL | null {
  const inside = foundInsideWords(query.searchTerm?.trim() ?? '');
  return inside && (listFiltersAnd(query, inside) ?? null);
}

const SORT_COLUMNS = {
  BookingDate: bookings.bookingDate,
  // Booking numbers are the zero-padded id, which stops sorting as text past BK-9999.
  BookingNumber: bookings.id,
  RegistryDate: bookings.registryDate,
  ProjectName: projects.name,
  PlotOwnerName: bookings.plotOwnerName,
  BookingStatus: bookings.bookingStatus,
} as const satisfies Record<SortBy, unknown>;

/** The chosen order, then the id in the same direction so equal values keep a stable order. */
export function bookingOrder(query: BookingListQuery): SQL[] {
  const direction = (query.sortOrder ?? LIST_DEFAULTS.bookings.sortOrder) === 'asc' ? asc : desc;
  const column = SORT_COLUMNS[query.sortBy ?? LIST_DEFAULTS.bookings.sortBy];
  return column === bookings.id ? [direction(column)] : [direction(column), direction(bookings.id)];
}
