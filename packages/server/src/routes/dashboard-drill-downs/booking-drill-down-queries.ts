/**
 * A 'Bookings for X' drill-down: every column's count of one project's, partner's or the direct
 * sales' bookings, and one page of the bookings the chosen column counts.
 */
import { bookingNumberLabel, type BookingColumn, type CalendarDate } from '@plotline/domain';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { bookings, channelPartners, plots, projects } from '../../db/schema';
import { limitOffset, listPage, type PageRequest } from '../../http/paging';
import { bookingCounts, daysOverdue, isOverdue } from '../dashboard/booking-counts';
import { bookingColumnCondition, bookingColumnOrder } from './booking-column-rows';

/** Whose bookings a drill-down opens on: the row of the overview whose cell was clicked. */
export const BOOKINGS_OF = {
  project: (projectId: number): SQL => eq(bookings.projectId, projectId),
  channelPartner: (channelPartnerId: number): SQL =>
    eq(bookings.channelPartnerId, channelPartnerId),
  directSales: (): SQL => isNull(bookings.channelPartnerId),
};

/** 'On track' reads as 0 days overdue. */
const daysOverdueOrZero = (today: CalendarDate) =>
  sql<number>`case when ${isOverdue(today)} then ${daysOverdue(today)} else 0 end`.mapWith(Number);

function bookingRows(db: Executor, today: CalendarDate) {
  return db
    .select({
      bookingId: bookings.id,
      bookingNumber: bookings.bookingNumber,
      projectId: bookings.projectId,
      projectName: projects.name,
      plotNumber: plots.plotNumber,
      clientName: bookings.plotOwnerName,
      bookingDate: bookings.bookingDate,
      bookingStatus: bookings.bookingStatus,
      registryDate: bookings.registryDate,
      daysOverdue: daysOverdueOrZero(today),
      channelPartnerId: bookings.channelPartnerId,
      channelPartnerName: channelPartners.name,
      plotOwnerEmail: bookings.plotOwnerEmail,
    })
    .from(bookings)
    .innerJoin(projects, eq(projects.id, bookings.projectId))
    .innerJoin(plots, eq(plots.id, bookings.plotId))
    .leftJoin(channelPartners, eq(channelPartners.id, bookings.channelPartnerId));
}

type BookingRow = Awaited<ReturnType<typeof bookingRows>>[number];

/** A row as the drill-down's table shows it: a direct sale shows the owner's email instead. */
function dashboardBooking({ channelPartnerId, plotOwnerEmail, ...row }: BookingRow) {
  return {
    ...row,
    bookingNumber: bookingNumberLabel({ id: row.bookingId, bookingNumber: row.bookingNumber }),
    directSaleEmail: channelPartnerId === null ? plotOwnerEmail : null,
  };
}

/**
 * The counts are the overview's own aggregates over the same bookings, so a tile always shows
 * the figure of the cell clicked; the column's count is also the length of its list. Callers
 * run both in one snapshot, so the two agree even while bookings change.
 */
export async function bookingDrillDown(
  db: Executor,
  whose: SQL,
  column: BookingColumn,
  page: PageRequest,
  today: CalendarDate,
) {
  const [counts] = await db.select(bookingCounts(today)).from(bookings).where(whose);
  if (!counts) throw new Error('An aggregate without GROUP BY answers one row');
  const { limit, offset } = limitOffset(page);
  const rows = await bookingRows(db, today)
    .where(and(whose, bookingColumnCondition(column, today)))
    .orderBy(...bookingColumnOrder(column))
    .limit(limit)
    .offset(offset);
  return { counts, bookings: listPage(rows.map(dashboardBooking), counts[column], page) };
}
