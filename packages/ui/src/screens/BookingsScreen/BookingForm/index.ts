export { BookingFormModal, type BookingFormModalProps } from './BookingFormModal';
export type { BookingPlotChoice, BookingSaveOutcome, EditedBooking } from './booking-form-types';
