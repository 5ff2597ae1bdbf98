import { DIRECT_SALE_LABEL, daysOverdueText, formatDate } from '@plotline/domain';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../components/StatusBadge';
import { Table, type TableColumn } from '../../components/Table';
import type { DashboardBooking } from './dashboard-screen-types';
import * as styles from './DashboardScreen.css';

type BookingColumnId =
  | 'bookingNumber'
  | 'project'
  | 'client'
  | 'bookingDate'
  | 'bookingStatus'
  | 'registryDate'
  | 'salesChannel';

/** docs/product/screens.md "Dashboard": the drill-down's bookings, and who sold each. */
const COLUMNS: readonly TableColumn<BookingColumnId>[] = [
  { id: 'bookingNumber', name: 'Booking #', isRowHeader: true },
  { id: 'project', name: 'Project' },
  { id: 'client', name: 'Client' },
  { id: 'bookingDate', name: 'Booking Date' },
  { id: 'bookingStatus', name: 'Booking Status' },
  { id: 'registryDate', name: 'Registry Date' },
  { id: 'salesChannel', name: 'Channel Partner/Direct Sale' },
];

export type DashboardBookingsTableProps = {
  rows: readonly DashboardBooking[];
  'aria-label': string;
};

/** A page of the bookings behind a count: where each stands against its registry date. */
export function DashboardBookingsTable({ rows, 'aria-label': label }: DashboardBookingsTableProps) {
  const renderCell = (booking: DashboardBooking, columnId: BookingColumnId): ReactNode => {
    switch (columnId) {
      case 'bookingNumber':
        return <span className={styles.strong}>{booking.bookingNumber}</span>;
      case 'project':
        return <ProjectAndPlot projectName={booking.projectName} plotNumber={booking.plotNumber} />;
      case 'client':
        return booking.clientName;
      case 'bookingDate':
        return formatDate(booking.bookingDate);
      case 'bookingStatus':
        return <StatusBadge status={booking.bookingStatus} />;
      case 'registryDate':
        return (
          <span className={styles.stacked}>
            <span>{daysOverdueText(booking.daysOverdue)}</span>
            {booking.registryDate && (
              <span className={styles.muted}>{formatDate(booking.registryDate)}</span>
            )}
          </span>
        );
      case 'salesChannel':
        return (
          booking.channelPartnerName ?? (
            <span className={styles.stacked}>
              <span>{DIRECT_SALE_LABEL}</span>
              {booking.directSaleEmail && (
                <span className={styles.muted}>{booking.directSaleEmail}</span>
              )}
            </span>
          )
        );
    }
  };
  return (
    <Table
      aria-label={label}
      columns={COLUMNS}
      rows={rows.map((booking) => ({ ...booking, id: booking.bookingId }))}
      renderCell={renderCell}
    />
  );
}

export function ProjectAndPlot({
  projectName,
  plotNumber,
}: {
  projectName: string;
  plotNumber: string;
}) {
  return (
    <span className={styles.stacked}>
      <span>{projectName}</span>
      <span className={styles.muted}>Plot {plotNumber}</span>
    </span>
  );
}
