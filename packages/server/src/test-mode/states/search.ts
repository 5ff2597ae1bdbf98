/** States of cases/search.ts: a booking the top bar's search finds by its owner's last digits. */
import type { StateSetups } from '../provider-world';
import { ensureBookingOne } from './bookings';

export const searchStates: StateSetups = {
  // Booking 1 is the example booking, its owner's mobile 9811122233; the project, plot and
  // partner it stands on hold no such digits.
  "booking 1 (BK-0001) of plot 1 (A-101) of project 1 (Green Valley) is the one record holding 22233, the last five digits of Anil Mehta's mobile":
    ({ db }) => ensureBookingOne(db),
};
