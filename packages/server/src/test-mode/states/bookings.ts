/**
 * States of cases/bookings.ts and cases/sales-extensions.ts: bookings 1, 2 and 3 of project 1
 * and the plots and partner they stand on. Values a state does not name are the example
 * booking's (test/support/sales-fixtures.ts); booking 1 is that example itself.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings } from '../../db/schema';
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
import { bookedOn, DIRECT_SALE, insertBooking } from '../sales-examples';

/** Booking 1 BK-0001: the example, a Token booking of plot 1 (Booked) through partner 1. */
export async function ensureBookingOne(db: Database): Promise<void> {
  await ensurePlot(db, PLOT_A101, 'Booked');
  await ensureRaviKumar(db);
  await insertBooking(db, {
    id: 1,
    projectId: GREEN_VALLEY_ID,
    plotId: PLOT_A101.id,
    salesRoute: 'channel_partner',
    channelPartnerId: 1,
    createdAt: new Date('2026-11-02T10:30:00Z'),
  });
}

/** Booking 2 BK-0002: a direct sale of plot 2 to Kiran Joshi, created in Token, then confirmed. */
async function ensureBookingTwo(db: Database): Promise<void> {
  await ensurePlot(db, PLOT_A102, 'Booked');
  const created = new Date('2026-10-01T11:00:00Z');
  const confirmed = new Date('2026-10-05T16:20:00Z');
  await insertBooking(
    db,
    {
      ...DIRECT_SALE,
      ...bookedOn('2026-10-01'),
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
  await insertBooking(
    db,
    {
      ...DIRECT_SALE,
      ...bookedOn('2026-09-12'),
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
