import { bookingNumberLabel } from '@plotline/domain';
import * as styles from '../../patterns/MoveDialog/move-dialog.css';
import type { BookingListRow } from './bookings-screen-types';

/** Which booking a status dialog is about: its number, project and plot, and owner. */
export function BookingSummary({ booking }: { booking: BookingListRow }) {
  return (
    <p className={styles.summary}>
      <span className={styles.summaryName}>{bookingNumberLabel(booking)}</span>
      <span>
        {booking.projectName}, plot {booking.plotNumber}
      </span>
      <span className={styles.summaryNote}>{booking.plotOwnerName}</span>
    </p>
  );
}
