import { DIRECT_SALE_LABEL, daysOverdueText, formatDate } from '@plotline/domain';
import type { ReactNode } from 'react';
import { Badge } from '../../components/Badge';
import { Table, type TableColumn } from '../../components/Table';
import {
  BOOKING_IDENTITY_COLUMNS,
  bookingIdentityCell,
  type BookingIdentityColumnId,
} from './DashboardBookingsTable';
import type { OvertimeBooking, RecordHrefs } from './dashboard-screen-types';
import { SEVERITY_TONES } from './overdue-severity-tone';

type OvertimeColumnId = BookingIdentityColumnId | 'registryDate' | 'daysOverdue' | 'salesChannel';

/** The drill-down's bookings columns, and the days overdue in the severity's colour. */
const COLUMNS: readonly TableColumn<OvertimeColumnId>[] = [
  ...BOOKING_IDENTITY_COLUMNS,
  { id: 'registryDate', name: 'Registry Date' },
  { id: 'daysOverdue', name: 'Days Overdue' },
  { id: 'salesChannel', name: 'Channel Partner/Direct Sale' },
];

export type OvertimeBookingsTableProps = Pick<RecordHrefs, 'bookingHref'> & {
  rows: readonly OvertimeBooking[];
};

/** A page of the overdue bookings, most days overdue first as the host sends them. */
export function OvertimeBookingsTable({ rows, bookingHref }: OvertimeBookingsTableProps) {
  const renderCell = (booking: OvertimeBooking, columnId: OvertimeColumnId): ReactNode => {
    switch (columnId) {
      case 'registryDate':
        return formatDate(booking.registryDate);
      case 'daysOverdue':
        return (
          <Badge tone={SEVERITY_TONES[booking.severity]}>
            {daysOverdueText(booking.daysOverdue)}
          </Badge>
        );
      case 'salesChannel':
        return booking.channelPartnerName ?? DIRECT_SALE_LABEL;
      default:
        return bookingIdentityCell(
          booking,
          booking.plotOwnerName,
          columnId,
          bookingHref?.(booking.bookingId),
        );
    }
  };
  return (
    <Table
      aria-label="Overdue bookings"
      columns={COLUMNS}
      rows={rows.map((booking) => ({ ...booking, id: booking.bookingId }))}
      renderCell={renderCell}
    />
  );
}
