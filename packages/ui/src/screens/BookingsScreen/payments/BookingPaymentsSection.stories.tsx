import { PAYMENT_MESSAGES } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { loaded } from '../../../patterns';
import { failed, loading } from '../../DashboardScreen/dashboard.fixtures';
import { BOOKING_IN } from '../bookings.fixtures';
import {
  bookingPaymentsOf,
  NO_SCHEDULE,
  PAID_BOOKING,
  PART_PAID_WITHOUT_COMMISSIONS,
  PAYMENTS_PROPS,
} from './booking-payments.fixtures';
import { BookingPaymentsSection, type BookingPaymentsSectionProps } from './BookingPaymentsSection';
import docs from './BookingPaymentsSection.docs.md?raw';

const meta = {
  title: 'Screens/BookingsScreen/BookingPaymentsSection',
  component: BookingPaymentsSection,
  parameters: { docs: { description: { component: docs } } },
  args: {
    ...PAYMENTS_PROPS,
    booking: PAID_BOOKING,
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onSetSchedule: fn(async () => ({
      ok: true as const,
    })) as BookingPaymentsSectionProps['onSetSchedule'],
    onRecordPayment: fn(async () => ({
      ok: true as const,
    })) as BookingPaymentsSectionProps['onRecordPayment'],
    onReversePayment: fn(async () => ({
      ok: true as const,
    })) as BookingPaymentsSectionProps['onReversePayment'],
    onDownloadReceipt: fn(async () => {}) as BookingPaymentsSectionProps['onDownloadReceipt'],
    onPrintReceipt: fn() as BookingPaymentsSectionProps['onPrintReceipt'],
  },
} satisfies Meta<typeof BookingPaymentsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Part paid: the token and the booking amount in, the first 30% overdue, one cheque reversed; for
 * a user who may change payments.
 */
export const PartPaid: Story = {};

/** For a user with payments.view alone: the same figures, and no button to change them. */
export const ReadOnly: Story = { args: { can: { create: false } } };

/**
 * For a user without commissions.view: the server sends no commission, and the totals name none,
 * though the booking came through a partner.
 */
export const CommissionsWithheld: Story = {
  args: { payments: loaded(PART_PAID_WITHOUT_COMMISSIONS) },
};

/** No schedule yet: it is set first, then payments are recorded against it. */
export const NoSchedule: Story = { args: { payments: loaded(NO_SCHEDULE) } };

/** Every instalment paid: nothing left to record. */
export const FullyPaid: Story = {
  args: {
    payments: loaded(
      bookingPaymentsOf({
        made: [
          {
            receivedOn: '2026-03-06',
            amount: NO_SCHEDULE.suggestedSaleValue!,
            mode: 'BankTransfer',
            reference: 'RTGS-11029',
          },
        ],
      }),
    ),
  },
};

/** A cancelled booking: its schedule and payments stay as they were, and change no more. */
export const CancelledBooking: Story = {
  args: {
    booking: BOOKING_IN.Cancelled,
    payments: loaded(bookingPaymentsOf({ booking: BOOKING_IN.Cancelled })),
  },
};

export const Loading: Story = { args: { payments: loading() } };

export const Failed: Story = { args: { payments: failed(PAYMENT_MESSAGES.fetchFailed) } };
