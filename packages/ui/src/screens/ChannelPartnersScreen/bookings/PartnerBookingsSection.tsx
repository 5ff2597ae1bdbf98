import {
  PARTNER_BOOKINGS_TEXTS,
  viewAllPartnerBookingsLabel,
  type BookingStatus,
  type CalendarDate,
} from '@plotline/domain';
import { DetailSection } from '../../../components/DetailList';
import { Spinner } from '../../../components/Spinner';
import { Table } from '../../../components/Table';
import { LoadFailedState, RecordLink, type Loadable } from '../../../patterns';
import {
  BOOKING_IDENTITY_COLUMNS,
  bookingIdentityCell,
} from '../../DashboardScreen/DashboardBookingsTable';
import * as styles from './PartnerBookingsSection.css';

/** A booking sold through the partner, as its row shows it. */
export type PartnerBooking = {
  id: number;
  bookingNumber: string;
  projectName: string;
  plotNumber: string;
  ownerName: string;
  bookingDate: CalendarDate;
  bookingStatus: BookingStatus;
};

/** The partner's newest bookings, and how many there are in all. */
export type PartnerBookingsPage = { rows: readonly PartnerBooking[]; totalCount: number };

export type PartnerBookingsProps = {
  /** The newest of the partner's bookings, as the host loads them. */
  bookings: Loadable<PartnerBookingsPage>;
  /** Where a booking opens, e.g. '/bookings/42'. */
  bookingHref: (bookingId: number) => string;
  /** Where all the partner's bookings are listed, e.g. '/bookings?channelPartnerId=7'. */
  allBookingsHref: string;
};

/**
 * The 'Bookings' section of a partner's details: its newest bookings, each opening its own
 * details, and a link to all of them on the Bookings page when there are more.
 */
export function PartnerBookingsSection({
  bookings,
  bookingHref,
  allBookingsHref,
}: PartnerBookingsProps) {
  return (
    <DetailSection heading={PARTNER_BOOKINGS_TEXTS.heading}>
      <PartnerBookings bookings={bookings} bookingHref={bookingHref} allHref={allBookingsHref} />
    </DetailSection>
  );
}

function PartnerBookings({
  bookings: { data, isLoading, error, onRetry },
  bookingHref,
  allHref,
}: {
  bookings: Loadable<PartnerBookingsPage>;
  bookingHref: (bookingId: number) => string;
  allHref: string;
}) {
  if (error) return <LoadFailedState message={error} onRetry={onRetry} />;
  if (!data) {
    return isLoading ? (
      <div className={styles.loading}>
        <Spinner aria-label="Loading the partner's bookings" />
      </div>
    ) : null;
  }
  if (data.rows.length === 0)
    return <p className={styles.message}>{PARTNER_BOOKINGS_TEXTS.none}</p>;
  return (
    <div className={styles.section}>
      <Table
        aria-label={`${PARTNER_BOOKINGS_TEXTS.heading}, newest first`}
        columns={BOOKING_IDENTITY_COLUMNS}
        rows={data.rows}
        renderCell={(booking, columnId) =>
          bookingIdentityCell(booking, booking.ownerName, columnId, bookingHref(booking.id))
        }
      />
      {data.totalCount > data.rows.length && (
        <p className={styles.more}>
          <RecordLink href={allHref}>{viewAllPartnerBookingsLabel(data.totalCount)}</RecordLink>
        </p>
      )}
    </div>
  );
}
