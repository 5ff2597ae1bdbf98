import { bookingNumberLabel, formatDate, formatDateTime, formatRupees } from '@plotline/domain';
import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { Dialog } from '../../components/Dialog';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { StatusBadge } from '../../components/StatusBadge';
import { visuallyHidden } from './BookingsScreen.css';
import type { BookingHistory, BookingHistoryEntry, BookingListRow } from './bookings-screen-types';
import * as styles from './BookingDetailsModal.css';

export type BookingDetailsModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  booking: BookingListRow;
  /** Its status history, as the host loads it. */
  history: BookingHistory;
  /** The zone the history's timestamps are read in. */
  timeZone: string;
};

/** A booking, read-only, and its status history: who changed it, when, from what, to what, why. */
export function BookingDetailsModal({
  isOpen,
  onOpenChange,
  booking,
  history,
  timeZone,
}: BookingDetailsModalProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="large">
      <Dialog title={`Booking ${bookingNumberLabel(booking)}`}>
        <div className={styles.details}>
          <BookingFacts booking={booking} />
          <section className={styles.section}>
            <Heading level={3} className={styles.sectionHeading}>
              Status History
            </Heading>
            <StatusHistory history={history} timeZone={timeZone} />
          </section>
        </div>
      </Dialog>
    </Modal>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      {children}
    </div>
  );
}

const NOT_PROVIDED = 'Not provided';
/** What the form shows for the amounts and dates a Registry Done booking is saved without. */
const NOT_APPLICABLE = 'Not Applicable';

const rupeesText = (amount: number | null) =>
  amount === null ? NOT_APPLICABLE : formatRupees(amount);

function ownerMobile(booking: BookingListRow): string {
  if (booking.ownerMobileNumber) return booking.ownerMobileNumber;
  if (booking.ownerMobileLastFiveDigits)
    return `Last 5 digits: ${booking.ownerMobileLastFiveDigits}`;
  return NOT_PROVIDED;
}

function BookingFacts({ booking }: { booking: BookingListRow }) {
  const isDirectSale = booking.salesRoute === 'direct_sale';
  return (
    <dl className={styles.facts}>
      <Fact term="Status">
        <dd className={styles.value}>
          <StatusBadge status={booking.bookingStatus} />
        </dd>
      </Fact>
      <Fact term="Project & Plot">
        <dd className={styles.value}>{booking.projectName}</dd>
        <dd className={styles.detail}>Plot {booking.plotNumber}</dd>
      </Fact>
      <Fact term={isDirectSale ? 'Direct Sale' : 'Channel Partner'}>
        {isDirectSale ? (
          <>
            <dd className={styles.value}>{booking.salesPersonName ?? NOT_PROVIDED}</dd>
            {booking.salesPersonDesignation && (
              <dd className={styles.detail}>{booking.salesPersonDesignation}</dd>
            )}
            {booking.salesPersonEmail && (
              <dd className={styles.detail}>{booking.salesPersonEmail}</dd>
            )}
          </>
        ) : (
          <dd className={styles.value}>{booking.channelPartnerName ?? NOT_PROVIDED}</dd>
        )}
      </Fact>
      <Fact term="Plot Owner">
        <dd className={styles.value}>{booking.plotOwnerName}</dd>
        <dd className={styles.detail}>{ownerMobile(booking)}</dd>
        {booking.emailId && <dd className={styles.detail}>{booking.emailId}</dd>}
      </Fact>
      <Fact term="Booking Date">
        <dd className={styles.value}>{formatDate(booking.bookingDate)}</dd>
      </Fact>
      <Fact term="Registry Date">
        <dd className={styles.value}>{formatDate(booking.registryDate)}</dd>
        {booking.registrationNumber && (
          <dd className={styles.detail}>Registration No. {booking.registrationNumber}</dd>
        )}
      </Fact>
      <Fact term="Plot Sale Rate">
        <dd className={styles.value}>
          {rupeesText(booking.plotSaleRate)}
          {booking.plotSaleRate !== null && ' per sq. yd.'}
        </dd>
      </Fact>
      <Fact term="Token">
        <dd className={styles.value}>{rupeesText(booking.tokenAmount)}</dd>
        {booking.tokenDate && <dd className={styles.detail}>on {formatDate(booking.tokenDate)}</dd>}
      </Fact>
      <Fact term="Booking Amount">
        <dd className={styles.value}>
          {booking.bookingAmount === null ? NOT_PROVIDED : formatRupees(booking.bookingAmount)}
        </dd>
      </Fact>
    </dl>
  );
}

function StatusHistory({ history, timeZone }: { history: BookingHistory; timeZone: string }) {
  const { entries, isLoading = false, error = null } = history;
  if (error) return <p className={styles.message}>{error}</p>;
  if (!entries) {
    return isLoading ? (
      <div className={styles.loading}>
        <Spinner aria-label="Loading status history" />
      </div>
    ) : null;
  }
  if (entries.length === 0) return <p className={styles.message}>No status changes recorded.</p>;
  return (
    <ol className={styles.timeline} aria-label="Status changes, oldest first">
      {entries.map((entry) => (
        <HistoryEntry key={entry.id} entry={entry} timeZone={timeZone} />
      ))}
    </ol>
  );
}

function HistoryEntry({ entry, timeZone }: { entry: BookingHistoryEntry; timeZone: string }) {
  const facts: [string, string | null][] = [
    ['Remark', entry.remark],
    ['Cancellation reason', entry.cancellationReason],
    ['Actual registry date', entry.actualRegistryDate && formatDate(entry.actualRegistryDate)],
    ['Registration number', entry.registrationNumber],
  ];
  const shown = facts.filter((fact): fact is [string, string] => Boolean(fact[1]));
  return (
    <li className={styles.change}>
      <p className={styles.changeStatuses}>
        {entry.fromStatus === null ? (
          <>
            Created as <StatusBadge status={entry.toStatus} />
          </>
        ) : (
          <>
            <StatusBadge status={entry.fromStatus} />
            <span aria-hidden="true">→</span>
            <span className={visuallyHidden}>to</span>
            <StatusBadge status={entry.toStatus} />
          </>
        )}
      </p>
      <p className={styles.changeMeta}>
        {entry.changedBy?.displayName ?? 'A deleted user'} on{' '}
        {formatDateTime(entry.changedAt, timeZone)}
      </p>
      {shown.length > 0 && (
        <dl className={styles.changeFacts}>
          {shown.map(([term, value]) => (
            <div key={term} className={styles.changeFact}>
              <dt className={styles.changeTerm}>{term}</dt>
              <dd className={styles.changeValue}>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
