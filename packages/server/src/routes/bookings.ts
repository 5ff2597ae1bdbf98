/** Bookings: the list, the modal's create and edit, the status workflow, history and export. */
import { holdsPlot } from '@plotline/domain';
import { csvReply } from '../http/csv';
import { conflict } from '../http/http-error';
import { authorship } from '../http/authorship';
import { signedIn, type Handlers } from '../http/handler';
import { streamedList } from '../http/streamed-list';
import { BOOKING_CSV_COLUMNS } from './bookings/bookings-csv';
import { bookingsExported } from './bookings/booking-export-rows';
import { changeBooking } from './bookings/booking-change';
import { bookingEdit } from './bookings/booking-edit';
import {
  assertNoEnquiry,
  assertNoTokenPayment,
  bookingInput,
  tokenReceiptInput,
} from './bookings/booking-input';
import { assertMayBookEnquiry } from './enquiries/enquiry-conversion';
import {
  bookingExists,
  bookingNotFound,
  bookingOr404,
  bookingsListed,
  bookingsOfPlot,
  bookingsPage,
  deleteBookingRow,
  lockBooking,
} from './bookings/booking-queries';
import { BOOKING_REFUSALS } from './bookings/booking-refusals';
import { assertCreatableStatus } from './bookings/booking-rules';
import { statusMove } from './bookings/booking-status-move';
import { recordNewBooking } from './bookings/new-booking';
import { releasePlot } from './bookings/plot-holding-queries';
import { statusChangeInput } from './bookings/status-change-input';
import { statusHistoryOf } from './bookings/status-history-queries';
import { assertMayRecordToken } from './bookings/token-receipt';
import { channelPartnerExists, channelPartnerNotFound } from './channel-partners/partner-queries';
import { hasReceipts } from './payments/payment-queries';
import { plotExists, plotNotFound } from './plots/plot-queries';
import { salesPeopleFound } from './users/sales-people-queries';

export const bookingsHandlers: Handlers = {
  /** Every booking, in the bookings screen's default order. */
  async listBookings({ db }) {
    return streamedList(db, bookingsListed({}));
  },

  /** Books an Available plot, as the signed-in user; with its token as received, if sent. */
  async createBooking({ db, clock, body, user }) {
    if (body.tokenPayment) assertMayRecordToken(signedIn(user));
    const enquiryId = body.enquiryId ?? null;
    if (enquiryId !== null) assertMayBookEnquiry(signedIn(user));
    const values = bookingInput(body);
    assertCreatableStatus(values.bookingStatus);
    const today = clock.today();
    const token = tokenReceiptInput(body, values, today);
    const metadata = body.metadata ?? null;
    const author = authorship(user, clock);
    const booking = await recordNewBooking(
      db,
      { values, metadata, token, enquiryId },
      author,
      today,
    );
    return { status: 201, body: booking };
  },

  async listBookingsFiltered({ db, query }) {
    return { status: 200, body: await bookingsPage(db, query) };
  },

  async exportBookings({ db, clock, query, user }) {
    const fileName = `bookings-${clock.today()}.csv`;
    return csvReply(fileName, BOOKING_CSV_COLUMNS, db, bookingsExported(query), user);
  },

  /** The booking form's sales person picker: the staff found, the signed-in user first. */
  async listSalesPeople({ db, query, user }) {
    return { status: 200, body: await salesPeopleFound(db, query.searchTerm, signedIn(user).id) };
  },

  async listBookingsByPlot({ db, params }) {
    if (!(await plotExists(db, params.id))) throw plotNotFound();
    return { status: 200, body: await bookingsOfPlot(db, params.id) };
  },

  async listBookingsByChannelPartner({ db, params }) {
    if (!(await channelPartnerExists(db, params.id))) throw channelPartnerNotFound();
    // A partner can bring in a large share of all bookings; latest first, as the full list.
    return streamedList(db, bookingsListed({ channelPartnerId: params.id }));
  },

  async getBooking({ db, params }) {
    return { status: 200, body: await bookingOr404(db, params.id) };
  },

  /**
   * The edit modal's save: it must name the version it read, may move the status only along the
   * workflow, and may move the booking to another plot, which frees the old one.
   */
  async updateBooking({ db, clock, params, body, user }) {
    assertNoTokenPayment(body);
    assertNoEnquiry(body);
    const registry = { caller: user, acceptOutstanding: body.acceptOutstanding ?? false };
    const edit = bookingEdit(bookingInput(body), body.metadata, registry);
    const target = { id: params.id, readVersion: body.version };
    const booking = await changeBooking(db, target, authorship(user, clock), edit);
    return { status: 200, body: booking };
  },

  /**
   * A plot the booking still held becomes Available again. A booking with payments stays: its
   * receipts are never deleted.
   */
  async deleteBooking({ db, clock, params }) {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const booking = await lockBooking(tx, params.id);
      if (await hasReceipts(tx, booking.id)) throw conflict('in_use', BOOKING_REFUSALS.hasPayments);
      await deleteBookingRow(tx, booking.id);
      if (holdsPlot(booking.bookingStatus)) await releasePlot(tx, booking.plotId, now);
    });
    return { status: 204, body: undefined };
  },

  /**
   * It may name the version it was made from: a status change from a list row loaded a while ago
   * must not act on a booking someone has changed since.
   */
  async changeBookingStatus({ db, clock, params, body, user }) {
    const change = statusChangeInput(body, clock.today());
    const target = { id: params.id, readVersion: change.version };
    const booking = await changeBooking(
      db,
      target,
      authorship(user, clock),
      statusMove(change, user),
    );
    return { status: 200, body: booking };
  },

  async getBookingHistory({ db, params }) {
    if (!(await bookingExists(db, params.id))) throw bookingNotFound();
    return { status: 200, body: await statusHistoryOf(db, params.id) };
  },
};
