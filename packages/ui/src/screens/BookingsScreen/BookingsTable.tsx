import { bookingNumberLabel, formatDate } from '@plotline/domain';
import { memo, type ReactNode } from 'react';
import { Button, Link } from 'react-aria-components';
import { Table, type TableColumn } from '../../components/Table';
import { RowActions, tableSortProps, type ListTableState } from '../../patterns';
import { BookingStatusButton } from './BookingStatusButton';
import type { BookingListRow, BookingSort, BookingSortBy } from './bookings-screen-types';
import * as styles from './BookingsScreen.css';

type BookingColumnId =
  'bookingNumber' | 'projectPlot' | 'date' | 'salesRoute' | 'followUp' | 'status' | 'actions';

/** docs/product/screens.md "Bookings": the columns, in order. */
const COLUMNS: readonly TableColumn<BookingColumnId>[] = [
  { id: 'bookingNumber', name: 'Booking Number', isRowHeader: true, allowsSorting: true },
  { id: 'projectPlot', name: 'Project & Plot', allowsSorting: true },
  { id: 'date', name: 'Date', allowsSorting: true },
  { id: 'salesRoute', name: 'Channel Partner/Direct Sale' },
  { id: 'followUp', name: 'Follow Up' },
  { id: 'status', name: 'Status', allowsSorting: true },
  { id: 'actions', name: 'Actions', align: 'end', pin: 'end' },
];

/** The sortable columns and the API's sortBy for each. */
const SORT_BY: Partial<Record<BookingColumnId, BookingSortBy>> = {
  bookingNumber: 'BookingNumber',
  projectPlot: 'ProjectName',
  date: 'BookingDate',
  status: 'BookingStatus',
};

/** Without follow-ups to link to, the table has no Follow Up column. */
const COLUMNS_WITHOUT_FOLLOW_UPS = COLUMNS.filter(({ id }) => id !== 'followUp');

/** One page, already filtered and sorted, as the list page hands it over (ListTableState). */
export type BookingsTableProps = ListTableState<BookingListRow, BookingSort> & {
  /** Where a booking's follow-ups are listed; left out, no Follow Up column. */
  followUpsHref?: (booking: BookingListRow) => string;
  /** Opens a booking's details from its number; left out, the number is plain text. */
  onViewDetails?: (booking: BookingListRow) => void;
  onChangeStatus: (booking: BookingListRow) => void;
  /** Left out, rows have no Edit. */
  onEdit?: (booking: BookingListRow) => void;
  onDelete: (booking: BookingListRow) => void;
};

/**
 * The bookings of one page: a real table whose sortable headers ask the host to sort. Memoized,
 * so a dialog opening over the list does not draw every row again (its handlers must be steady).
 */
export const BookingsTable = memo(function BookingsTable({
  rows,
  sort,
  onSortChange,
  isLoading,
  emptyState,
  followUpsHref,
  onViewDetails,
  onChangeStatus,
  onEdit,
  onDelete,
}: BookingsTableProps) {
  const renderCell = (booking: BookingListRow, columnId: BookingColumnId): ReactNode => {
    const number = bookingNumberLabel(booking);
    switch (columnId) {
      case 'bookingNumber':
        return (
          <span className={styles.stacked}>
            {/* Named by the number alone, so the row it heads reads as the booking number. */}
            {onViewDetails ? (
              <Button className={styles.numberButton} onPress={() => onViewDetails(booking)}>
                {number}
              </Button>
            ) : (
              <span className={styles.strong}>{number}</span>
            )}
            <span className={styles.muted}>{booking.plotOwnerName}</span>
          </span>
        );
      case 'projectPlot':
        return (
          <span className={styles.stacked}>
            <span className={styles.strong}>{booking.projectName}</span>
            <span className={styles.muted}>Plot {booking.plotNumber}</span>
          </span>
        );
      case 'date':
        return (
          <span className={styles.stacked}>
            <span>{formatDate(booking.bookingDate)}</span>
            <span className={styles.muted}>Registry {formatDate(booking.registryDate)}</span>
          </span>
        );
      case 'salesRoute':
        return booking.salesRoute === 'direct_sale' ? (
          <span className={styles.stacked}>
            <span>Direct Sale</span>
            {booking.salesPersonName && (
              <span className={styles.muted}>{booking.salesPersonName}</span>
            )}
          </span>
        ) : (
          booking.channelPartnerName
        );
      case 'followUp':
        return (
          followUpsHref && (
            <Link
              href={followUpsHref(booking)}
              className={styles.link}
              aria-label={`Follow-ups of booking ${number}`}
            >
              Follow-ups
            </Link>
          )
        );
      case 'status':
        return (
          <BookingStatusButton
            status={booking.bookingStatus}
            onPress={() => onChangeStatus(booking)}
          />
        );
      case 'actions':
        return (
          <RowActions
            name={`booking ${number}`}
            onEdit={onEdit && (() => onEdit(booking))}
            onDelete={() => onDelete(booking)}
          />
        );
    }
  };

  return (
    <Table
      aria-label="Bookings"
      columns={followUpsHref ? COLUMNS : COLUMNS_WITHOUT_FOLLOW_UPS}
      rows={rows}
      renderCell={renderCell}
      {...tableSortProps(SORT_BY, sort, onSortChange)}
      isLoading={isLoading}
      emptyState={emptyState}
    />
  );
});
