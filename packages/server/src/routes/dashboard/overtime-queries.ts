/**
 * The overdue bookings of the Overtime carousel and modal, a page at a time, most days overdue
 * first, ties by booking id: the order of bookings_live_registry_date_idx, so a page is a short
 * walk along it.
 */
import { bookingNumberLabel, overdueSeverity, type CalendarDate } from '@plotline/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { bookings, channelPartners, plots, projects } from '../../db/schema';
import { limitOffset, listPage, type PageRequest } from '../../http/paging';
import { daysOverdue, isOverdue } from './booking-counts';
import { overdueBookingCount } from './summary-card-queries';

/** How many bookings are overdue: the Extra Time card, and the overtime list's total. */
export async function overdueTotal(db: Executor, today: CalendarDate): Promise<number> {
  const [row] = await db
    .select({ count: overdueBookingCount(today) })
    .from(sql`(values (1)) as overdue`);
  return row?.count ?? 0;
}

/** `totalCount` is every overdue booking, which the caller may already know. */
export async function overtimeBookingsPage(
  db: Executor,
  today: CalendarDate,
  request: PageRequest,
  totalCount: number,
) {
  const { limit, offset } = limitOffset(request);
  // The page's ids first, from the index alone, so a deep page skips index entries rather than
  // joined rows; then the names of those few.
  const page = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(isOverdue(today))
    .orderBy(asc(bookings.registryDate), asc(bookings.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  const rows = await db
    .select({
      bookingId: bookings.id,
      bookingNumber: bookings.bookingNumber,
      projectId: bookings.projectId,
      projectName: projects.name,
      plotNumber: plots.plotNumber,
      plotOwnerName: bookings.plotOwnerName,
      channelPartnerName: channelPartners.name,
      bookingStatus: bookings.bookingStatus,
      bookingDate: bookings.bookingDate,
      registryDate: bookings.registryDate,
      daysOverdue: daysOverdue(today),
    })
    .from(page)
    .innerJoin(bookings, eq(bookings.id, page.id))
    .innerJoin(projects, eq(projects.id, bookings.projectId))
    .innerJoin(plots, eq(plots.id, bookings.plotId))
    .leftJoin(channelPartners, eq(channelPartners.id, bookings.channelPartnerId))
    // The earliest registry date is the most days overdue.
    .orderBy(asc(bookings.registryDate), asc(bookings.id));
  const data = rows.map((row) => ({
    ...row,
    bookingNumber: bookingNumberLabel({ id: row.bookingId, bookingNumber: row.bookingNumber }),
    // Only a live booking is overdue, so its status is Token or Booking.
    bookingStatus: row.bookingStatus as 'Token' | 'Booking',
    severity: overdueSeverity(row.daysOverdue),
  }));
  return listPage(data, totalCount, request);
}
