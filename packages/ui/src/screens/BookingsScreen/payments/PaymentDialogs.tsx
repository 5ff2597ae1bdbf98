import type { CalendarDate } from '@plotline/domain';
import { useLastShown, type SaveOutcome } from '../../../patterns';
import type {
  BookingPayments,
  PaymentInput,
  PaymentScheduleInput,
  Receipt,
  ReversalInput,
} from '../../payments/payments-types';
import { ReversalFormModal } from '../../payments/ReversalFormModal';
import { PaymentScheduleFormModal, type ScheduledBooking } from './PaymentScheduleFormModal';
import { RecordPaymentFormModal } from './RecordPaymentFormModal';

/** The form open over the Payments section, if any. */
export type PaymentsDialog =
  { kind: 'schedule' } | { kind: 'payment' } | { kind: 'reversal'; receipt: Receipt } | null;

export type PaymentDialogsProps = {
  dialog: PaymentsDialog;
  /** Closes the form: dismissed, or saved. */
  onClose: () => void;
  payments: BookingPayments;
  booking: ScheduledBooking;
  today: CalendarDate;
  /** The schedule and a new payment may be changed: payments.create, and not cancelled. */
  mayChange: boolean;
  /** A payment may be reversed: payments.create, even after a cancellation. */
  mayReverse: boolean;
  onSetSchedule: (input: PaymentScheduleInput) => Promise<SaveOutcome>;
  onRecordPayment: (input: PaymentInput) => Promise<SaveOutcome>;
  onReversePayment: (receipt: Receipt, input: ReversalInput) => Promise<SaveOutcome>;
};

/**
 * The Payments section's three forms, each closing once its save succeeds: the schedule, a new
 * payment, and a payment's reversal, which keeps naming its receipt while it fades out.
 */
export function PaymentDialogs({
  dialog,
  onClose,
  payments: { bookingNumber, schedule, suggestedSaleValue, totals },
  booking,
  today,
  mayChange,
  mayReverse,
  onSetSchedule,
  onRecordPayment,
  onReversePayment,
}: PaymentDialogsProps) {
  const reversed = useLastShown(dialog?.kind === 'reversal' ? dialog.receipt : null);
  const closeOnDismiss = (isOpen: boolean) => {
    if (!isOpen) onClose();
  };
  const closeOnSuccess = async (outcome: Promise<SaveOutcome>) => {
    const result = await outcome;
    if (result.ok) onClose();
    return result;
  };

  return (
    <>
      {mayChange && (
        <PaymentScheduleFormModal
          isOpen={dialog?.kind === 'schedule'}
          onOpenChange={closeOnDismiss}
          bookingNumber={bookingNumber}
          booking={booking}
          schedule={schedule}
          suggestedSaleValue={suggestedSaleValue}
          receivedAmount={totals.received}
          onSave={(input) => closeOnSuccess(onSetSchedule(input))}
        />
      )}
      {mayChange && schedule && (
        <RecordPaymentFormModal
          isOpen={dialog?.kind === 'payment'}
          onOpenChange={closeOnDismiss}
          bookingNumber={bookingNumber}
          today={today}
          instalments={schedule.instalments}
          outstanding={totals.outstanding}
          onSave={(input) => closeOnSuccess(onRecordPayment(input))}
        />
      )}
      {mayReverse && reversed && (
        <ReversalFormModal
          isOpen={dialog?.kind === 'reversal'}
          onOpenChange={closeOnDismiss}
          record="payment"
          number={reversed.receiptNumber}
          onSave={(input) => closeOnSuccess(onReversePayment(reversed, input))}
        />
      )}
    </>
  );
}
