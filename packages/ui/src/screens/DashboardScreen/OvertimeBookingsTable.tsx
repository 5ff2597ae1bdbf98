import { DIRECT_SALE_LABEL, daysOverdueText, formatDate } from '@plotline/domain';
import type { ReactNode } from 'react';
import { Badge } from '../../components/Badge';
import { StatusBadge } from '../../components/StatusBadge';
import { Table, type TableColumn } from '../../components/Table';
import { ProjectAndPlot } from './DashboardBookingsTable';
import type { OvertimeBooking } from './dashboard-screen-types';
import { SEVERITY_TONES } from './overdue-severity-tone';
import * as styles from './DashboardScreen.css';

type OvertimeColumnId =
  | 'bookingNumber'
  | 'project'
  | 'client'
  | 'bookingDate'
  | 'bookingStatus'
  | 'registryDate'
  | 'daysOverdue'
  | 'salesChannel';

/** The drill-down's bookings columns, and the days overdue in the severity's colour. */
const COLUMNS: readonly TableColumn<OvertimeColumnId>[] = [
  { id: 'bookingNumber', name: 'Booking #', isRowHeader: true },
  { id: 'project', name: 'Project' },
  { id: 'client', name: 'Client' },
  { id: 'bookingDate', name: 'Booking Date' },
  { id: 'bookingStatus', name: 'Booking Status' },
  { id: 'registryDate', name: 'Registry Date' },
  { id: 'daysOverdue', name: 'Days Overdue' },
  { id: 'salesChannel', name: 'Channel Partner/Direct Sale' },
];

export type OvertimeBookingsTableProps = { rows: readonly OvertimeBooking[] };

/** A page of the overdue bookings, most days overdue first as the host sends them. */
export function OvertimeBookingsTable({ rows }: OvertimeBookingsTableProps) {
  const renderCell = (booking: OvertimeBooking, columnId: OvertimeColumnId): ReactNode => {
    switch (columnId) {
      case 'bookingNumber':
        return <span className={styles.strong}>{booking.bookingNumber}</span>;
      case 'project':
        return <ProjectAndPlot projectName={booking.projectName} plotNumber={booking.plotNumber} />;
      case 'client':
        return booking.plotOwnerName;
      case 'bookingDate':
        return formatDate(booking.bookingDate);
      case 'bookingStatus':
        return <StatusBadge status={booking.bookingStatus} />;
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
