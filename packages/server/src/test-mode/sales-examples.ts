/**
 * The sales examples the provider states write, and the server's tests too
 * (test/support/sales-fixtures.ts): one booking and one channel partner as the forms send them,
 * and the ways to write them straight into the database as the server would have stored them.
 */
import type { components } from '@plotline/api-client/schema';
import { addDays, type CalendarDate } from '@plotline/domain';
import type { Database } from '../db/database';
import { bookings, bookingStatusChanges, channelPartners } from '../db/schema';
import { bookingNumberFor } from '../routes/bookings/booking-number';
import { reserveBookingId } from '../routes/bookings/booking-queries';
import { partnerInput } from '../routes/channel-partners/partner-input';
import { ADMIN_ID } from './baseline';

type BookingRequest = components['schemas']['BookingRequest'];
type ChannelPartnerRequest = components['schemas']['ChannelPartnerRequest'];
type BookingRow = typeof bookings.$inferInsert;
type StatusChangeRow = typeof bookingStatusChanges.$inferInsert;

// ------------------------------------------------------------------ the channel partner

/** Ravi Kumar: an active, married individual person with every field set and one associate. */
export const RAVI_KUMAR = {
  name: 'Ravi Kumar',
  natureId: 1,
  isActive: true,
  commissionRate: 0,
  remarks: 'Introduced through the Jaipur office',
  createdBy: ADMIN_ID,
  individualPersonDetails: {
    gender: 'Male',
    mobileNumber: '9876501234',
    alternateNumber: '9876501235',
    emailId: 'ravi.kumar@example.in',
    dateOfBirth: '1985-04-12',
    maritalStatus: 'Married',
    marriageDate: '2012-02-20',
    residentialAddress: '21 Tonk Road, Jaipur',
    profession: 'Property consultant',
    businessAddress: '5 MI Road, Jaipur',
    hasAssociate: true,
    remarks: 'Available on weekends',
    associates: [
      {
        associateName: 'Sunil Kumar',
        associateRelation: 'Brother',
        mobileNumber: '9876501236',
        alternateNumber: '9876501237',
        remarks: 'Handles site visits',
      },
    ],
  },
} satisfies ChannelPartnerRequest;

/** The row the server stores for a partner's request. */
export function partnerRow(request: ChannelPartnerRequest, createdBy = ADMIN_ID) {
  return { ...partnerInput(request), createdBy };
}

/**
 * The partner a request makes, stored as the server stores it. A partner an earlier write already
 * stored under the `id` given is left as it is, so provider states can build on each other.
 */
export async function storeChannelPartner(
  db: Database,
  request: ChannelPartnerRequest,
  stored: { id?: number; createdAt?: Date } = {},
): Promise<number> {
  const createdAt = stored.createdAt ?? new Date();
  const [partner] = await db
    .insert(channelPartners)
    .values({
      ...partnerRow(request),
      id: stored.id,
      createdAt,
      updatedAt: createdAt,
    })
    .onConflictDoNothing({ target: channelPartners.id })
    .returning({ id: channelPartners.id });
  return partner?.id ?? stored.id!;
}

// ------------------------------------------------------------------ the booking

/** Anil Mehta's Token booking through a channel partner, every field the booking form fills in. */
export const TOKEN_BOOKING = {
  salesRoute: 'channel_partner',
  salesPersonName: null,
  salesPersonEmail: null,
  salesPersonDesignation: null,
  plotSaleRate: 12000,
  tokenAmount: 51000,
  tokenDate: '2026-11-02',
  bookingDate: '2026-11-02',
  bookingAmount: 500000,
  bookingStatus: 'Token',
  registryDuration: 30,
  registryDate: '2026-12-02',
  registrationNumber: null,
  plotOwnerName: 'Anil Mehta',
  plotOwnerPhone: null,
  plotOwnerEmail: null,
  ownerMobileNumber: '9811122233',
  ownerMobileLastFiveDigits: null,
  emailId: 'anil.mehta@example.in',
  gender: 'Male',
  profession: 'Civil engineer',
  guardianName: 'Suresh Mehta',
  alternateNumber: '9811100000',
  addressOfPlotOwner: '12 MG Road, Jaipur',
  businessAddress: '4 Civil Lines, Jaipur',
  additionalRemarks: 'Prefers a park-facing plot',
  notes: 'Token paid by cheque',
} as const satisfies Omit<BookingRequest, 'projectId' | 'plotId' | 'channelPartnerId'>;

/** The example sold directly by a sales person rather than through a partner. */
export const DIRECT_SALE = {
  salesRoute: 'direct_sale',
  channelPartnerId: null,
  salesPersonName: 'Neha Verma',
  salesPersonEmail: 'neha.verma@plotline.local',
  salesPersonDesignation: 'Sales Manager',
} as const;

/** The example's dates moved to another booking date: token paid that day, registry 30 days on. */
export function bookedOn(bookingDate: CalendarDate) {
  const registryDate = addDays(bookingDate, TOKEN_BOOKING.registryDuration);
  return { tokenDate: bookingDate, bookingDate, registryDate };
}

/**
 * What a stored booking names beside the example's values: its plot, its partner (or the
 * DIRECT_SALE values instead), and whatever else differs.
 */
export type BookingOf = Pick<BookingRow, 'projectId' | 'plotId' | 'channelPartnerId'> &
  Partial<BookingRow>;

/** The example as a bookings row. */
export function bookingRow(booking: BookingOf & Pick<BookingRow, 'bookingNumber'>): BookingRow {
  return {
    ...TOKEN_BOOKING,
    metadata: null,
    createdBy: ADMIN_ID,
    updatedBy: ADMIN_ID,
    ...booking,
  };
}

/** One entry of a stored booking's history, made by the admin. */
export type HistoryEntry = Omit<StatusChangeRow, 'id' | 'bookingId' | 'changedBy'> & {
  changedAt: Date;
};

/**
 * The booking stored with the number the server gives its id, and its history: by default the
 * one entry of its creation in the status it is in. A booking an earlier write already stored
 * under the `id` given is left as it is, so provider states can build on each other.
 */
export async function insertBooking(
  db: Database,
  booking: BookingOf,
  history?: HistoryEntry[],
): Promise<{ id: number; bookingNumber: string }> {
  const id = booking.id ?? (await db.transaction(reserveBookingId));
  const bookingNumber = bookingNumberFor(id);
  const createdAt =
    booking.createdAt ?? new Date(`${booking.bookingDate ?? TOKEN_BOOKING.bookingDate}T10:30:00Z`);
  const row = bookingRow({ ...booking, id, bookingNumber, createdAt });
  const inserted = await db
    .insert(bookings)
    .values({ ...row, updatedAt: booking.updatedAt ?? createdAt })
    .onConflictDoNothing({ target: bookings.id })
    .returning({ id: bookings.id });
  if (inserted.length === 0) return { id, bookingNumber };
  const entries = history ?? [
    { fromStatus: null, toStatus: row.bookingStatus, changedAt: createdAt },
  ];
  await db
    .insert(bookingStatusChanges)
    .values(entries.map((entry) => ({ ...entry, bookingId: id, changedBy: ADMIN_ID })));
  return { id, bookingNumber };
}
