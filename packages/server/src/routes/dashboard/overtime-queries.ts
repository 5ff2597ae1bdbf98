/** The overdue bookings of the Overtime carousel, most days overdue first, ties by booking id. */
import { bookingNumberLabel, overdueSeverity, type CalendarDate } from '@plotline/domain';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { bookings, channelPartners, plots, projects } from '../../db/schema';
import { daysOverdue, isOverdue } from './booking-counts';

export async function overtimeBookings(db: Executor, today: CalendarDate) {
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
    .from(bookings)
    .innerJoin(projects, eq(projects.id, bookings.projectId))
    .innerJoin(plots, eq(plots.id, bookings.plotId))
    .leftJoin(channelPartners, eq(channelPartners.id, bookings.channelPartnerId))
    .where(isOverdue(today))
    // The earliest registry date is the most days overdue.
    .orderBy(asc(bookings.registryDate), asc(bookings.id));
  return rows.map((row) => ({
    ...row,
    bookingNumber: bookingNumberLabel({ id: row.bookingId, bookingNumber: row.bookingNumber }),
    // Only a live booking is overdue, so its status is Token or Booking.
    bookingStatus: row.bookingStatus as 'Token' | 'Booking',
    severity: overdueSeverity(row.daysOverdue),
  }));
}
