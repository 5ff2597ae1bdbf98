import {
  FOLLOW_UP_MESSAGES,
  bookingNumberLabel,
  formatDate,
  previousFollowUps,
  SETTLED_NEXT_FOLLOW_UP,
} from '@plotline/domain';
import { Heading } from 'react-aria-components';
import { Detail, DetailList, DetailSection } from '../../components/DetailList';
import { Spinner } from '../../components/Spinner';
import { StatusBadge } from '../../components/StatusBadge';
import type { Loadable } from '../../patterns';
import type { BookingChoice, FollowUpRow } from './follow-ups-screen-types';
import * as styles from './FollowUpFormModal.css';

export type FollowedBookingPanelProps = {
  /** The chosen booking, or null before one is chosen. */
  booking: BookingChoice | null;
  /** The host's load of the booking's follow-ups; left out while it has loaded no such booking. */
  followUps?: Loadable<readonly FollowUpRow[]>;
  /** The follow-up being edited, left out of its own history. */
  editingId: number | null;
};

/**
 * Beside the form: the chosen booking's details, its latest previous follow-up and the earlier
 * ones, so whoever logs a call knows what was said before (docs/product/screens.md).
 */
export function FollowedBookingPanel({ booking, followUps, editingId }: FollowedBookingPanelProps) {
  if (booking === null) {
    return (
      <aside aria-label="Booking details" className={styles.panel}>
        <p className={styles.message}>
          Choose a booking to see its details and its previous follow-ups.
        </p>
      </aside>
    );
  }
  return (
    <aside aria-label="Booking details" className={styles.panel}>
      <DetailSection heading="Booking Details">
        <DetailList size="small">
          <Detail term="Booking">{bookingNumberLabel(booking)}</Detail>
          <Detail term="Status">
            {booking.bookingStatus ? <StatusBadge status={booking.bookingStatus} /> : '—'}
          </Detail>
          <Detail term="Project">{booking.projectName}</Detail>
          <Detail term="Plot">{booking.plotNumber}</Detail>
          <Detail term="Owner">{booking.plotOwnerName}</Detail>
        </DetailList>
      </DetailSection>
      <DetailSection heading="Previous Follow-ups">
        <PreviousFollowUps followUps={followUps} editingId={editingId} />
      </DetailSection>
    </aside>
  );
}

function PreviousFollowUps({
  followUps,
  editingId,
}: Pick<FollowedBookingPanelProps, 'followUps' | 'editingId'>) {
  if (followUps?.isLoading) {
    return <Spinner aria-label="Loading previous follow-ups" />;
  }
  if (followUps?.error) {
    return <p className={styles.message}>{followUps.error}</p>;
  }
  const { latest, earlier } = previousFollowUps(followUps?.data ?? [], editingId);
  if (latest === null) {
    return <p className={styles.message}>{FOLLOW_UP_MESSAGES.noPrevious}</p>;
  }
  return (
    <>
      <div className={styles.latest}>
        <Heading level={4} className={styles.subHeading}>
          Latest Follow-up
        </Heading>
        <FollowUpEntry followUp={latest} />
      </div>
      {earlier.length > 0 && (
        <div className={styles.earlier}>
          <Heading level={4} className={styles.subHeading}>
            Earlier Follow-ups ({earlier.length})
          </Heading>
          <ol className={styles.entries} aria-label="Earlier follow-ups">
            {earlier.map((followUp) => (
              <li key={followUp.id} className={styles.entryItem}>
                <FollowUpEntry followUp={followUp} />
              </li>
            ))}
          </ol>
        </div>
      )}
    </>
  );
}

/** One earlier call: when, why, what was said, by whom, and when the next was planned. */
export function FollowUpEntry({ followUp }: { followUp: FollowUpRow }) {
  return (
    <article
      className={styles.entry}
      aria-label={`Follow-up of ${formatDate(followUp.followUpDate)}`}
    >
      <p className={styles.entryHeader}>
        <span className={styles.entryDate}>{formatDate(followUp.followUpDate)}</span>
        <span className={styles.entryPurpose}>{followUp.purpose}</span>
      </p>
      <p className={styles.entryText}>{followUp.followUpUpdate}</p>
      {(followUp.followUpTakenBy || followUp.nextFollowUpDate) && (
        <p className={styles.entryMeta}>
          {followUp.followUpTakenBy && <span>Taken by {followUp.followUpTakenBy}</span>}
          {followUp.nextFollowUpDate && (
            <span>
              Next follow-up {formatDate(followUp.nextFollowUpDate)}
              {/* A later call took it over: it is due no more. */}
              {followUp.settled && ` · ${SETTLED_NEXT_FOLLOW_UP}`}
            </span>
          )}
        </p>
      )}
    </article>
  );
}
