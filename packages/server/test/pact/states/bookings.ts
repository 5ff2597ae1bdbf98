/**
 * States of cases/bookings.ts and cases/sales-extensions.ts: bookings 1, 2 and 3 of project 1
 * and the plots and partner they stand on. Values a state does not name are the booking form's
 * usual ones; the nulls it names are exact.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../../src/db/database';
import { bookings } from '../../../src/db/schema';
import type { StateSetups } from '../provider-world';
import { assertNone } from './absence';
import { ensureRaviKumar } from './channel-partners';
import {
  ensurePlot,
  GREEN_VALLEY_ID,
  PLOT_A101,
  PLOT_A102,
  PLOT_A103,
  PLOT_A104,
} from './projects';
import { ensureBooking, type SeededBooking } from './sales-records';

/** The owner's details the booking form fills in, with the two the modal never shows left null. */
const OWNER_DETAILS = {
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
  plotOwnerPhone: null,
  plotOwnerEmail: null,
  metadata: null,
} satisfies Partial<SeededBooking>;

/** Money and dates before the registry: rate, token, amount and a 30-day registry period. */
function beforeRegistry(bookingDate: string, registryDate: string) {
  return {
    plotSaleRate: 12000,
    tokenAmount: 51000,
    tokenDate: bookingDate,
    bookingDate,
    bookingAmount: 500000,
    registryDuration: 30,
    registryDate,
    registrationNumber: null,
  } satisfies Partial<SeededBooking>;
}

const SOLD_DIRECTLY = {
  salesRoute: 'direct_sale',
  channelPartnerId: null,
  salesPersonName: 'Neha Verma',
  salesPersonEmail: 'neha.verma@plotline.local',
  salesPersonDesignation: 'Sales Manager',
} satisfies Partial<SeededBooking>;

/** Booking 1 BK-0001: Token, plot 1 (Booked), through channel partner 1, to Anil Mehta. */
export async function ensureBookingOne(db: Database): Promise<void> {
  await ensurePlot(db, PLOT_A101, 'Booked');
  await ensureRaviKumar(db);
  await ensureBooking(db, {
    ...OWNER_DETAILS,
    ...beforeRegistry('2026-11-02', '2026-12-02'),
    id: 1,
    projectId: GREEN_VALLEY_ID,
    plotId: PLOT_A101.id,
    salesRoute: 'channel_partner',
    channelPartnerId: 1,
    salesPersonName: null,
    salesPersonEmail: null,
    salesPersonDesignation: null,
    bookingStatus: 'Token',
    plotOwnerName: 'Anil Mehta',
    version: 1,
    createdAt: new Date('2026-11-02T10:30:00Z'),
  });
}

/** Booking 2 BK-0002: a direct sale of plot 2 to Kiran Joshi, created in Token, then confirmed. */
async function ensureBookingTwo(db: Database): Promise<void> {
  await ensurePlot(db, PLOT_A102, 'Booked');
  const created = new Date('2026-10-01T11:00:00Z');
  const confirmed = new Date('2026-10-05T16:20:00Z');
  await ensureBooking(
    db,
    {
      ...OWNER_DETAILS,
      ...SOLD_DIRECTLY,
      ...beforeRegistry('2026-10-01', '2026-10-31'),
      id: 2,
      projectId: GREEN_VALLEY_ID,
      plotId: PLOT_A102.id,
      bookingStatus: 'Booking',
      plotOwnerName: 'Kiran Joshi',
      version: 2,
      createdAt: created,
      updatedAt: confirmed,
    },
    [
      { fromStatus: null, toStatus: 'Token', changedAt: created },
      {
        fromStatus: 'Token',
        toStatus: 'Booking',
        remark: 'Booking amount received',
        changedAt: confirmed,
      },
    ],
  );
}

/** Booking 3 BK-0003 of plot 4, cancelled, so the plot is Available again. */
async function ensureBookingThree(db: Database): Promise<void> {
  await ensurePlot(db, PLOT_A104, 'Available');
  const created = new Date('2026-09-12T10:00:00Z');
  const cancelled = new Date('2026-09-30T15:00:00Z');
  await ensureBooking(
    db,
    {
      ...OWNER_DETAILS,
      ...SOLD_DIRECTLY,
      ...beforeRegistry('2026-09-12', '2026-10-12'),
      id: 3,
      projectId: GREEN_VALLEY_ID,
      plotId: PLOT_A104.id,
      bookingStatus: 'Cancelled',
      plotOwnerName: 'Farhan Qureshi',
      version: 2,
      createdAt: created,
      updatedAt: cancelled,
    },
    [
      { fromStatus: null, toStatus: 'Token', changedAt: created },
      {
        fromStatus: 'Token',
        toStatus: 'Cancelled',
        remark: 'Owner withdrew',
        cancellationReason: 'Buyer moved to another city',
        changedAt: cancelled,
      },
    ],
  );
}

export const bookingsStates: StateSetups = {
  'booking 1 (BK-0001) is a Token booking of plot 1 (A-101) of project 1 (Green Valley), sold through channel partner 1 (Ravi Kumar) to Anil Mehta':
    ({ db }) => ensureBookingOne(db),

  'booking 1 was saved again since it was read, so it is at version 2': async ({ db }) => {
    const saved = await db
      .update(bookings)
      .set({ version: 2, updatedAt: new Date('2026-11-21T12:00:00Z') })
      .where(eq(bookings.id, 1))
      .returning({ id: bookings.id });
    if (saved.length === 0) throw new Error('The state needs booking 1 from an earlier state');
  },

  'booking 2 (BK-0002) is a direct sale of plot 2 (A-102) of project 1 (Green Valley), created in Token and confirmed to Booking by admin':
    ({ db }) => ensureBookingTwo(db),

  'booking 3 (BK-0003) of plot 4 (A-104) of project 1 (Green Valley) is Cancelled': ({ db }) =>
    ensureBookingThree(db),

  'plot 3 (A-103) of project 1 (Green Valley) is Available and channel partner 1 (Ravi Kumar) is active':
    async ({ db }) => {
      await ensurePlot(db, PLOT_A103, 'Available');
      await ensureRaviKumar(db);
      await assertNone(db, bookings, undefined, 'no booking at all');
    },

  'no booking has id 999': ({ db }) =>
    assertNone(db, bookings, eq(bookings.id, 999), 'no booking 999'),
};
