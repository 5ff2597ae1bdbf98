export type { BookingPlotChoice, EditedBooking } from './BookingForm';
export { BookingFilterPanel, type BookingFilterPanelProps } from './BookingFilterPanel';
export { BookingsScreen, type BookingsScreenProps } from './BookingsScreen';
export { BookingsTable, type BookingsTableProps } from './BookingsTable';
export * from './bookings-screen-types';
export type {
  BookingStart,
  EnquiryToBookRequest,
  PlotToBook,
  PlotToBookRequest,
} from './use-plot-to-book';
export {
  BookingPaymentsSection,
  type BookingPaymentsProps,
  type BookingPaymentsSectionProps,
  type PaymentGrants,
} from './payments/BookingPaymentsSection';
export {
  PaymentScheduleFormModal,
  type PaymentScheduleFormModalProps,
  type ScheduledBooking,
} from './payments/PaymentScheduleFormModal';
export {
  RecordPaymentFormModal,
  type RecordPaymentFormModalProps,
} from './payments/RecordPaymentFormModal';
// How the host turns the saved form and the status change into the API's bodies (the domain is
// bundled into the build).
export {
  bookingPayload,
  statusChangePayload,
  type BookingForm,
  type BookingPayload,
  type StatusChangePayload,
  type StatusChangeRequest,
} from '@plotline/domain';
