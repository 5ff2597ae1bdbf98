/** Bookings: the list, the modal's create and edit, the status workflow, history and export. */
import type { Handlers } from '../http/handler';
import { listBookingsByChannelPartner, listBookingsByPlot } from './bookings/bookings-of';
import { changeBookingStatus } from './bookings/change-booking-status';
import { createBooking } from './bookings/create-booking';
import { deleteBooking } from './bookings/delete-booking';
import { getBooking, getBookingHistory } from './bookings/get-booking';
import { exportBookings, listBookings, listBookingsFiltered } from './bookings/list-bookings';
import { updateBooking } from './bookings/update-booking';

export const bookingsHandlers: Handlers = {
  listBookings,
  createBooking,
  listBookingsFiltered,
  exportBookings,
  listBookingsByPlot,
  listBookingsByChannelPartner,
  getBooking,
  updateBooking,
  deleteBooking,
  changeBookingStatus,
  getBookingHistory,
};
