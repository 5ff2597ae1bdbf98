import { BOOKING_MESSAGES } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { loaded, NOT_LOADED } from '../../patterns';
import { auditHistoryOf, BOOKING_HISTORY } from '../../patterns/AuditTrail/audit-entry.fixtures';
import { BOOKING_IN, REGISTERED_HISTORY } from './bookings.fixtures';
import { BookingDetailsModal, type BookingDetailsModalProps } from './BookingDetailsModal';
import docs from './BookingDetailsModal.docs.md?raw';
import { PAID_BOOKING, PAYMENTS_PROPS } from './payments/booking-payments.fixtures';

const meta = {
  title: 'Screens/BookingsScreen/BookingDetailsModal',
  component: BookingDetailsModal,
  parameters: { layout: 'fullscreen', docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    booking: loaded(BOOKING_IN.RegistryDone),
    statusHistory: loaded(REGISTERED_HISTORY),
    timeZone: 'Asia/Kolkata',
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpenChange: fn() as BookingDetailsModalProps['onOpenChange'],
  },
} satisfies Meta<typeof BookingDetailsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A registered booking, direct sale, and its whole history: created, confirmed, registered. */
export const WithHistory: Story = {};

/** Sold through a channel partner; the history is still loading. */
export const LoadingHistory: Story = {
  args: { booking: loaded(BOOKING_IN.Token), statusHistory: { ...NOT_LOADED, isLoading: true } },
};

export const HistoryFailed: Story = {
  args: {
    booking: loaded(BOOKING_IN.Token),
    statusHistory: { ...NOT_LOADED, error: BOOKING_MESSAGES.historyFetchFailed },
  },
};

/** For whoever may see the audit trail: every change to the booking, under its status history. */
export const WithAuditHistory: Story = {
  args: { audit: auditHistoryOf(BOOKING_HISTORY, '/audit-log?entity=booking&entityId=12') },
};

/**
 * For whoever may see payments: the Payments section after the facts, with the buttons of a user
 * who may also change them.
 */
export const WithPayments: Story = {
  args: { booking: loaded(PAID_BOOKING), statusHistory: loaded([]), payments: PAYMENTS_PROPS },
};

/**
 * Saved from an enquiry ('Book a plot' on it): its facts name the enquiry, a link to it for
 * whoever may read enquiries (`enquiryHref`).
 */
export const FromAnEnquiry: Story = {
  args: {
    booking: loaded({ ...BOOKING_IN.Token, enquiryId: 12 }),
    statusHistory: loaded(REGISTERED_HISTORY.slice(0, 1)),
    enquiryHref: (enquiryId) => `/enquiries/${enquiryId}`,
  },
};

/** Opened from its row: the row's number titles the details while the whole booking loads. */
export const Loading: Story = {
  args: {
    booking: { ...NOT_LOADED, isLoading: true },
    row: BOOKING_IN.Token,
    statusHistory: { ...NOT_LOADED, isLoading: true },
  },
};

/** The booking no longer exists: the host's message in place of its facts. */
export const Failed: Story = {
  args: {
    booking: { ...NOT_LOADED, error: BOOKING_MESSAGES.notFound },
    statusHistory: NOT_LOADED,
  },
};
