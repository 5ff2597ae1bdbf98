/**
 * What a booking's Payments section changes (docs/payments.md): its schedule, a payment and a
 * payment's reversal, each with its PAYMENT_MESSAGES toast (the server's reason, e.g. a 409's,
 * under a failure) and a reload of what a change to the booking makes stale (the audit trail
 * records its money against it: what is outstanding, what its partner earns); and a receipt's
 * PDF, saved under its number or printed.
 */
import type { PaymentInput, PaymentScheduleInput } from '@plotline/api-client';
import { BOOKING_CONFLICT_MESSAGE, PAYMENT_MESSAGES, receiptFileName } from '@plotline/domain';
import type { Receipt, ReversalInput } from '@plotline/ui/screens';
import { ApiCallError, dataOf, failureToast } from '../../api-call';
import { useReload } from '../../data/cache';
import { printFile } from '../../data/print-file';
import { attachmentName, saveFile } from '../../data/save-file';
import { useChange, type Refusal } from '../../data/use-change';
import { useApi, useToasts } from '../../services';

const SCHEDULE_SAVED = {
  succeeded: PAYMENT_MESSAGES.scheduleSaved,
  failed: PAYMENT_MESSAGES.scheduleSaveFailed,
};
const RECORDED = { succeeded: PAYMENT_MESSAGES.recorded, failed: PAYMENT_MESSAGES.recordFailed };
const REVERSED = { succeeded: PAYMENT_MESSAGES.reversed, failed: PAYMENT_MESSAGES.reverseFailed };

/** The server's answer to a schedule replaced from a version someone else has since replaced. */
const isStaleVersion = (error: unknown) =>
  error instanceof ApiCallError &&
  error.status === 409 &&
  error.serverMessage === BOOKING_CONFLICT_MESSAGE;

export function usePaymentChanges(bookingId: number | null) {
  const api = useApi();
  const toasts = useToasts();
  const reload = useReload();
  const change = useChange();
  const at = (id: number) => ({ params: { path: { id } } });
  const ofBooking = at(bookingId ?? 0);

  /** A stale version shows the schedule as stored now, for the user to start again from. */
  const afterScheduleRefused = async (failure: unknown, refusal: Refusal) => {
    if (isStaleVersion(failure)) await reload('booking');
    return refusal;
  };

  const setSchedule = (input: PaymentScheduleInput) =>
    change(
      // The form sends the version it was loaded at: a newer one on the server answers 409.
      api.PUT('/bookings/{id}/payment-schedule', { ...ofBooking, body: input }),
      SCHEDULE_SAVED,
      'booking',
      afterScheduleRefused,
    );

  const recordPayment = (input: PaymentInput) =>
    change(api.POST('/bookings/{id}/receipts', { ...ofBooking, body: input }), RECORDED, 'booking');

  const reversePayment = (receipt: Receipt, input: ReversalInput) =>
    change(
      api.POST('/receipts/{id}/reversal', { ...at(receipt.id), body: input }),
      REVERSED,
      'booking',
    );

  /** The receipt's PDF, asked for through the client, so the session's token goes with it. */
  const receiptPdf = (receipt: Receipt) =>
    api.GET('/receipts/{id}/pdf', { ...at(receipt.id), parseAs: 'blob' });

  /**
   * The receipt's PDF handed to the browser as a download named as the server names it
   * ('RC-000001.pdf'). Resolves, never rejects.
   */
  const downloadReceipt = async (receipt: Receipt): Promise<void> => {
    const call = receiptPdf(receipt);
    try {
      const pdf = await dataOf(call);
      const { response } = await call;
      const fallback = receiptFileName(receipt.receiptNumber);
      saveFile(pdf, attachmentName(response.headers.get('Content-Disposition'), fallback));
    } catch (error) {
      toasts.error(...failureToast(error, PAYMENT_MESSAGES.receiptDownloadFailed));
    }
  };

  /** The receipt's PDF printed as the browser prints it. */
  const printReceipt = (receipt: Receipt): void => {
    void (async () => {
      try {
        printFile(await dataOf(receiptPdf(receipt)), `Receipt ${receipt.receiptNumber}`);
      } catch (error) {
        toasts.error(...failureToast(error, PAYMENT_MESSAGES.receiptPrintFailed));
      }
    })();
  };

  return { setSchedule, recordPayment, reversePayment, downloadReceipt, printReceipt };
}
