/**
 * A 'Bookings for X' drill-down: every column's count of one project's, partner's or the direct
 * sales' bookings, and one page of the bookings the chosen column counts.
 */
import { bookingNumberLabel, type BookingColumn, type CalendarDate } from '@plotline/domain';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { bookings, channelPartners, plots, projects } from '../../db/schema';
import { limitOffset, listPage, type PageRequest } from '../../http/paging';
import { daysOverdue, inBookingColumn, isOverdue } from '../dashboard/booking-counts';
import { ownedBy, type BookingOwner } from '../dashboard/booking-owner';
import { bookingColumnCounts } from '../dashboard/owner-counts';

/** The owner's counts as its overview row reads them: from the tallies and the live-booking indexes. */
async function ownerCounts(db: Executor, owner: BookingOwner, today: CalendarDate) {
  const [counts] = await db
    .select(bookingColumnCounts(owner, today))
    .from(sql`(values (1)) as owner`);
  if (!counts) throw new Error('A select from one row answers one row');
  return counts;
}

/**
 * Extra Time lists the most days overdue first, which is the earliest registry date, ties by id
 * as the overtime list breaks them. Every other column lists the newest booking date first, ties
 * newest id first, as the Bookings screen does by default.
 */
function drillDownOrder(column: BookingColumn): SQL[] {
  return column === 'extraTime'
    ? [asc(bookings.registryDate), asc(bookings.id)]
    : [desc(bookings.bookingDate), desc(bookings.id)];
}

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
 * The counts are the overview row's own, so a tile always shows the figure of the cell clicked;
 * the column's count is also the length of its list, whose rows the column's own condition
 * selects. Callers run both in one snapshot, so the two agree even while bookings change.
 */
export async function bookingDrillDown(
  db: Executor,
  owner: BookingOwner,
  column: BookingColumn,
  page: PageRequest,
  today: CalendarDate,
) {
  const counts = await ownerCounts(db, owner, today);
  const { limit, offset } = limitOffset(page);
  const rows = await bookingRows(db, today)
    .where(and(ownedBy(owner), inBookingColumn(column, today)))
    .orderBy(...drillDownOrder(column))
    .limit(limit)
    .offset(offset);
  return { counts, bookings: listPage(rows.map(dashboardBooking), counts[column], page) };
}
