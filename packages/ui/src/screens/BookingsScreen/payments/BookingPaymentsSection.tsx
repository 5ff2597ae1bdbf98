import { formatRupees, PAYMENT_MESSAGES, type CalendarDate } from '@plotline/domain';
import { useState, type ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { Button } from '../../../components/Button';
import { Detail, DetailList, DetailSection } from '../../../components/DetailList';
import { Icon } from '../../../components/Icon';
import { ProgressBar } from '../../../components/ProgressBar';
import { Spinner } from '../../../components/Spinner';
import { StatusBadge } from '../../../components/StatusBadge';
import { LoadFailedState, type Loadable, type SaveOutcome } from '../../../patterns';
import type {
  BookingPayments,
  PaymentInput,
  PaymentScheduleInput,
  Receipt,
  ReversalInput,
} from '../../payments/payments-types';
import { InstalmentsTable } from './InstalmentsTable';
import { PaymentDialogs, type PaymentsDialog } from './PaymentDialogs';
import type { ScheduledBooking } from './PaymentScheduleFormModal';
import { ReceiptsTable } from './ReceiptsTable';
import * as styles from './BookingPaymentsSection.css';

/** What the user may do with a booking's payments: payments.create allows all of it. */
export type PaymentGrants = {
  /** Set the schedule, record payments and reverse them. */
  create: boolean;
};

/**
 * A booking's payments as the host loads them and what it does with them (docs/payments.md):
 * what the booking details take to show the Payments section, for a user with payments.view.
 */
export type BookingPaymentsProps = {
  /** GET /bookings/{id}/payments: the schedule, the receipts and the totals. */
  payments: Loadable<BookingPayments>;
  /** The buttons the user's permissions allow; none are shown without payments.create. */
  can: PaymentGrants;
  /** The business's calendar date: a payment is received today unless said otherwise. */
  today: CalendarDate;
  /** Replaces the schedule (PUT /bookings/{id}/payment-schedule); resolves, never rejects. */
  onSetSchedule: (input: PaymentScheduleInput) => Promise<SaveOutcome>;
  /** Records a payment (POST /bookings/{id}/receipts); resolves, never rejects. */
  onRecordPayment: (input: PaymentInput) => Promise<SaveOutcome>;
  /** Reverses a payment (POST /receipts/{id}/reversal); resolves, never rejects. */
  onReversePayment: (receipt: Receipt, input: ReversalInput) => Promise<SaveOutcome>;
  /** Downloads a receipt's PDF (GET /receipts/{id}/pdf); resolves once done, never rejects. */
  onDownloadReceipt: (receipt: Receipt) => Promise<void>;
  /**
   * Prints a receipt's PDF; called in the click itself, so the host may open what prints it.
   * Left out, receipts offer no Print.
   */
  onPrintReceipt?: (receipt: Receipt) => void;
};

export type BookingPaymentsSectionProps = BookingPaymentsProps & {
  /** The booking's amounts and dates, from which a plan drafts the schedule. */
  booking: ScheduledBooking;
};

/**
 * The 'Payments' section of a booking's details: the totals and how much is paid, the
 * instalments with their states, the receipts with their PDFs, and, for whoever may, the
 * schedule, a new payment and a payment's reversal, each in its own form.
 */
export function BookingPaymentsSection({
  payments: { data, isLoading, error, onRetry },
  can,
  today,
  booking,
  onSetSchedule,
  onRecordPayment,
  onReversePayment,
  onDownloadReceipt,
  onPrintReceipt,
}: BookingPaymentsSectionProps) {
  const [dialog, setDialog] = useState<PaymentsDialog>(null);

  if (error) {
    return (
      <PaymentsHeading>
        <LoadFailedState message={error} onRetry={onRetry} />
      </PaymentsHeading>
    );
  }
  if (!data) {
    return (
      <PaymentsHeading>
        {isLoading && (
          <div className={styles.loading}>
            <Spinner aria-label="Loading payments" />
          </div>
        )}
      </PaymentsHeading>
    );
  }

  const { schedule, totals } = data;
  const isCancelled = data.bookingStatus === 'Cancelled';
  const mayChange = can.create && !isCancelled;
  const actions = mayChange && (
    <div className={styles.actions}>
      <Button variant="secondary" onPress={() => setDialog({ kind: 'schedule' })}>
        Set payment schedule
      </Button>
      {schedule && totals.outstanding > 0 && (
        <Button onPress={() => setDialog({ kind: 'payment' })}>
          <Icon name="plus" />
          Record payment
        </Button>
      )}
    </div>
  );

  return (
    <PaymentsHeading>
      {actions}
      {can.create && isCancelled && (
        <p className={styles.muted}>{PAYMENT_MESSAGES.bookingCancelled}</p>
      )}
      {schedule ? (
        <>
          <DetailList>
            <Detail term="Sale Value">{formatRupees(totals.saleValue)}</Detail>
            <Detail term="Received">{formatRupees(totals.received)}</Detail>
            <Detail term="Outstanding">{formatRupees(totals.outstanding)}</Detail>
            <Detail term="Overdue">{formatRupees(totals.overdue)}</Detail>
            {data.commission && (
              <Detail term="Commission" notes={[data.commission.channelPartnerName]}>
                <span className={styles.figureWithBadge}>
                  {formatRupees(data.commission.earned)}
                  <StatusBadge status={data.commission.state} />
                </span>
              </Detail>
            )}
          </DetailList>
          <ProgressBar label="Paid" value={totals.paidPercent} />
          <Part heading="Instalments">
            <InstalmentsTable instalments={schedule.instalments} />
          </Part>
        </>
      ) : (
        <p className={styles.muted}>{PAYMENT_MESSAGES.noSchedule}</p>
      )}
      <Part heading="Receipts">
        {data.receipts.length === 0 ? (
          <p className={styles.muted}>{PAYMENT_MESSAGES.noReceipts}</p>
        ) : (
          <ReceiptsTable
            receipts={data.receipts}
            onDownload={onDownloadReceipt}
            onPrint={onPrintReceipt}
            onReverse={
              can.create ? (receipt) => setDialog({ kind: 'reversal', receipt }) : undefined
            }
          />
        )}
      </Part>
      <PaymentDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        payments={data}
        booking={booking}
        today={today}
        mayChange={mayChange}
        mayReverse={can.create}
        onSetSchedule={onSetSchedule}
        onRecordPayment={onRecordPayment}
        onReversePayment={onReversePayment}
      />
    </PaymentsHeading>
  );
}

function PaymentsHeading({ children }: { children: ReactNode }) {
  return (
    <DetailSection heading="Payments">
      <div className={styles.payments}>{children}</div>
    </DetailSection>
  );
}

/** A part of the section under its level-4 heading: the instalments, the receipts. */
function Part({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className={styles.part}>
      <Heading level={4} className={styles.partHeading}>
        {heading}
      </Heading>
      {children}
    </section>
  );
}
