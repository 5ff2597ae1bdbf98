import { DIRECT_SALE_LABEL, daysOverdueText, formatDate } from '@plotline/domain';
import type { ReactNode } from 'react';
import { EmailLink } from '../../components/ContactLink';
import { StatusBadge } from '../../components/StatusBadge';
import { Table, type TableColumn } from '../../components/Table';
import { RecordLink } from '../../patterns';
import type { DashboardBooking, RecordHrefs } from './dashboard-screen-types';
import * as styles from './DashboardScreen.css';

/** The columns both dashboard bookings tables open with: which booking, whose, and where it stands. */
export type BookingIdentityColumnId =
  'bookingNumber' | 'project' | 'client' | 'bookingDate' | 'bookingStatus';

export const BOOKING_IDENTITY_COLUMNS: readonly TableColumn<BookingIdentityColumnId>[] = [
  { id: 'bookingNumber', name: 'Booking #', isRowHeader: true },
  { id: 'project', name: 'Project' },
  { id: 'client', name: 'Client' },
  { id: 'bookingDate', name: 'Booking Date' },
  { id: 'bookingStatus', name: 'Booking Status' },
];

type IdentifiedBooking = Pick<
  DashboardBooking,
  'bookingNumber' | 'projectName' | 'plotNumber' | 'bookingDate' | 'bookingStatus'
>;

/** A cell of the opening columns; the client is the plot owner's name, the number opens it. */
export function bookingIdentityCell(
  booking: IdentifiedBooking,
  client: string,
  columnId: BookingIdentityColumnId,
  href: string | undefined,
): ReactNode {
  switch (columnId) {
    case 'bookingNumber':
      return <RecordLink href={href}>{booking.bookingNumber}</RecordLink>;
    case 'project':
      return <ProjectAndPlot projectName={booking.projectName} plotNumber={booking.plotNumber} />;
    case 'client':
      return client;
    case 'bookingDate':
      return formatDate(booking.bookingDate);
    case 'bookingStatus':
      return <StatusBadge status={booking.bookingStatus} />;
  }
}

type BookingColumnId = BookingIdentityColumnId | 'registryDate' | 'salesChannel';

/** docs/product/screens.md "Dashboard": the drill-down's bookings, and who sold each. */
const COLUMNS: readonly TableColumn<BookingColumnId>[] = [
  ...BOOKING_IDENTITY_COLUMNS,
  { id: 'registryDate', name: 'Registry Date' },
  { id: 'salesChannel', name: 'Channel Partner/Direct Sale' },
];

export type DashboardBookingsTableProps = Pick<RecordHrefs, 'bookingHref'> & {
  rows: readonly DashboardBooking[];
  'aria-label': string;
};

/** A page of the bookings behind a count: where each stands against its registry date. */
export function DashboardBookingsTable({
  rows,
  'aria-label': label,
  bookingHref,
}: DashboardBookingsTableProps) {
  const renderCell = (booking: DashboardBooking, columnId: BookingColumnId): ReactNode => {
    switch (columnId) {
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
                <span className={styles.muted}>
                  <EmailLink address={booking.directSaleEmail} />
                </span>
              )}
            </span>
          )
        );
      default:
        return bookingIdentityCell(
          booking,
          booking.clientName,
          columnId,
          bookingHref?.(booking.bookingId),
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
