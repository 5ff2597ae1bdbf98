/**
 * The filters and sort orders of the bookings screen, as SQL, shared by the paged list and
 * the CSV export so both list exactly the same bookings in the same order.
 */
import type { operations } from '@plotline/api-client/schema';
import { LIST_DEFAULTS } from '@plotline/domain';
import { and, asc, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { bookings, plots, projects } from '../../db/schema';
import { containsPattern } from '../../db/contains-pattern';

export type BookingListQuery = NonNullable<operations['exportBookings']['parameters']['query']>;
export type BookingListPageQuery = NonNullable<
  operations['listBookingsFiltered']['parameters']['query']
>;
type SortBy = NonNullable<BookingListQuery['sortBy']>;

/**
 * The search reaches the project's name and the plot's number through the ids they match, so the
 * filter reads the bookings table alone: the count needs no join, and every arm of the OR is a
 * trigram or id index the planner can combine (a bitmap OR) instead of reading every booking.
 */
export function bookingSearch(pattern: string): SQL | undefined {
  const projectIds = sql`array(select ${projects.id} from ${projects} where ${ilike(projects.name, pattern)})`;
  const plotIds = sql`array(select ${plots.id} from ${plots} where ${ilike(plots.plotNumber, pattern)})`;
  return or(
    ilike(bookings.bookingNumber, pattern),
    sql`${bookings.projectId} = any(${projectIds})`,
    sql`${bookings.plotId} = any(${plotIds})`,
    ilike(bookings.plotOwnerName, pattern),
    ilike(bookings.ownerMobileNumber, pattern),
    ilike(bookings.ownerMobileLastFiveDigits, pattern),
  );
}

export function bookingFilter(query: BookingListQuery): SQL | undefined {
  const searchTerm = query.searchTerm?.trim();
  return and(
    searchTerm ? bookingSearch(containsPattern(searchTerm)) : undefined,
    query.bookingStatus ? eq(bookings.bookingStatus, query.bookingStatus) : undefined,
    query.projectId ? eq(bookings.projectId, query.projectId) : undefined,
    query.plotId ? eq(bookings.plotId, query.plotId) : undefined,
    query.channelPartnerId ? eq(bookings.channelPartnerId, query.channelPartnerId) : undefined,
    query.startDate ? gte(bookings.bookingDate, query.startDate) : undefined,
    query.endDate ? lte(bookings.bookingDate, query.endDate) : undefined,
  );
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
