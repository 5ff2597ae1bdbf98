/**
 * Whose bookings a dashboard figure counts: a project, a channel partner, or the direct sales
 * (bookings with no partner). The id is an SQL expression, usually the column of the row being
 * selected (`projects.id`), so one query answers a whole page of rows.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { bookings, partnerBookingTallies, projectBookingTallies } from '../../db/schema';

export type BookingOwner =
  { by: 'project'; id: SQLWrapper } | { by: 'partner'; id: SQLWrapper } | { by: 'direct sales' };

export const DIRECT_SALES: BookingOwner = { by: 'direct sales' };

/** The owner's bookings, as a condition on the bookings table. */
export function ownedBy(owner: BookingOwner): SQL {
  switch (owner.by) {
    case 'project':
      return sql`${bookings.projectId} = ${owner.id}`;
    case 'partner':
      return sql`${bookings.channelPartnerId} = ${owner.id}`;
    case 'direct sales':
      return sql`${bookings.channelPartnerId} is null`;
  }
}

/**
 * The owner's rows of its booking tally, as a condition on that tally: the direct sales are the
 * null partner, which `is null` finds through the tally's unique index.
 */
export function tallyRowsOf(owner: BookingOwner): {
  table: SQLWrapper;
  rows: SQL;
  count: SQLWrapper;
  status: SQLWrapper;
} {
  if (owner.by === 'project') {
    return {
      table: projectBookingTallies,
      rows: sql`${projectBookingTallies.projectId} = ${owner.id}`,
      count: projectBookingTallies.bookings,
      status: projectBookingTallies.bookingStatus,
    };
  }
  return {
    table: partnerBookingTallies,
    rows:
      owner.by === 'partner'
        ? sql`${partnerBookingTallies.channelPartnerId} = ${owner.id}`
        : sql`${partnerBookingTallies.channelPartnerId} is null`,
    count: partnerBookingTallies.bookings,
    status: partnerBookingTallies.bookingStatus,
  };
}
