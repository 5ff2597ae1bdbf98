export * from './BookingForm';
export { BookingDetailsModal, type BookingDetailsModalProps } from './BookingDetailsModal';
export { BookingsScreen, type BookingsScreenProps } from './BookingsScreen';
export { StatusConfirmModal, type StatusConfirmModalProps } from './StatusConfirmModal';
export { StatusPickerModal, type StatusPickerModalProps } from './StatusPickerModal';
export type * from './bookings-screen-types';
