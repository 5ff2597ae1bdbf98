import {
  formatDate,
  formatRupees,
  PAYMENT_MESSAGES,
  paymentModeLabel,
  type CalendarDate,
} from '@plotline/domain';
import { useState, type ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { Button } from '../../../components/Button';
import { Detail, DetailList, DetailSection } from '../../../components/DetailList';
import { Icon } from '../../../components/Icon';
import { ProgressBar } from '../../../components/ProgressBar';
import { Spinner } from '../../../components/Spinner';
import { StatusBadge } from '../../../components/StatusBadge';
import { Table, type TableColumn } from '../../../components/Table';
import { LoadFailedState, useLastShown, type SaveOutcome } from '../../../patterns';
import type { Loadable } from '../../../patterns';
import type {
  BookingPayments,
  Instalment,
  PaymentInput,
  PaymentScheduleInput,
  Receipt,
  ReversalInput,
} from '../../payments/payments-types';
import { ReversalFormModal } from '../../payments/ReversalFormModal';
import { PaymentScheduleFormModal, type ScheduledBooking } from './PaymentScheduleFormModal';
import { RecordPaymentFormModal } from './RecordPaymentFormModal';
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

type PaymentsDialog = 'schedule' | 'payment' | 'reversal' | null;

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
  const [reversing, setReversing] = useState<Receipt | null>(null);
  // The receipt stays named while its reversal's modal fades out.
  const reversed = useLastShown(reversing);
  const closeOnDismiss = (isOpen: boolean) => {
    if (!isOpen) setDialog(null);
  };
  const closeOnSuccess = async (outcome: Promise<SaveOutcome>) => {
    const result = await outcome;
    if (result.ok) setDialog(null);
    return result;
  };

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
      <Button variant="secondary" onPress={() => setDialog('schedule')}>
        Set payment schedule
      </Button>
      {schedule && totals.outstanding > 0 && (
        <Button onPress={() => setDialog('payment')}>
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
              can.create
                ? (receipt) => {
                    setReversing(receipt);
                    setDialog('reversal');
                  }
                : undefined
            }
          />
        )}
      </Part>
      {mayChange && (
        <>
          <PaymentScheduleFormModal
            isOpen={dialog === 'schedule'}
            onOpenChange={closeOnDismiss}
            bookingNumber={data.bookingNumber}
            booking={booking}
            schedule={schedule}
            suggestedSaleValue={data.suggestedSaleValue}
            receivedAmount={totals.received}
            onSave={(input) => closeOnSuccess(onSetSchedule(input))}
          />
          {schedule && (
            <RecordPaymentFormModal
              isOpen={dialog === 'payment'}
              onOpenChange={closeOnDismiss}
              bookingNumber={data.bookingNumber}
              today={today}
              instalments={schedule.instalments}
              outstanding={totals.outstanding}
              onSave={(input) => closeOnSuccess(onRecordPayment(input))}
            />
          )}
        </>
      )}
      {can.create && reversed && (
        <ReversalFormModal
          isOpen={dialog === 'reversal'}
          onOpenChange={(isOpen) => {
            closeOnDismiss(isOpen);
            if (!isOpen) setReversing(null);
          }}
          record="payment"
          number={reversed.receiptNumber}
          onSave={async (input) => {
            const outcome = await closeOnSuccess(onReversePayment(reversed, input));
            if (outcome.ok) setReversing(null);
            return outcome;
          }}
        />
      )}
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

type InstalmentColumnId = 'label' | 'dueDate' | 'amount' | 'paid' | 'state';

const INSTALMENT_COLUMNS: readonly TableColumn<InstalmentColumnId>[] = [
  { id: 'label', name: 'Instalment', isRowHeader: true },
  { id: 'dueDate', name: 'Due Date' },
  { id: 'amount', name: 'Amount', align: 'end' },
  { id: 'paid', name: 'Paid', align: 'end' },
  { id: 'state', name: 'State' },
];

