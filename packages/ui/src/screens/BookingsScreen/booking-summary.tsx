import { bookingNumberLabel } from '@plotline/domain';
import * as styles from './StatusChange.css';
import type { BookingListRow } from './bookings-screen-types';

/** Which booking a status dialog is about: its number, project and plot, and owner. */
export function BookingSummary({ booking }: { booking: BookingListRow }) {
  return (
    <p className={styles.summary}>
      <span className={styles.summaryNumber}>{bookingNumberLabel(booking)}</span>
      <span>
        {booking.projectName}, plot {booking.plotNumber}
      </span>
      <span className={styles.summaryOwner}>{booking.plotOwnerName}</span>
    </p>
  );
}
