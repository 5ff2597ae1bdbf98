import {
  bookingNumberLabel,
  formatDate,
  formatDateTime,
  formatRupees,
  isFinalBookingStatus,
} from '@plotline/domain';
import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { EmailLink, PhoneLink } from '../../components/ContactLink';
import { Detail, DetailList, DetailSection } from '../../components/DetailList';
import { Spinner } from '../../components/Spinner';
import { StatusBadge } from '../../components/StatusBadge';
import { RecordDetailsModal, RecordLink, type AuditHistory, type Loadable } from '../../patterns';
import {
  BookingFollowUpsSection,
  type BookingFollowUpsSectionProps,
} from './BookingFollowUpsSection';
import { visuallyHidden } from './BookingsScreen.css';
import type { BookingHistoryEntry, BookingListRow, BookingRecord } from './bookings-screen-types';
import {
  BookingPaymentsSection,
  type BookingPaymentsProps,
} from './payments/BookingPaymentsSection';
import * as styles from './BookingDetailsModal.css';

export type BookingDetailsModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The whole booking, as the host loads it. */
  booking: Loadable<BookingRecord>;
  /** Its row in the list, when the page shows it: its number titles the details while they load. */
  row?: BookingListRow;
  /** Its status history, as the host loads it. */
  statusHistory: Loadable<readonly BookingHistoryEntry[]>;
  /** The zone the histories' timestamps are read in. */
  timeZone: string;
  /** Its audit entries, as the host loads them; left out, no History section is shown. */
  audit?: AuditHistory;
  /**
   * Its payments, as the host loads them, and what the user may do with them; left out (a user
   * without payments.view), no Payments section is shown.
   */
  payments?: BookingPaymentsProps;
  /** Its follow-ups, newest first, and 'Log follow-up'; left out, no Follow-ups section is shown. */
  followUps?: BookingFollowUpsSectionProps;
  /** Moves it to its next status, as its row's status does; left out, there is no Change Status. */
  onChangeStatus?: (booking: BookingRecord) => void;
  /** Opens its edit form; left out, there is no Edit. */
  onEdit?: (booking: BookingRecord) => void;
  /** Where the enquiry it was saved from opens; left out, the enquiry is named without a link. */
  enquiryHref?: (enquiryId: number) => string;
};

/**
 * A booking, the hub of the work on it: its facts, its follow-ups with 'Log follow-up', for
 * whoever may see its payments the Payments section, its status history (who changed it, when,
 * from what, to what, why), for whoever may see the audit trail the History of every change to
 * it, and Change Status and Edit in the footer.
 */
export function BookingDetailsModal({
  isOpen,
  onOpenChange,
  booking,
  row,
  statusHistory,
  timeZone,
  audit,
  payments,
  followUps,
  onChangeStatus,
  onEdit,
  enquiryHref,
}: BookingDetailsModalProps) {
  const numbered = booking.data ?? row;
  return (
    <RecordDetailsModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="large"
      title={numbered ? `Booking ${bookingNumberLabel(numbered)}` : 'Booking'}
      record={booking.data}
      isLoading={booking.isLoading}
      errorMessage={booking.error}
      loadingLabel="Loading booking details"
      audit={audit}
      timeZone={timeZone}
      footer={
        (onChangeStatus || onEdit) &&
        ((shown) => (
          <>
            {/* A final status (RegistryDone, Cancelled) has nowhere to go. */}
            {onChangeStatus && !(shown && isFinalBookingStatus(shown.bookingStatus)) && (
              <Button
                variant="secondary"
                isDisabled={!shown}
                onPress={() => shown && onChangeStatus(shown)}
              >
                Change Status
              </Button>
            )}
            {onEdit && (
              <Button isDisabled={!shown} onPress={() => shown && onEdit(shown)}>
                Edit
              </Button>
            )}
          </>
        ))
      }
    >
      {(shown) => (
        <>
          <BookingFacts booking={shown} enquiryHref={enquiryHref} />
          {followUps && <BookingFollowUpsSection {...followUps} />}
          {payments && <BookingPaymentsSection {...payments} booking={shown} />}
          <DetailSection heading="Status History">
            <StatusHistory history={statusHistory} timeZone={timeZone} />
          </DetailSection>
        </>
      )}
    </RecordDetailsModal>
  );
}

const NOT_PROVIDED = 'Not provided';
/** What the form shows for the amounts and dates a Registry Done booking is saved without. */
const NOT_APPLICABLE = 'Not Applicable';

const rupeesText = (amount: number | null) =>
  amount === null ? NOT_APPLICABLE : formatRupees(amount);

/** The owner's number, a link that dials it; only its last five digits, or none, as text. */
function ownerMobile(booking: BookingRecord): ReactNode {
  if (booking.ownerMobileNumber) return <PhoneLink number={booking.ownerMobileNumber} />;
  if (booking.ownerMobileLastFiveDigits)
    return `Last 5 digits: ${booking.ownerMobileLastFiveDigits}`;
  return NOT_PROVIDED;
}

/** What a booking saved from an enquiry says of it, a link to the enquiry where it may open. */
const BOOKED_FROM_ENQUIRY = 'Booked from an enquiry';

function BookingFacts({
  booking,
  enquiryHref,
}: {
  booking: BookingRecord;
  enquiryHref?: (enquiryId: number) => string;
}) {
  const isDirectSale = booking.salesRoute === 'direct_sale';
  const { enquiryId } = booking;
  return (
    <DetailList>
      <Detail term="Status">
        <StatusBadge status={booking.bookingStatus} />
      </Detail>
      <Detail term="Project & Plot" notes={[`Plot ${booking.plotNumber}`]}>
        {booking.projectName}
      </Detail>
      {isDirectSale ? (
        <Detail
          term="Direct Sale"
          notes={[
            booking.salesPersonDesignation,
            booking.salesPersonEmail && <EmailLink address={booking.salesPersonEmail} />,
          ]}
        >
          {booking.salesPersonName ?? NOT_PROVIDED}
        </Detail>
      ) : (
        <Detail term="Channel Partner">{booking.channelPartnerName ?? NOT_PROVIDED}</Detail>
      )}
      <Detail
        term="Plot Owner"
        notes={[ownerMobile(booking), booking.emailId && <EmailLink address={booking.emailId} />]}
      >
        {booking.plotOwnerName}
      </Detail>
      {enquiryId != null && (
        <Detail term="Enquiry">
          <RecordLink href={enquiryHref?.(enquiryId)}>{BOOKED_FROM_ENQUIRY}</RecordLink>
        </Detail>
      )}
      <Detail term="Booking Date">{formatDate(booking.bookingDate)}</Detail>
      <Detail
        term="Registry Date"
        notes={[booking.registrationNumber && `Registration No. ${booking.registrationNumber}`]}
      >
        {formatDate(booking.registryDate)}
      </Detail>
      <Detail term="Plot Sale Rate">
        {rupeesText(booking.plotSaleRate)}
        {booking.plotSaleRate !== null && ' per sq. yd.'}
      </Detail>
      <Detail term="Token" notes={[booking.tokenDate && `on ${formatDate(booking.tokenDate)}`]}>
        {rupeesText(booking.tokenAmount)}
      </Detail>
      <Detail term="Booking Amount">
        {booking.bookingAmount === null ? NOT_PROVIDED : formatRupees(booking.bookingAmount)}
      </Detail>
    </DetailList>
  );
}

function StatusHistory({
  history,
  timeZone,
}: {
  history: Loadable<readonly BookingHistoryEntry[]>;
  timeZone: string;
}) {
  const { data: entries, isLoading, error } = history;
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
