export { BookingFormModal, type BookingFormModalProps } from './BookingFormModal';
export type { BookingPlotChoice, EditedBooking } from './booking-form-types';
