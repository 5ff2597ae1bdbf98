/**
 * The overdue bookings of the Overtime carousel and modal, a page at a time, most days overdue
 * first, ties by booking id: the order of bookings_live_registry_date_idx, so a page is a short
 * walk along it.
 */
import type { components } from '@plotline/api-client/schema';
import { bookingNumberLabel, overdueSeverity } from '@plotline/domain';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { bookings, channelPartners, plots, projects } from '../../db/schema';
import { daysOverdue, isOverdue, type AsOf } from './booking-counts';
import { jsonRows, named, positionBy, type RowWindow } from './json-rows';

type OvertimeBooking = components['schemas']['OvertimeBooking'];
/** A row as the database answers it, before the rules only the domain knows. */
type OverdueRow = Omit<OvertimeBooking, 'bookingNumber' | 'severity'> & {
  bookingNumber: string | null;
};

/** The page's rows, as JSON; overtimeBooking finishes each. */
export function overtimeRows(db: Executor, today: AsOf, window: RowWindow) {
  const { limit, offset } = window;
  // The earliest registry date is the most days overdue.
  const order = [bookings.registryDate, bookings.id];
  // The page's ids first, from the index alone, so a deep page skips index entries rather than
  // joined rows; then the names of those few.
  const page = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(isOverdue(today))
    .orderBy(...order.map((key) => asc(key)))
    .limit(limit)
    .offset(offset)
    .as('page');
  return jsonRows<OverdueRow>(
    db
      .select({
        position: positionBy(...order),
        ...named({
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
        }),
      })
      .from(page)
      .innerJoin(bookings, eq(bookings.id, page.id))
      .innerJoin(projects, eq(projects.id, bookings.projectId))
      .innerJoin(plots, eq(plots.id, bookings.plotId))
      .leftJoin(channelPartners, eq(channelPartners.id, bookings.channelPartnerId)),
  );
}

export function overtimeBooking(row: OverdueRow): OvertimeBooking {
  return {
    ...row,
    bookingNumber: bookingNumberLabel({ id: row.bookingId, bookingNumber: row.bookingNumber }),
    severity: overdueSeverity(row.daysOverdue),
  };
}
