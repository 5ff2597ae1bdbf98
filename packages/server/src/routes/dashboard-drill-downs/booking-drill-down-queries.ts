/**
 * A 'Bookings for X' drill-down: every column's count of one project's, partner's or the direct
 * sales' bookings, and one page of the bookings the chosen column counts.
 */
import { bookingNumberLabel, type BookingColumn, type CalendarDate } from '@plotline/domain';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { bookings, channelPartners, plots, projects } from '../../db/schema';
import { limitOffset, listPage, type PageRequest } from '../../http/paging';
import { bookingColumnCounts } from '../dashboard/booking-column-counts';
import { daysOverdue, inBookingColumn, isOverdue } from '../dashboard/booking-counts';
import { liveColumnCounts, type BookingOwners } from '../dashboard/live-booking-queries';
import { partnerBookingCounts, projectBookingCounts } from '../dashboard/tally-queries';

/** The overview row whose cell was clicked: a project, or a partner (null: the direct sales). */
export type BookingsOwner = { by: 'project'; id: number } | { by: 'partner'; id: number | null };

function ownedBy(owner: BookingsOwner): SQL {
  if (owner.by === 'project') return eq(bookings.projectId, owner.id);
  return owner.id === null
    ? isNull(bookings.channelPartnerId)
    : eq(bookings.channelPartnerId, owner.id);
}

/** The one entry of counts asked for a single owner; the tallies answer every owner asked for. */
function onlyEntry<V>(counts: Map<unknown, V>): V {
  const [only] = counts.values();
  if (only === undefined) throw new Error('Counts asked for one owner answer that owner');
  return only;
}

/** From the tallies and the live-booking indexes, as the overview row counts them. */
async function ownerCounts(db: Executor, owner: BookingsOwner, today: CalendarDate) {
  const owners: BookingOwners =
    owner.by === 'project'
      ? { by: 'project', ids: [owner.id] }
      : { by: 'partner', ids: [owner.id] };
  const statuses =
    owner.by === 'project'
      ? await projectBookingCounts(db, [owner.id])
      : await partnerBookingCounts(db, [owner.id]);
  const live = await liveColumnCounts(db, today, owners);
  return bookingColumnCounts(onlyEntry(statuses), onlyEntry(live));
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
  owner: BookingsOwner,
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