/** The schedule's instalments in due order, each with what is paid of it and its state. */
function InstalmentsTable({ instalments }: { instalments: readonly Instalment[] }) {
  const renderCell = (instalment: Instalment, columnId: InstalmentColumnId): ReactNode => {
    switch (columnId) {
      case 'label':
        return instalment.label;
      case 'dueDate':
        return <span className={styles.nowrap}>{formatDate(instalment.dueDate)}</span>;
      case 'amount':
        return <span className={styles.figure}>{formatRupees(instalment.amount)}</span>;
      case 'paid':
        return <span className={styles.figure}>{formatRupees(instalment.paidAmount)}</span>;
      case 'state':
        return <StatusBadge status={instalment.state} />;
    }
  };
  return (
    <Table
      aria-label="Instalments"
      columns={INSTALMENT_COLUMNS}
      rows={instalments}
      renderCell={renderCell}
    />
  );
}

type ReceiptColumnId = 'number' | 'receivedOn' | 'amount' | 'mode' | 'reference' | 'actions';

const RECEIPT_COLUMNS: readonly TableColumn<ReceiptColumnId>[] = [
  { id: 'number', name: 'Receipt', isRowHeader: true },
  { id: 'receivedOn', name: 'Received On' },
  { id: 'amount', name: 'Amount', align: 'end' },
  { id: 'mode', name: 'Mode' },
  { id: 'reference', name: 'Reference' },
  { id: 'actions', name: 'Actions', align: 'end' },
];

type ReceiptsTableProps = {
  receipts: readonly Receipt[];
  onDownload: (receipt: Receipt) => Promise<void>;
  onPrint?: (receipt: Receipt) => void;
  /** Left out where the user may not reverse payments. */
  onReverse?: (receipt: Receipt) => void;
};

/** The booking's payments, newest first; a reversed one stays, marked with its reason. */
function ReceiptsTable({ receipts, onDownload, onPrint, onReverse }: ReceiptsTableProps) {
  const renderCell = (receipt: Receipt, columnId: ReceiptColumnId): ReactNode => {
    switch (columnId) {
      case 'number':
        return (
          <span className={styles.stacked}>
            <span className={styles.strong}>{receipt.receiptNumber}</span>
            {receipt.reversal && (
              <>
                <StatusBadge status="Reversed" />
                <span className={styles.note}>{receipt.reversal.reason}</span>
              </>
            )}
          </span>
        );
      case 'receivedOn':
        return <span className={styles.nowrap}>{formatDate(receipt.receivedOn)}</span>;
      case 'amount':
        return <span className={styles.figure}>{formatRupees(receipt.amount)}</span>;
      case 'mode':
        return paymentModeLabel(receipt.mode);
      case 'reference':
        return receipt.reference ?? <span className={styles.muted}>None</span>;
      case 'actions':
        return (
          <span className={styles.rowActions}>
            <DownloadReceiptButton receipt={receipt} onDownload={onDownload} />
            {onPrint && (
              <Button
                variant="quiet"
                size="small"
                aria-label={`Print receipt ${receipt.receiptNumber}`}
                onPress={() => onPrint(receipt)}
              >
                Print
              </Button>
            )}
            {onReverse && !receipt.reversal && (
              <Button
                variant="quiet"
                size="small"
                aria-label={`Reverse payment ${receipt.receiptNumber}`}
                onPress={() => onReverse(receipt)}
              >
                Reverse
              </Button>
            )}
          </span>
        );
    }
  };
  return (
    <Table
      aria-label="Receipts"
      columns={RECEIPT_COLUMNS}
      rows={receipts}
      renderCell={renderCell}
    />
  );
}

/** 'Download PDF', busy while the host's download runs. */
function DownloadReceiptButton({
  receipt,
  onDownload,
}: {
  receipt: Receipt;
  onDownload: (receipt: Receipt) => Promise<void>;
}) {
  const [isDownloading, setIsDownloading] = useState(false);
  const handleDownload = async () => {
    setIsDownloading(true);
    try {
      await onDownload(receipt);
    } finally {
      setIsDownloading(false);
    }
  };
  const words = isDownloading ? 'Downloading...' : 'Download PDF';
  return (
    <Button
      variant="quiet"
      size="small"
      isPending={isDownloading}
      aria-label={`${words} ${receipt.receiptNumber}`}
      onPress={() => void handleDownload()}
    >
      {words}
    </Button>
  );
}
