import { hasPermission, PAYMENT_MESSAGES, PAYMENT_PERMISSIONS } from '@plotline/domain';
import type { BookingPaymentsProps } from '@plotline/ui/screens';
import { useAuth } from '../../auth/auth-context';
import { businessToday } from '../../business-today';
import { useBookingPayments } from '../../data/payments';
import { usePaymentChanges } from './use-payment-changes';

/**
 * The Payments section of the booking whose details are open (GET /bookings/{id}/payments):
 * undefined while none is open, or for a user without payments.view, whose details then show no
 * Payments section; its buttons for a user with payments.create. A failure is said in the
 * section, with a retry, and toasts nothing over the details.
 */
export function useOpenedBookingPayments(
  bookingId: number | null,
): BookingPaymentsProps | undefined {
  const { user } = useAuth();
  const mayView = hasPermission(user, PAYMENT_PERMISSIONS.view);
  const loaded = useBookingPayments(mayView ? bookingId : null);
  const changes = usePaymentChanges(bookingId);
  if (!mayView || bookingId === null) return undefined;
  // What the cache keeps on screen may be the booking opened before.
  const payments = loaded.data?.bookingId === bookingId ? loaded.data : null;
  return {
    payments: {
      data: payments,
      isLoading: payments === null && !loaded.error,
      // A failed reload keeps what is shown.
      error: loaded.error && payments === null ? PAYMENT_MESSAGES.fetchFailed : null,
      onRetry: () => void loaded.mutate(),
    },
    can: { create: hasPermission(user, PAYMENT_PERMISSIONS.create) },
    today: businessToday(),
    onSetSchedule: changes.setSchedule,
    onRecordPayment: changes.recordPayment,
    onReversePayment: changes.reversePayment,
    onDownloadReceipt: changes.downloadReceipt,
    onPrintReceipt: changes.printReceipt,
  };
}
